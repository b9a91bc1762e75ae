/* slow_clients — a slow-loris client for tests/server-faults.sh: COUNT connections from
 * FROM (a loopback address) to 127.0.0.1:PORT, each sending a request's headers one line
 * every EVERY seconds and never ending them, for SECONDS; a connection the server closes
 * is opened again (at most once a second each). Bounded: at most 2000 connections, 120 s,
 * loopback only. Prints how many connections the server held at the end.
 *   slow_clients PORT FROM COUNT SECONDS EVERY */
#define _GNU_SOURCE
#include <arpa/inet.h>
#include <errno.h>
#include <fcntl.h>
#include <netinet/in.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <time.h>
#include <unistd.h>

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + ts.tv_nsec / 1e9;
}

static int open_one(struct sockaddr_in *to, struct sockaddr_in *from)
{
    int fd = socket(AF_INET, SOCK_STREAM | SOCK_NONBLOCK | SOCK_CLOEXEC, 0);
    if (fd < 0)
        return -1;
    if (bind(fd, (struct sockaddr *)from, sizeof *from) < 0 ||
        (connect(fd, (struct sockaddr *)to, sizeof *to) < 0 && errno != EINPROGRESS)) {
        close(fd);
        return -1;
    }
    return fd;
}

/* 1 while the server keeps the connection open (nothing to read, no error). */
static int alive(int fd)
{
    char b[256];
    ssize_t n = recv(fd, b, sizeof b, MSG_DONTWAIT);
    return n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK || errno == EINPROGRESS || errno == ENOTCONN);
}

int main(int argc, char **argv)
{
    if (argc != 6) {
        fprintf(stderr, "usage: slow_clients PORT FROM COUNT SECONDS EVERY\n");
        return 2;
    }
    int port = atoi(argv[1]), count = atoi(argv[3]);
    double seconds = atof(argv[4]), every = atof(argv[5]);
    struct sockaddr_in to = {.sin_family = AF_INET, .sin_port = htons((unsigned short)port)};
    struct sockaddr_in from = {.sin_family = AF_INET};
    inet_pton(AF_INET, "127.0.0.1", &to.sin_addr);
    if (inet_pton(AF_INET, argv[2], &from.sin_addr) != 1 || (ntohl(from.sin_addr.s_addr) >> 24) != 127 || count < 1 ||
        count > 2000 || seconds <= 0 || seconds > 120 || every <= 0) {
        fprintf(stderr, "error: a loopback address, 1 to 2000 connections, at most 120 s\n");
        return 2;
    }
    int *fd = calloc((size_t)count, sizeof *fd);
    double *opened = calloc((size_t)count, sizeof *opened), *sent = calloc((size_t)count, sizeof *sent);
    long reopened = 0;
    double start = now();
    for (int k = 0; k < count; k++)
        fd[k] = -1;
    while (now() - start < seconds) {
        double t = now();
        for (int k = 0; k < count; k++) {
            if (fd[k] >= 0 && !alive(fd[k])) {
                close(fd[k]);
                fd[k] = -1;
            }
            if (fd[k] < 0 && t - opened[k] >= 1) {
                fd[k] = open_one(&to, &from);
                opened[k] = t;
                sent[k] = 0;
                reopened++;
            }
            if (fd[k] >= 0 && t - sent[k] >= every) {
                const char *line = sent[k] == 0 ? "GET / HTTP/1.1\r\nHost: arena\r\n" : "X-Slow: 1\r\n";
                send(fd[k], line, strlen(line), MSG_NOSIGNAL | MSG_DONTWAIT);
                sent[k] = t;
            }
        }
        usleep(100 * 1000);
    }
    int held = 0;
    for (int k = 0; k < count; k++)
        if (fd[k] >= 0) {
            held += alive(fd[k]);
            close(fd[k]);
        }
    printf("%d connections held of %d (%ld opened)\n", held, count, reopened);
    free(fd);
    free(opened);
    free(sent);
    return 0;
}
