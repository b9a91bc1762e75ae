/* web.c — requests in (libmicrohttpd: a thread pool, forms through its post processor),
 * routes to the pages, answers out with the security headers every answer carries. */
#define _GNU_SOURCE
#include "http/web.h"

#include <arpa/inet.h>
#include <errno.h>
#include <fcntl.h>
#include <microhttpd.h>
#include <pthread.h>
#include <signal.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "alloc.h"
#include "http/connections.h"
#include "error.h"
#include "store/store.h"

/* The largest body a request may bring: a source of the course's limit, and the form. */
static size_t max_body(void)
{
    return (size_t)course.upload_kb * 1024 + 16 * 1024;
}

const struct form_field *form_field(const struct request *r, const char *name)
{
    for (int k = 0; k < r->nb_fields; k++)
        if (strcmp(r->field[k].name, name) == 0)
            return &r->field[k];
    return NULL;
}

const char *form_value(const struct request *r, const char *name)
{
    const struct form_field *f = form_field(r, name);
    return f && f->value ? f->value : "";
}

int form_csrf_ok(const struct request *r)
{
    const char *given = form_value(r, "csrf");
    /* compared in constant time */
    size_t n = strlen(r->user.csrf);
    if (n == 0 || strlen(given) != n)
        return 0;
    unsigned char diff = 0;
    for (size_t k = 0; k < n; k++)
        diff |= (unsigned char)(given[k] ^ r->user.csrf[k]);
    return diff == 0;
}

/* ---- libmicrohttpd ---- */

static int trust_proxy; /* X-Real-IP from 127.0.0.1 is the client's address */
static void (*route_request)(struct request *);
unsigned web_connections = WEB_CONNECTIONS, web_per_address = WEB_PER_ADDRESS;
int web_poll;

/* A piece of a form's field from libmicrohttpd's post processor (a field may come in
 * several pieces, off its offset). key is NULL for a multipart part without a name, and
 * data NULL when size is 0: such a form, or a field sent twice, is a bad request. */
static enum MHD_Result take_field(void *cls, enum MHD_ValueKind kind, const char *key, const char *filename,
                                  const char *content_type, const char *encoding, const char *data, uint64_t off,
                                  size_t size)
{
    (void)kind, (void)content_type, (void)encoding;
    struct request *r = cls;
    if (!key || !*key) {
        r->bad_request = 1;
        return MHD_NO; /* the post processor stops there */
    }
    struct form_field *f = NULL;
    for (int k = 0; k < r->nb_fields && !f; k++)
        if (strcmp(r->field[k].name, key) == 0)
            f = &r->field[k];
    if (f && off == 0 && f->size > 0) { /* a second field of that name */
        r->bad_request = 1;
        return MHD_NO;
    }
    if (off == 0)
        r->form_parts++;
    if (!f) {
        if (r->nb_fields == FORM_MAX_FIELDS || strlen(key) >= sizeof f->name)
            return MHD_YES; /* not a field of ours: dropped */
        f = &r->field[r->nb_fields++];
        snprintf(f->name, sizeof f->name, "%s", key);
        if (filename)
            snprintf(f->filename, sizeof f->filename, "%s", filename);
        f->value = xstrdup("");
    }
    if (size == 0 || !data)
        return MHD_YES;
    if (size > r->limit || f->size + size > r->limit) {
        r->too_large = 1;
        return MHD_NO;
    }
    f->value = xrealloc(f->value, f->size + size + 1);
    memcpy(f->value + f->size, data, size);
    f->value[f->size += size] = '\0';
    return MHD_YES;
}

static void request_free(struct request *r)
{
    if (r->post) /* first: it may give take_field the end of a field */
        MHD_destroy_post_processor(r->post);
    for (int k = 0; k < r->nb_fields; k++)
        free(r->field[k].value);
    if (r->page)
        fclose(r->page);
    free(r->body);
    if (r->fd >= 0)
        close(r->fd);
    free(r);
}

