/* routes.c — the table of every URL the site answers (as cgit's cmd.c), and the router:
 * it alone decides who may open a page and checks a form's token before the page runs. */
#include "routes.h"

#include <string.h>

#include "pages/owners.h"
#include "pages/pages.h"
#include "teacher/teacher.h"

#define GET(path, who, page) {"GET", path, who, NO_TOKEN, NULL, page}
#define POST(path, who, page) {"POST", path, who, SESSION_TOKEN, NULL, page}
#define MINE(path, owns, page) {"GET", path, OWNERS, NO_TOKEN, owns, page}

const struct route routes[] = {
    /* the site's own files, the standings and the login: anyone's */
    GET("/", VISITORS, page_login_form),
    GET("/favicon.ico", EVERYONE, page_no_icon),
    GET("/site.css", EVERYONE, page_site_file),
    GET("/site.js", EVERYONE, page_site_file),
    GET("/viewer/common/*", EVERYONE, page_common_file),
    GET("/games/*/viewer/*", EVERYONE, page_game_file),
    GET("/standings", EVERYONE, page_standings),
    {"POST", "/login", EVERYONE, LOGIN_TOKEN, NULL, page_login},

    /* a student's (a teacher's too) */
    GET("/", STUDENTS, page_home),
    POST("/logout", STUDENTS, page_logout),
    GET("/password", STUDENTS, page_password),
    POST("/password", STUDENTS, page_password_post),
    GET("/kit", STUDENTS, page_kit),
    POST("/submit", STUDENTS, page_submit),
    POST("/choose", STUDENTS, page_choose),
    GET("/friendly", STUDENTS, page_friendly),
    POST("/friendly", STUDENTS, page_friendly_post),
    GET("/boards", STUDENTS, page_boards),
    POST("/boards", STUDENTS, page_boards_post),
    {"POST", "/messages/#/read", OWNERS, SESSION_TOKEN, owns_message, page_message_read},
    GET("/questions", STUDENTS, page_questions),
    POST("/questions", STUDENTS, page_question_ask),
    {"POST", "/messages/#/reply", OWNERS, SESSION_TOKEN, owns_thread, page_question_reply},
    {"POST", "/matches/#/question", OWNERS, SESSION_TOKEN, owns_match, page_question_ask},
    {"POST", "/submissions/#/question", OWNERS, SESSION_TOKEN, owns_submission, page_question_ask},
    MINE("/boards/#/preview.res", owns_board, page_board_preview),
    MINE("/boards/#/*", owns_board, page_board_file),
    MINE("/submissions/#", owns_submission, page_submission),
    MINE("/submissions/#/source", owns_submission, page_submission_source),
    MINE("/matches/#", owns_match, page_match),
    MINE("/matches/#/replay.res.gz", owns_match, page_match_replay),
    MINE("/matches/#/match-#.res.gz", owns_match, page_match_download),
    MINE("/matches/#/replay.res.debug", owns_match, page_match_debug),
    MINE("/matches/#/log/#", owns_match_seat, page_match_log),
    MINE("/matches/#/*.map", owns_match, page_match_map),
    /* the final's logs before its files: the logs are the teacher's */
    GET("/final/log.txt", TEACHERS, page_final_log),
    GET("/final/#/log.txt", TEACHERS, page_final_log),
    GET("/final", STUDENTS, page_final),
    GET("/final/#", STUDENTS, page_final),
    GET("/final/#/**", STUDENTS, page_final_file),
    GET("/final/**", STUDENTS, page_final_file),

    /* the teacher's */
    GET("/admin", TEACHERS, page_admin),
    GET("/admin/standings.csv", TEACHERS, page_admin_csv),
    GET("/admin/matches", TEACHERS, page_admin_matches),
    GET("/admin/student/#", TEACHERS, page_admin_student),
    GET("/admin/sources.tar.gz", TEACHERS, page_admin_sources),
    GET("/admin/boards", TEACHERS, page_admin_boards),
    POST("/admin/boards", TEACHERS, page_admin_boards_post),
    GET("/admin/similar", TEACHERS, page_admin_similar),
    GET("/admin/similar.html", TEACHERS, page_admin_similar_made),
    GET("/admin/similar/pair/#", TEACHERS, page_admin_similar_pair),
    GET("/admin/similar/inputs", TEACHERS, page_admin_similar_inputs),
    POST(WEB_LARGE_UPLOAD, TEACHERS, page_admin_similar_add),
    POST("/admin/similar/remove", TEACHERS, page_admin_similar_remove),
    POST("/admin/password", TEACHERS, page_admin_password),
    POST("/admin/dates", TEACHERS, page_admin_dates),
    POST("/admin/reveal", TEACHERS, page_admin_reveal),
    POST("/admin/announcement", TEACHERS, page_admin_announcement),
    POST("/admin/message", TEACHERS, page_admin_message),
    GET("/admin/questions", TEACHERS, page_admin_questions),
    POST("/admin/messages/#/answer", TEACHERS, page_admin_answer),
    POST("/admin/messages/#/close", TEACHERS, page_admin_close),
    POST("/admin/questions/several", TEACHERS, page_admin_several),
    POST("/admin/presets", TEACHERS, page_admin_preset_add),
    POST("/admin/presets/#/remove", TEACHERS, page_admin_preset_remove),
    POST("/admin/qualify", TEACHERS, page_admin_qualify),
    POST("/admin/final", TEACHERS, page_admin_final),
    POST("/admin/rejudge", TEACHERS, page_admin_rejudge),
    POST("/admin/disqualify", TEACHERS, page_admin_disqualify),
    POST("/admin/reinstate", TEACHERS, page_admin_disqualify),
    POST("/admin/again", TEACHERS, page_admin_again),
    POST("/admin/rerun", TEACHERS, page_admin_rerun),
};
const size_t nb_routes = sizeof routes / sizeof *routes;

