/* server_request.c — libFuzzer target: the course server (server/) answering one raw HTTP
 * request. LLVMFuzzerInitialize makes a course in a temporary folder (madmax, the
 * repository's boards, the games of its bin/ or FUZZ_BIN_DIR) with a student, a
 * session of theirs, a submission and a match, then starts the real daemon (web_start:
 * libmicrohttpd, the server's own callbacks, X-Real-IP trusted; poll(2) rather than
 * epoll, see web_poll) on 127.0.0.1, any port. Each input is one request sent as it is
 * through a loopback connection (half-closed after it), its first answer read whole
 * (those of requests after it in the input, as far as they came). In an input, "@SESSION" and "@CSRF" then _ to
 * 64 characters and @ stand for the student's session cookie and form token, as long (a
 * Content-Length stays true): the pages behind the login (the seeds of
 * tests/server/requests/ use them). A finding: a crash or a sanitizer's report (the
 * server runs in this process), an answer that is not HTTP, a 5xx other than 503 (the
 * database is busy) and 505 (libmicrohttpd's own answer to HTTP/0.x or HTTP/2 and above),
 * or no end of the answer after 20 s. The judge's workers are not started. */
#define _GNU_SOURCE
#include <arpa/inet.h>
#include <errno.h>
#include <netinet/in.h>
#include <poll.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#include "alloc.h"
#include "store/auth.h"
#include "store/board_list.h"
#include "error.h"
#include "hash.h"
#include "paths.h"
#include "store/store.h"
#include "http/web.h"
#include "routes.h"

/* The games' programs are in the repository's bin/, not beside this program (linked
 * with --wrap=setup_bin_dir). */
char *__wrap_setup_bin_dir(void);
char *__wrap_setup_bin_dir(void)
{
    const char *dir = getenv("FUZZ_BIN_DIR");
    if (dir)
        return xstrdup(dir);
    char *bin;
    if (asprintf(&bin, "%s/bin", paths_data()) < 0)
        die("out of memory");
    return bin;
}

static const char session[] = "5e55105e55105e55105e55105e55105e55105e55105e55105e55105e55105e55";
static const char csrf[] = "c5rfc5rfc5rfc5rfc5rfc5rfc5rfc5rfc5rfc5rfc5rfc5rfc5rfc5rfc5rfc5rf";
static char session_key[T_HASH_HEX];
static long long student;
static char folder[256];
static struct MHD_Daemon *server;
static unsigned short port;

static void remove_folder(void)
{
    char *command = NULL;
    if (asprintf(&command, "rm -rf '%s'", folder) >= 0 && system(command) != 0)
        fprintf(stderr, "server-request: cannot remove %s\n", folder);
    free(command);
}

static void stop_server(void)
{
    web_stop(server);
    store_close_all();
}

static void fail_init(const char *what)
{
    fprintf(stderr, "server-request: %s (are the games built? make, then make -C fuzz)\n", what);
    exit(1);
}

/* The student's session, again after an input logged it out. */
static void open_session(void)
{
    if (store_int(0, "SELECT count(*) FROM sessions WHERE token = ?", "t", session_key) > 0)
        return;
    if (store_run("INSERT INTO sessions(token, user, csrf, expires) VALUES(?, ?, ?, ?)", "titd", session_key, student, csrf,
                  store_now() + 365 * 86400.0) < 0)
        fail_init("cannot open the student's session");
}

