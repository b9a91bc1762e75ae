/* web.h — the HTTP side (libmicrohttpd): a request as the pages see it, its form, and the
 * ways to answer it. Every page is HTML escaped through html(). */
#ifndef ARENA_SERVER_WEB_H
#define ARENA_SERVER_WEB_H

#include <stddef.h>
#include <stdio.h>

#include "store/auth.h"

/* the teacher's desk answers up to 30 questions selected at once (teacher/admin_desk.c) */
enum { FORM_MAX_FIELDS = 40 };

struct form_field {
    char name[32];
    char *value;          /* NUL-terminated (a file's bytes may hold NULs: use size) */
    size_t size;
    char filename[128];   /* an uploaded file's name as the browser gave it */
};

struct request {
    void *conn;           /* struct MHD_Connection */
    const char *method, *url;
    long long id[2];      /* the ids the route's path took (routes.h; -1: none) */
    char arg[2][256];     /* and its names */
    char ip[64];
    struct user user;     /* user.id 0: not logged in */
    const char *session;  /* the session cookie */
    struct form_field field[FORM_MAX_FIELDS];
    int nb_fields;
    size_t received;      /* bytes of the body */
    size_t limit;         /* the most the body may bring */
    int too_large;        /* the body was larger than the server takes */
    int bad_request;      /* not a request the server reads (a form it cannot parse, a part
                           * without a name, a field sent twice, a NUL in the path): 400 */
    int form_parts;       /* the fields the form brought (kept or dropped) */
    void *post;           /* struct MHD_PostProcessor */
    /* the answer */
    int status;
    char *body;
    size_t length;
    const char *type;
    char cookie[256];     /* a Set-Cookie header, or "" */
    char location[512];   /* a redirection, or "" */
    char disposition[256];/* Content-Disposition, or "" */
    int fd;               /* a file to send instead of body (-1: none) */
    size_t fd_size;
    FILE *page;           /* while a page is written */
    const char *csp;      /* another Content-Security-Policy than the site's, or NULL */
    char back[256];       /* the site's page the request came from (its Referer's path), or "" */
    /* slow work (a password hash) done off the request threads: web_defer */
    _Atomic int deferred; /* 0, 1 under way, 2 done: the page is called again */
    int deferring;        /* web_defer() was called by this call of the page */
    void (*work)(struct request *);
    int result;           /* what the work found */
    double wait;          /* a throttled login: the seconds left */
    char token[AUTH_TOKEN_HEX];
    struct request *next_deferred;
};

/* A form field's value ("" if absent) and size. */
const char *form_value(const struct request *r, const char *name);
const struct form_field *form_field(const struct request *r, const char *name);
/* 1 if the form carries the user's CSRF token. */
int form_csrf_ok(const struct request *r);

/* Writes s HTML-escaped. */
void html(FILE *f, const char *s);
/* The same for n bytes (NULs and invalid bytes shown as U+FFFD). */
void html_n(FILE *f, const char *s, size_t n);

/* A page answers the request, and the caller ends. */
#define ANSWER(call) \
    do { \
        call; \
        return; \
    } while (0)

/* A page: header and navigation, then the caller writes r->page, then page_end. */
FILE *page_begin(struct request *r, const char *title);
void page_end(struct request *r);
/* The course's announcement, shown on every page (the course table's "announcement"):
 * its text escaped, and a new one (the page kit takes text, malloc'd, or NULL: none). */
void page_announcement_text(FILE *f);
void page_announcement_set(char *text);
/* A page that only says something (an error: 403, 404, 429, 500...); a form refused
 * (a POST's 4xx, a GET's 400) leads back to the page it was sent from, or the home or
 * admin page. */
void page_message(struct request *r, int status, const char *title, const char *text);
void page_redirect(struct request *r, const char *url);
/* A paragraph that tells something (nothing for NULL), escaped. */
void page_notice(FILE *f, const char *text);
/* Plain bytes (copied) as a download or an answer of its own type. */
void page_bytes(struct request *r, const char *type, const char *data, size_t size, const char *download);
/* A file (its path) as the answer; 404 if it cannot be read. */
void page_file(struct request *r, const char *path, const char *type, const char *download);
/* A wide table's box, literal text to write around a table: on a window narrower than
 * the table (a phone's) the table scrolls sideways inside it, and the page stays as wide as
 * the window. Every page's table is in one: the site's one convention (class table-scroll,
 * site.css). It takes the keyboard's focus (arrows scroll it) and is a region named label
 * (a string literal, no HTML in it), as a screen reader lists it. */
#define PAGE_SCROLL(label) \
    "<div class=\"table-scroll\" tabindex=\"0\" role=\"region\" aria-label=\"" label "\">"
#define PAGE_SCROLL_END "</div>"
/* The form's hidden CSRF field. */
void page_csrf(struct request *r);

/* Runs work(r) on a thread of its own (password hashes: two at a time, and no request
 * thread waits for them), then calls the page again with r->deferred 2. The page returns
 * at once after this call. */
void web_defer(struct request *r, void (*work)(struct request *));

/* Serves until SIGINT or SIGTERM, which the caller blocks before it starts any thread
 * (each inherits the mask: one sent while the server starts waits for this thread's
 * sigwait, none ends the process half-way): 0, or -1 after an error line. behind_proxy: the
 * client's address is the X-Real-IP a proxy on this machine gives. route answers each
 * request that the transport does not refuse (the site's router). */
int web_serve(const char *address, int port, int threads, int behind_proxy, void (*route)(struct request *));

/* What web_serve runs on: the daemon answering on address:port (0: any free port, see
 * web_port) with the threads of deferred work; NULL after an error line. web_stop ends
 * both. (The request fuzzer, fuzz/server_request.c, serves through them too.) */
struct MHD_Daemon;
struct MHD_Daemon *web_start(const char *address, int port, int threads, int behind_proxy,
                             void (*route)(struct request *));
unsigned web_port(struct MHD_Daemon *d);
void web_stop(struct MHD_Daemon *d);
/* 1: poll(2) instead of epoll. With epoll, libmicrohttpd (0.9.75) does not see a client
 * close its side after a request (a half-close): its connection waits for the idle
 * timeout. The fuzzer, which half-closes after each input, sets it. */
extern int web_poll;

/* Connections: at most web_connections at once (--connections, default WEB_CONNECTIONS),
 * web_per_address of them from one address (--connections-per-address; none behind a
 * proxy, which limits them itself), each closed after WEB_IDLE_SECONDS without a byte, or
 * WEB_HEADER_SECONDS after it began to wait for a request's headers without all of them
 * (a client that sends a header line now and then). At the limit, a new connection
 * closes the one that has waited longest for its headers (connections.h). */
enum { WEB_CONNECTIONS = 4000, WEB_PER_ADDRESS = 64, WEB_IDLE_SECONDS = 10, WEB_HEADER_SECONDS = 5 };
extern unsigned web_connections, web_per_address;

/* The one URL that takes more than a source: a teacher's upload of an earlier course
 * (its database, or its sources packed), up to WEB_LARGE_UPLOAD_MB, for teachers only. */
#define WEB_LARGE_UPLOAD "/admin/similar/add"
enum { WEB_LARGE_UPLOAD_MB = 64 };

/* The content type of a static file by its name, NULL if not served. */
const char *web_static_type(const char *name);

#endif
