/* connections.c — the open connections and where their requests stand (see
 * connections.h). A connection is closed from outside its thread by shutdown(2) on its
 * socket: libmicrohttpd then reads the end of it and closes it in its own thread. The
 * socket stays open until libmicrohttpd has told conns_closed (it closes it after), and
 * both run under the lock: a socket shut down is always the connection's own. */
#define _GNU_SOURCE
#include "http/connections.h"

#include <microhttpd.h>
#include <pthread.h>
#include <stdlib.h>
#include <sys/socket.h>
#include <time.h>

#include "alloc.h"
#include "error.h"

struct conn {
    int fd;
    int waiting;  /* for its request's headers: in the waiting list */
    int closing;  /* shut down, no longer counted */
    double since; /* when it began to wait */
    struct conn *prev, *next;
};

/* The connections waiting for headers, the longest waiting first (each joins at the
 * tail, with the time it began to wait), and the count of those not closing. */
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t wake;
static struct conn *head, *tail;
static unsigned open_count;
static double deadline_seconds;
static int stopping, started;
static pthread_t reaper;

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + ts.tv_nsec / 1e9;
}

static void unlink_waiting(struct conn *c)
{
    if (!c->waiting)
        return;
    *(c->prev ? &c->prev->next : &head) = c->next;
    *(c->next ? &c->next->prev : &tail) = c->prev;
    c->prev = c->next = NULL;
    c->waiting = 0;
}

static void add_waiting(struct conn *c)
{
    unlink_waiting(c);
    c->since = now();
    c->prev = tail;
    *(tail ? &tail->next : &head) = c;
    tail = c;
    c->waiting = 1;
}

/* Under the lock. */
static void close_one(struct conn *c)
{
    unlink_waiting(c);
    c->closing = 1;
    open_count--;
    shutdown(c->fd, SHUT_RDWR);
}

int conns_admit(unsigned limit)
{
    pthread_mutex_lock(&lock);
    int ok = 1;
    if (open_count >= limit) {
        if (head)
            close_one(head);
        else
            ok = 0; /* every one is busy with a request: the server is full */
    }
    pthread_mutex_unlock(&lock);
    return ok;
}

static struct conn *conn_of(struct MHD_Connection *c)
{
    const union MHD_ConnectionInfo *info = MHD_get_connection_info(c, MHD_CONNECTION_INFO_SOCKET_CONTEXT);
    return info ? info->socket_context : NULL;
}

void conns_opened(struct MHD_Connection *c, void **context)
{
    const union MHD_ConnectionInfo *info = MHD_get_connection_info(c, MHD_CONNECTION_INFO_CONNECTION_FD);
    struct conn *e = xcalloc(1, sizeof *e);
    e->fd = info ? info->connect_fd : -1;
    pthread_mutex_lock(&lock);
    open_count++;
    add_waiting(e);
    pthread_mutex_unlock(&lock);
    *context = e;
}

void conns_closed(void **context)
{
    struct conn *e = *context;
    if (!e)
        return;
    pthread_mutex_lock(&lock);
    unlink_waiting(e);
    if (!e->closing)
        open_count--;
    e->fd = -1;
    pthread_mutex_unlock(&lock);
    free(e);
    *context = NULL;
}

void conns_busy(struct MHD_Connection *c)
{
    struct conn *e = conn_of(c);
    if (!e)
        return;
    pthread_mutex_lock(&lock);
    unlink_waiting(e);
    pthread_mutex_unlock(&lock);
}

void conns_waiting(struct MHD_Connection *c)
{
    struct conn *e = conn_of(c);
    if (!e)
        return;
    pthread_mutex_lock(&lock);
    if (!e->closing)
        add_waiting(e);
    pthread_mutex_unlock(&lock);
}

/* Closes the connections past their deadline, the longest waiting first, and sleeps until
 * the next deadline (at most a second: a connection joins the list meanwhile). */
static void *reap(void *arg)
{
    (void)arg;
    pthread_mutex_lock(&lock);
    while (!stopping) {
        double t = now();
        while (head && head->since + deadline_seconds <= t)
            close_one(head);
        double until = head && head->since + deadline_seconds < t + 1 ? head->since + deadline_seconds : t + 1;
        struct timespec ts = {.tv_sec = (time_t)until, .tv_nsec = (long)((until - (double)(time_t)until) * 1e9)};
        pthread_cond_timedwait(&wake, &lock, &ts);
    }
    pthread_mutex_unlock(&lock);
    return NULL;
}

void conns_start(double header_seconds)
{
    pthread_condattr_t attr;
    pthread_condattr_init(&attr);
    pthread_condattr_setclock(&attr, CLOCK_MONOTONIC);
    pthread_cond_init(&wake, &attr);
    pthread_condattr_destroy(&attr);
    deadline_seconds = header_seconds;
    stopping = 0;
    if (pthread_create(&reaper, NULL, reap, NULL) != 0)
        die("cannot start a thread");
    started = 1;
}

void conns_stop(void)
{
    if (!started)
        return;
    pthread_mutex_lock(&lock);
    stopping = 1;
    pthread_cond_signal(&wake);
    pthread_mutex_unlock(&lock);
    pthread_join(reaper, NULL);
    pthread_cond_destroy(&wake);
    started = 0;
}
