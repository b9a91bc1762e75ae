/* owners.h — whose an object of a URL is (the route table's OWNERS routes ask): the id
 * the router took from the path (r->id[0], and the seat's r->id[1]). */
#ifndef ARENA_SERVER_OWNERS_H
#define ARENA_SERVER_OWNERS_H

#include "http/web.h"

/* The submission is the user's. */
int owns_submission(const struct request *r);
/* A seat of the match is the user's. */
int owns_match(const struct request *r);
/* The match's seat r->id[1] is the user's. */
int owns_match_seat(const struct request *r);
/* The board is everyone's to see (in play or retired), or the user proposed it. */
int owns_board(const struct request *r);
/* The teacher's message is to the user. */
int owns_message(const struct request *r);

#endif