static void completed(void *cls, struct MHD_Connection *c, void **con_cls, enum MHD_RequestTerminationCode code)
{
    (void)cls;
    if (*con_cls)
        request_free(*con_cls);
    *con_cls = NULL;
    if (code == MHD_REQUEST_TERMINATED_COMPLETED_OK)
        conns_waiting(c); /* kept open: it waits for the next request's headers */
}

/* The connections: counted, each waiting for its headers under a deadline, the one that
 * waited longest closed when a new one finds the server full (connections.h). */
static enum MHD_Result admit(void *cls, const struct sockaddr *addr, socklen_t addrlen)
{
    (void)cls, (void)addr, (void)addrlen;
    return conns_admit(web_connections) ? MHD_YES : MHD_NO;
}

static void connection_event(void *cls, struct MHD_Connection *c, void **context, enum MHD_ConnectionNotificationCode what)
{
    (void)cls;
    if (what == MHD_CONNECTION_NOTIFY_STARTED)
        conns_opened(c, context);
    else if (what == MHD_CONNECTION_NOTIFY_CLOSED)
        conns_closed(context);
}

static void client_ip(struct MHD_Connection *c, char ip[64])
{
    const union MHD_ConnectionInfo *info = MHD_get_connection_info(c, MHD_CONNECTION_INFO_CLIENT_ADDRESS);
    strcpy(ip, "?");
    if (!info || !info->client_addr)
        return;
    const struct sockaddr *sa = info->client_addr;
    if (sa->sa_family == AF_INET)
        inet_ntop(AF_INET, &((const struct sockaddr_in *)(const void *)sa)->sin_addr, ip, 64);
    else if (sa->sa_family == AF_INET6)
        inet_ntop(AF_INET6, &((const struct sockaddr_in6 *)(const void *)sa)->sin6_addr, ip, 64);
}

/* ---- deferred work: a connection suspended while a thread does it ---- */

/* As many threads as cores (at most DEFER_THREADS): the work is CPU (Argon2), and more
 * at once would only share the cores; the rest waits its turn, first come first served. */
enum { DEFER_THREADS = 16 };
static pthread_t defer_threads[DEFER_THREADS];
static int defer_count;
static pthread_mutex_t defer_lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t defer_cond = PTHREAD_COND_INITIALIZER;
static struct request *defer_head, *defer_tail;
static int defer_stopping;

void web_defer(struct request *r, void (*work)(struct request *))
{
    r->work = work;
    r->deferred = 1;
    r->deferring = 1;
    MHD_suspend_connection(r->conn);
    pthread_mutex_lock(&defer_lock);
    r->next_deferred = NULL;
    if (defer_tail)
        defer_tail->next_deferred = r;
    else
        defer_head = r;
    defer_tail = r;
    pthread_cond_signal(&defer_cond);
    pthread_mutex_unlock(&defer_lock);
}

static void *defer_loop(void *arg)
{
    (void)arg;
    for (;;) {
        pthread_mutex_lock(&defer_lock);
        while (!defer_head && !defer_stopping)
            pthread_cond_wait(&defer_cond, &defer_lock);
        struct request *r = defer_head;
        if (r && !(defer_head = r->next_deferred))
            defer_tail = NULL;
        pthread_mutex_unlock(&defer_lock);
        if (!r)
            break; /* stopping, and nothing left */
        r->work(r);
        r->deferred = 2;
        MHD_resume_connection(r->conn);
    }
    store_thread_done();
    return NULL;
}

static void defer_start(void)
{
    long cores = sysconf(_SC_NPROCESSORS_ONLN);
    defer_count = cores < 1 ? 1 : cores > DEFER_THREADS ? DEFER_THREADS : (int)cores;
    defer_stopping = 0;
    for (int k = 0; k < defer_count; k++)
        if (pthread_create(&defer_threads[k], NULL, defer_loop, NULL) != 0)
            die("cannot start a thread");
}

/* the deferred work ends first: a suspended connection would hold the library up */
static void defer_stop(void)
{
    pthread_mutex_lock(&defer_lock);
    defer_stopping = 1;
    pthread_cond_broadcast(&defer_cond);
    pthread_mutex_unlock(&defer_lock);
    for (int k = 0; k < defer_count; k++)
        pthread_join(defer_threads[k], NULL);
}

