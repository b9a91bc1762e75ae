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
/* The teacher's message is to the user, or an answer for everyone. */
int owns_message(const struct request *r);
/* The message's thread is the user's (they asked, or the teacher wrote to them). */
int owns_thread(const struct request *r);

/* The same for a page that links a match or a submission only where its reader may open it. */
int user_has_seat(long long user, long long match);
int user_has_submission(long long user, long long submission);

#endif
