/* connections.h — the open connections and where their requests stand, for web.c's
 * libmicrohttpd callbacks. A connection waits for its request's headers (from its start,
 * or from the end of its previous request) at most WEB_HEADER_SECONDS: a client that
 * sends a header line now and then, under the idle timeout, is closed all the same. And
 * when the server holds its most connections, a new one closes the one that has waited
 * longest for its headers: slow clients from many addresses cannot keep a fresh one out. */
#ifndef ARENA_SERVER_CONNECTIONS_H
#define ARENA_SERVER_CONNECTIONS_H

struct MHD_Connection;

/* The accept policy: 1 to take a new connection (at the limit, after closing the one
 * that waited longest for its headers), 0 if every connection is busy with a request. */
int conns_admit(unsigned limit);
/* A connection opened (its socket context set) or closed (its context freed). */
void conns_opened(struct MHD_Connection *c, void **context);
void conns_closed(void **context);
/* Its request's headers are in: it is not closed for being slow, nor for room. */
void conns_busy(struct MHD_Connection *c);
/* Its request is done: it waits for the next one's headers, from now. */
void conns_waiting(struct MHD_Connection *c);

/* The thread that closes connections past their deadline; conns_stop ends it. */
void conns_start(double header_seconds);
void conns_stop(void);

#endif