static int send_answer(struct MHD_Connection *c, struct request *r)
{
    struct MHD_Response *res;
    if (r->fd >= 0) {
        res = MHD_create_response_from_fd(r->fd_size, r->fd);
        r->fd = -1; /* the library closes it */
    } else {
        res = MHD_create_response_from_buffer(r->length, r->body ? r->body : (char *)"", MHD_RESPMEM_MUST_COPY);
    }
    if (!res)
        return MHD_NO;
    if (r->type)
        MHD_add_response_header(res, "Content-Type", r->type);
    MHD_add_response_header(res, "Content-Security-Policy", r->csp ? r->csp :
                            "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' "
                            "data: blob:; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors "
                            "'self'");
    MHD_add_response_header(res, "X-Content-Type-Options", "nosniff");
    MHD_add_response_header(res, "X-Frame-Options", "SAMEORIGIN");
    MHD_add_response_header(res, "Referrer-Policy", "same-origin");
    MHD_add_response_header(res, "Cache-Control", "no-store");
    if (r->cookie[0])
        MHD_add_response_header(res, "Set-Cookie", r->cookie);
    if (r->location[0])
        MHD_add_response_header(res, "Location", r->location);
    if (r->disposition[0])
        MHD_add_response_header(res, "Content-Disposition", r->disposition);
    int ok = MHD_queue_response(c, (unsigned)r->status, res);
    MHD_destroy_response(res);
    return ok;
}

static struct request *request_new(struct MHD_Connection *c)
{
    struct request *r = xcalloc(1, sizeof *r);
    r->fd = -1;
    r->conn = c;
    return r;
}

/* A request begins: libmicrohttpd gives its URI as it came, before unescaping it (and
 * then answer() its request). A NUL byte escaped in the path (%00) would cut the path
 * short where the pages read it: such a request is a bad one. */
static void *request_begin(void *cls, const char *uri, struct MHD_Connection *c)
{
    (void)cls;
    struct request *r = request_new(c);
    size_t path = uri ? strcspn(uri, "?") : 0;
    if (!uri || uri[0] != '/')
        r->bad_request = 1;
    for (size_t k = 0; k + 2 < path; k++)
        if (uri[k] == '%' && uri[k + 1] == '0' && uri[k + 2] == '0')
            r->bad_request = 1;
    return r;
}

static enum MHD_Result respond(struct MHD_Connection *c, struct request *r);

/* The page of this site the request came from: its Referer's path when the Referer names
 * this host (a refusal leads back there), else "". */
static void back_of(struct MHD_Connection *c, struct request *r)
{
    const char *from = MHD_lookup_connection_value(c, MHD_HEADER_KIND, MHD_HTTP_HEADER_REFERER),
               *host = MHD_lookup_connection_value(c, MHD_HEADER_KIND, MHD_HTTP_HEADER_HOST);
    r->back[0] = '\0';
    if (!from || !host || !*host)
        return;
    size_t scheme = strncmp(from, "http://", 7) == 0 ? 7 : strncmp(from, "https://", 8) == 0 ? 8 : 0, n = strlen(host);
    const char *path = from + scheme + n;
    if (scheme && strncmp(from + scheme, host, n) == 0 && path[0] == '/' && path[1] != '/' &&
        strcspn(path, "#") < sizeof r->back)
        snprintf(r->back, sizeof r->back, "%.*s", (int)strcspn(path, "#"), path);
}