int LLVMFuzzerInitialize(int *argc, char ***argv);
int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    (void)argc, (void)argv;
    signal(SIGPIPE, SIG_IGN);
    const char *tmp = getenv("TMPDIR");
    snprintf(folder, sizeof folder, "%s/arena-fuzz-server-XXXXXX", tmp && *tmp && strlen(tmp) < 200 ? tmp : "/tmp");
    if (!mkdtemp(folder))
        fail_init("cannot make a temporary folder");
    atexit(remove_folder);
    char db[300];
    snprintf(db, sizeof db, "%s/course.db", folder);
    /* made by another process, as bin/arena-server init does (this one's course is store_open's) */
    pid_t child = fork();
    if (child == 0)
        _exit(store_init(db, "madmax", NULL, 0, 512, 4, 3, NULL, NULL, "Fuzz <course>", 1, 256, 10) < 0);
    int status;
    if (child < 0 || waitpid(child, &status, 0) != child || status != 0 || store_open(db) < 0 || boards_load() < 0)
        fail_init("cannot make the course");
    if (auth_set_user("student", "Student <s>", 0, "fuzz-password-1", NULL) < 0)
        fail_init("cannot make the student");
    student = store_int(0, "SELECT id FROM users WHERE login = 'student'", "");
    hash_text(session, session_key);
    open_session();
    /* a submission and a match of theirs: /submissions/1, /matches/1 and its files */
    double now = store_now();
    if (store_run("INSERT INTO submissions(user, file, player, source, hash, at, state) VALUES(?, 'AIFuzz.c', 'Fuzz',"
                  " 'int x;', 'h', ?, 'qualified')",
                  "id", student, now) < 0 ||
        store_run("INSERT INTO jobs(kind, tournament, submission, board, seed, state, created) VALUES('qualify', ?, 1, 0,"
                  " 7, 'done', ?)",
                  "id", course.qualify_id, now) < 0 ||
        store_run("INSERT INTO job_seats(job, seat, player, submission) VALUES(1, 0, 'Fuzz', 1), (1, 1, 'Dummy', NULL)", "") <
            0)
        fprintf(stderr, "server-request: no submission nor match (the schema changed?): fewer pages reached\n");
    web_poll = 1; /* the server sees each input's end (a half-close) at once */
    server = web_start("127.0.0.1", 0, 2, 1, routes_answer);
    if (!server)
        fail_init("cannot start the server");
    port = (unsigned short)web_port(server);
    atexit(stop_server); /* before the folder is removed */
    return 0;
}

/* The input with the placeholders replaced (malloc'd, NUL-terminated, size n). */
static char *expand(const uint8_t *data, size_t n)
{
    char *out = xmalloc(n + 1);
    memcpy(out, data, n);
    out[n] = '\0';
    static const char *const placeholder[2] = {"@SESSION", "@CSRF"};
    const char *const value[2] = {session, csrf};
    for (int k = 0; k < 2; k++)
        for (char *p = out; (p = memmem(p, n - (size_t)(p - out), placeholder[k], strlen(placeholder[k])));) {
            size_t len = strlen(placeholder[k]);
            if ((size_t)(out + n - p) < 64 || p[63] != '@' || strspn(p + len, "_") != 63 - len) {
                p++;
                continue;
            }
            memcpy(p, value[k], 64);
            p += 64;
        }
    return out;
}

enum { KEEP = 1 << 16, WAIT_MS = 20000 };

static void finding(const char *what, const char *request, size_t n, const char *answer, size_t got)
{
    fprintf(stderr, "server-request: %s\n--- the request (%zu bytes) ---\n%.*s\n--- the answer (%zu bytes) ---\n%.*s\n", what,
            n, (int)(n < 2000 ? n : 2000), request, got, (int)(got < 2000 ? got : 2000), answer);
    abort();
}

