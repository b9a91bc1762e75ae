/* routes.h — every URL the site answers, who may open it, and the one router that checks
 * it before a page runs (a page never checks a role itself). */
#ifndef ARENA_SERVER_ROUTES_H
#define ARENA_SERVER_ROUTES_H

#include <stddef.h>

#include "http/web.h"

/* Who may open a route. A logged-in user is a student or a teacher; a teacher opens
 * every route but the visitors' ones. */
enum audience {
    VISITORS, /* only someone not logged in (the login form) */
    EVERYONE, /* logged in or not */
    STUDENTS, /* any logged-in user */
    OWNERS,   /* a student whose object it is (the route's owns()), or a teacher */
    TEACHERS,
};

/* What a POST's form must carry: the session's token, or the login form's (its cookie). */
enum token { NO_TOKEN, SESSION_TOKEN, LOGIN_TOKEN };

struct route {
    const char *method; /* GET (and HEAD) or POST */
    /* The path: literal characters, '#' an id (digits, no leading 0: r->id[]), '*' a name
     * within one segment and '**' the rest of the path (r->arg[]). */
    const char *path;
    enum audience who;
    enum token token;
    int (*owns)(const struct request *r); /* OWNERS: 1 if it is the user's */
    void (*page)(struct request *r);
};

extern const struct route routes[];
extern const size_t nb_routes;

/* Answers r: the first route whose method and path match (a visitors' route matches
 * visitors only) decides who may open it and which page answers. A visitor where a user
 * could go is sent to log in (GET: 303 to /) or refused (POST: 403); then a POST without
 * its token is refused (403); then someone the route is not for gets 404, as does a path
 * no route has. */
void routes_answer(struct request *r);

/* The names of an audience and a token, as `arena-server routes` prints them. */
const char *routes_audience(enum audience who);
const char *routes_token(enum token token);

#endif