static enum MHD_Result answer(void *cls, struct MHD_Connection *c, const char *url, const char *method,
                              const char *version, const char *upload, size_t *upload_size, void **con_cls)
{
    (void)cls, (void)version;
    struct request *r = *con_cls;
    if (!r || !r->method) { /* the request's first call (r made by request_begin) */
        conns_busy(c); /* its headers are in */
        if (!r)
            *con_cls = r = request_new(c);
        r->method = method;
        r->url = url;
        if (url[0] != '/') /* origin-form only: no absolute URL, no "*" */
            r->bad_request = 1;
        /* a body announced larger than the server takes is refused before a byte of it is
         * read (the library then closes the connection) */
        r->limit = max_body();
        if (strcmp(url, WEB_LARGE_UPLOAD) == 0) { /* a teacher's upload of an earlier course */
            struct user u;
            if (auth_session(MHD_lookup_connection_value(c, MHD_COOKIE_KIND, "arena_session"), &u) == 0 && u.admin)
                r->limit = (size_t)WEB_LARGE_UPLOAD_MB << 20;
        }
        const char *length = MHD_lookup_connection_value(c, MHD_HEADER_KIND, MHD_HTTP_HEADER_CONTENT_LENGTH);
        if (length && strtoull(length, NULL, 10) > r->limit) {
            r->too_large = 1; /* the router answers it (its page says the limit, gives the form back) */
            r->received = (size_t)strtoull(length, NULL, 10);
            return respond(c, r);
        }
        if (strcmp(method, "POST") == 0)
            r->post = MHD_create_post_processor(c, 16 * 1024, take_field, r);
        return MHD_YES;
    }
    if (*upload_size) {
        r->received += *upload_size;
        if (r->received > r->limit)
            r->too_large = 1;
        else if (strcmp(method, "POST") == 0 && (!r->post || MHD_post_process(r->post, upload, *upload_size) != MHD_YES))
            r->bad_request = 1; /* not a form (no type, another type, no boundary), or a malformed one */
        *upload_size = 0;
        return MHD_YES;
    }
    if (r->post) { /* the body's end: the post processor gives what it held back, and says if the form ended well */
        if (MHD_destroy_post_processor(r->post) != MHD_YES)
            r->bad_request = 1;
        r->post = NULL;
    }
    if (r->received && !r->form_parts && strcmp(method, "POST") == 0)
        r->bad_request = 1; /* bytes, but not one field */
    return respond(c, r);
}

/* The request's answer, its body read (or refused as too large: r->too_large): who
 * asks, then the router, unless the transport refuses it. */
static enum MHD_Result respond(struct MHD_Connection *c, struct request *r)
{
    const char *method = r->method;
    client_ip(c, r->ip);
    const char *real = trust_proxy && strcmp(r->ip, "127.0.0.1") == 0 ? MHD_lookup_connection_value(c, MHD_HEADER_KIND, "X-Real-IP") : NULL;
    if (real)
        snprintf(r->ip, sizeof r->ip, "%.63s", real);
    back_of(c, r);
    r->session = MHD_lookup_connection_value(c, MHD_COOKIE_KIND, "arena_session");
    if (auth_session(r->session, &r->user) < 0)
        page_message(r, 503, "Database error", "The course database cannot be read just now: try again in a moment.");
    else if (r->bad_request && !r->too_large)
        page_message(r, 400, "Bad request", "The server cannot read that request (a malformed address or form).");
    else if (strcmp(method, "GET") != 0 && strcmp(method, "HEAD") != 0 && strcmp(method, "POST") != 0)
        page_message(r, 405, "Not allowed", "This server answers GET and POST only.");
    else
        route_request(r);
    if (r->deferring) { /* suspended: called again when the work is done (maybe done already) */
        r->deferring = 0;
        return MHD_YES;
    }
    if (!r->status)
        page_message(r, 500, "Server error", "The server could not answer this request.");
    return send_answer(c, r) ? MHD_YES : MHD_NO;
}

/* The library's own messages: a flood of clients (the connection limit, clients going
 * away, slow ones closed) must not flood the log: each kind of message (its format) at
 * most once a minute, with the count of those left out; the kinds alternate, so each has
 * its own count (the least recent one gives its place to a new kind). */
static void log_library(void *cls, const char *format, va_list ap)
{
    (void)cls;
    static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
    static struct { const char *format; double at; long left_out; } kinds[8];
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    double now = (double)ts.tv_sec + ts.tv_nsec / 1e9;
    pthread_mutex_lock(&lock);
    int k = 0;
    for (int n = 1; n < 8 && kinds[k].format != format; n++)
        if (kinds[n].format == format || kinds[n].at < kinds[k].at)
            k = n;
    int quiet = kinds[k].format == format && now - kinds[k].at < 60;
    long dropped = kinds[k].format == format ? kinds[k].left_out : 0;
    if (quiet) {
        kinds[k].left_out++;
    } else {
        kinds[k].format = format;
        kinds[k].at = now;
        kinds[k].left_out = 0;
    }
    pthread_mutex_unlock(&lock);
    if (quiet)
        return;
    char text[512];
    vsnprintf(text, sizeof text, format, ap);
    text[strcspn(text, "\r\n")] = '\0';
    if (dropped)
        warning("libmicrohttpd: %s (and %ld messages left out)", text, dropped);
    else
        warning("libmicrohttpd: %s", text);
}