/* Every answer in the bytes read: a status line, headers, Content-Length bytes of body. */
static void check_answers(const char *request, size_t n, const char *a, size_t got)
{
    size_t at = 0;
    while (at < got) {
        const char *s = a + at;
        size_t left = got - at;
        if (left < 13 || memcmp(s, "HTTP/1.", 7) != 0 || (s[7] != '0' && s[7] != '1') || s[8] != ' ' || s[9] < '1' ||
            s[9] > '5' || s[10] < '0' || s[10] > '9' || s[11] < '0' || s[11] > '9' || s[12] != ' ') {
            if (at == 0)
                finding("an answer that is not HTTP", request, n, a, got);
            return; /* after an answer to HEAD (no body), or a body larger than said: not checked further */
        }
        int status = (s[9] - '0') * 100 + (s[10] - '0') * 10 + (s[11] - '0');
        if (status >= 500 && status != 503 && status != 505)
            finding("a server error", request, n, a, got);
        const char *end = memmem(s, left, "\r\n\r\n", 4);
        if (!end)
            return;
        size_t body = 0;
        const char *cl = memmem(s, (size_t)(end - s), "\r\nContent-Length: ", 18);
        if (cl)
            body = strtoul(cl + 18, NULL, 10);
        at = (size_t)(end + 4 - a) + body;
    }
}

/* 1 when the bytes read hold a whole answer (after any 100 Continue): a client that
 * half-closes its side after a request on a kept-alive connection is not told the end
 * by the server, which waits for its next request. */
static int answered(const char *a, size_t got, int head)
{
    size_t at = 0;
    while (at + 13 <= got && memcmp(a + at, "HTTP/1.", 7) == 0) {
        const char *s = a + at;
        const char *end = memmem(s, got - at, "\r\n\r\n", 4);
        if (!end)
            return 0;
        size_t after = (size_t)(end + 4 - a);
        if (s[9] == '1') { /* 100 Continue: the answer follows */
            at = after;
            continue;
        }
        if (head || memcmp(s + 9, "204", 3) == 0 || memcmp(s + 9, "304", 3) == 0)
            return 1;
        const char *cl = memmem(s, (size_t)(end - s), "\r\nContent-Length: ", 18);
        return cl && got - after >= strtoul(cl + 18, NULL, 10);
    }
    return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    size_t n = size;
    char *request = expand(data, size);
    int fd = socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
    struct sockaddr_in sa = {.sin_family = AF_INET, .sin_port = htons(port), .sin_addr.s_addr = htonl(INADDR_LOOPBACK)};
    if (fd < 0 || connect(fd, (struct sockaddr *)&sa, sizeof sa) < 0) {
        perror("server-request: cannot connect to the server");
        abort();
    }
    /* the request, while reading what comes (the server may answer before its end) */
    static char answer[KEEP];
    size_t sent = 0, got = 0;
    int writing = 1;
    size_t skip = strspn(request, "\r\n");
    int head = n - skip >= 5 && memcmp(request + skip, "HEAD ", 5) == 0;
    for (;;) {
        if (writing && sent == n) {
            shutdown(fd, SHUT_WR);
            writing = 0;
        }
        struct pollfd p = {.fd = fd, .events = POLLIN | (writing ? POLLOUT : 0)};
        int ready = poll(&p, 1, WAIT_MS);
        if (ready == 0)
            finding("no end of the answer after 20 s", request, n, answer, got);
        if (ready < 0) {
            if (errno == EINTR)
                continue;
            break;
        }
        if (writing && (p.revents & POLLOUT)) {
            ssize_t w = send(fd, request + sent, n - sent, MSG_NOSIGNAL | MSG_DONTWAIT);
            if (w > 0)
                sent += (size_t)w;
            else if (w < 0 && errno != EAGAIN && errno != EINTR)
                writing = 0; /* the server closed it: its answer is read */
        }
        if (p.revents & (POLLIN | POLLHUP | POLLERR)) {
            char buf[8192];
            ssize_t r = recv(fd, buf, sizeof buf, MSG_DONTWAIT);
            if (r == 0 || (r < 0 && errno != EAGAIN && errno != EINTR))
                break;
            if (r > 0) {
                size_t keep = got + (size_t)r > KEEP ? KEEP - got : (size_t)r;
                memcpy(answer + got, buf, keep);
                got += keep;
                if (answered(answer, got, head))
                    break; /* the first answer: those of requests after it are not waited for */
            }
        }
    }
    close(fd);
    check_answers(request, n, answer, got);
    free(request);
    open_session();
    return 0;
}