/* ---- a path against a route's ---- */

enum { ARG_MAX = sizeof ((struct request *)0)->arg[0] };

/* Digits of an id: no sign, no leading 0 (but 0 itself: a board's index), at most 18 (a
 * long long holds them). */
static size_t id_length(const char *s)
{
    size_t n = strspn(s, "0123456789");
    return n == 0 || n > 18 || (s[0] == '0' && n > 1) ? 0 : n;
}

/* 1 if url matches pattern from here on, its ids and names taken into r (the k-th of each). */
static int match(const char *pattern, const char *url, struct request *r, int ids, int args)
{
    for (; *pattern && *pattern != '#' && *pattern != '*'; pattern++, url++)
        if (*pattern != *url)
            return 0;
    if (!*pattern)
        return !*url;
    if (*pattern == '#') {
        size_t n = id_length(url);
        long long id = 0;
        for (size_t k = 0; k < n; k++)
            id = id * 10 + (url[k] - '0');
        r->id[ids] = id;
        return n && match(pattern + 1, url + n, r, ids + 1, args);
    }
    int any = pattern[1] == '*'; /* '**': slashes too */
    const char *rest = pattern + 1 + any;
    size_t most = any ? strlen(url) : strcspn(url, "/");
    for (size_t n = most; n >= 1; n--) /* the longest name first, then shorter */
        if (n < ARG_MAX && url[0] != '.' && match(rest, url + n, r, ids, args + 1)) {
            memcpy(r->arg[args], url, n);
            r->arg[args][n] = '\0';
            return 1;
        }
    return 0;
}

static const struct route *find(struct request *r)
{
    int post = strcmp(r->method, "POST") == 0;
    for (size_t k = 0; k < nb_routes; k++) {
        const struct route *route = &routes[k];
        if ((strcmp(route->method, "POST") == 0) != post || (route->who == VISITORS && r->user.id))
            continue;
        r->id[0] = r->id[1] = -1; /* no id in the path */
        r->arg[0][0] = r->arg[1][0] = '\0';
        if (match(route->path, r->url, r, 0, 0))
            return route;
    }
    return NULL;
}

static int admits(const struct route *route, const struct request *r)
{
    switch (route->who) {
    case VISITORS: return !r->user.id;
    case EVERYONE: return 1;
    case STUDENTS: return r->user.id != 0;
    case OWNERS: return r->user.admin || (r->user.id && route->owns(r));
    case TEACHERS: return r->user.admin;
    }
    return 0;
}

void routes_answer(struct request *r)
{
    const struct route *route = find(r);
    int post = strcmp(r->method, "POST") == 0;
    /* a visitor is asked to log in where a user could go, and a form of a session that
     * ended is refused as such */
    if (!r->user.id && ((route && route->who > EVERYONE) || (!route && post))) {
        if (post)
            page_message(r, 403, "Log in first", "You are not logged in (or your session ended): log in again.");
        else
            page_redirect(r, "/");
        return;
    }
    if (r->too_large) { /* its body unread: said with the limit, the form given back */
        if (route && admits(route, r))
            page_too_large(r);
        else
            page_message(r, 413, "Too large", "That is more than the server takes.");
        return;
    }
    if (route && route->token == LOGIN_TOKEN && !page_login_token_ok(r)) {
        page_login_again(r);
        return;
    }
    if (post && (!route || route->token == SESSION_TOKEN) && !form_csrf_ok(r)) {
        page_message(r, 403, "Forged form", "That form was not sent from this site's page: nothing was done.");
        return;
    }
    if (!route || !admits(route, r)) {
        page_message(r, 404, "Not found", route && route->who == OWNERS ? "There is no such page of yours."
                                                                      : "There is no such page.");
        return;
    }
    route->page(r);
}

const char *routes_audience(enum audience who)
{
    static const char *const names[] = {"visitors", "everyone", "students", "owners", "teachers"};
    return names[who];
}

const char *routes_token(enum token token)
{
    static const char *const names[] = {"-", "session", "login"};
    return names[token];
}