static void log_panic(void *cls, const char *file, unsigned line, const char *reason)
{
    (void)cls;
    die("libmicrohttpd: %s:%u: %s", file, line, reason ? reason : "");
}

struct MHD_Daemon *web_start(const char *address, int port, int threads, int behind_proxy,
                             void (*route)(struct request *))
{
    trust_proxy = behind_proxy;
    route_request = route;
    struct sockaddr_in sa = {.sin_family = AF_INET, .sin_port = htons((unsigned short)port)};
    if (inet_pton(AF_INET, address, &sa.sin_addr) != 1) {
        error("--listen '%s': give an IPv4 address (127.0.0.1, 0.0.0.0)", quote_str(address).text);
        return NULL;
    }
    MHD_set_panic_func(log_panic, NULL);
    /* the limit is web_connections, kept by admit() over every thread; the library's own
     * (split between its threads) leaves room for an uneven split and for connections
     * being closed to make room */
    unsigned library_limit = web_connections + web_connections / 2 + 16 * (unsigned)threads;
    struct MHD_Daemon *d =
        MHD_start_daemon(MHD_USE_INTERNAL_POLLING_THREAD | (web_poll ? MHD_USE_POLL : MHD_USE_EPOLL) | MHD_USE_ERROR_LOG | MHD_ALLOW_SUSPEND_RESUME, (unsigned short)port,
                         admit, NULL, answer, NULL, MHD_OPTION_EXTERNAL_LOGGER, log_library, NULL, MHD_OPTION_SOCK_ADDR, (struct sockaddr *)&sa,
                         MHD_OPTION_THREAD_POOL_SIZE, (unsigned)threads, MHD_OPTION_NOTIFY_COMPLETED, completed, NULL,
                         MHD_OPTION_NOTIFY_CONNECTION, connection_event, NULL, MHD_OPTION_URI_LOG_CALLBACK, request_begin, NULL,
                         MHD_OPTION_CONNECTION_TIMEOUT, (unsigned)WEB_IDLE_SECONDS, MHD_OPTION_CONNECTION_LIMIT, library_limit,
                         /* behind a proxy every connection comes from it: the proxy limits them */
                         MHD_OPTION_PER_IP_CONNECTION_LIMIT, behind_proxy ? 0u : web_per_address, MHD_OPTION_END);
    if (!d) {
        error("cannot listen on %s:%d: %s", address, port, errno ? strerror(errno) : "the port is taken?");
        return NULL;
    }
    conns_start(WEB_HEADER_SECONDS);
    defer_start();
    return d;
}

unsigned web_port(struct MHD_Daemon *d)
{
    const union MHD_DaemonInfo *info = MHD_get_daemon_info(d, MHD_DAEMON_INFO_BIND_PORT);
    return info ? (unsigned)info->port : 0;
}

void web_stop(struct MHD_Daemon *d)
{
    defer_stop();
    MHD_stop_daemon(d);
    conns_stop();
}

int web_serve(const char *address, int port, int threads, int behind_proxy, void (*route)(struct request *))
{
    struct MHD_Daemon *d = web_start(address, port, threads, behind_proxy, route);
    if (!d)
        return -1;
    printf("serving %s on http://%s:%u/\n", course.db_path, address, web_port(d) ? web_port(d) : (unsigned)port);
    fflush(stdout);
    sigset_t stop;
    sigemptyset(&stop);
    sigaddset(&stop, SIGINT);
    sigaddset(&stop, SIGTERM);
    int sig;
    while (sigwait(&stop, &sig) != 0)
        ;
    web_stop(d);
    return 0;
}
