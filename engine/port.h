/* port.h — the few calls a local match makes that differ between Linux, macOS and
 * Windows (MinGW-w64): files written byte for byte, a file replaced by another, the
 * null device, this program's own path. Everything else the local Game uses is C11 and
 * POSIX; what a platform lacks entirely (judge mode, seccomp, guard pages, sigaction) is
 * chosen by the kit Makefile's feature tests and compiled out: ARENA_NO_* (README). */
#ifndef ARENA_PORT_H
#define ARENA_PORT_H

#include <fcntl.h>
#include <stddef.h>
#include <sys/types.h>

/* Flags a platform may lack: without them, opening works as before, only less guarded. */
#ifndef O_CLOEXEC
#define O_CLOEXEC 0
#endif
#ifndef O_NONBLOCK
#define O_NONBLOCK 0
#endif
#ifndef O_BINARY /* Windows: no newline translation, so a replay is the same bytes everywhere */
#define O_BINARY 0
#endif

#ifdef _WIN32
#define PORT_NULL_DEVICE "NUL"
#else
#define PORT_NULL_DEVICE "/dev/null"
#endif

/* Standard input and output in binary mode (Windows translates newlines otherwise). */
void port_binary_stdio(void);

/* A new file from TEMPLATE (ending in XXXXXX), opened for writing, not inherited by
 * children where the platform can say so: a descriptor, or -1 with errno. */
int port_temp_file(char *template_path);

/* Renames FROM to TO, replacing TO if it exists (Windows' rename() refuses to). */
int port_rename(const char *from, const char *to);

/* pread(), or a seek and a read where there is none (the descriptor is this program's). */
ssize_t port_pread(int fd, void *buf, size_t n, long long at);

/* A duplicate of FD numbered 3 or more, not inherited by children where possible. */
int port_dup(int fd);

/* A regular file's identity (device and inode; Windows: volume and file index). */
struct port_file_id {
    unsigned long long dev, ino;
};
/* 0 and *id if FD (or PATH) is a regular file, else -1. */
int port_fd_id(int fd, struct port_file_id *id);
int port_path_id(const char *path, struct port_file_id *id);
int port_same_id(const struct port_file_id *a, const struct port_file_id *b);

/* The folder of this program's executable in BUF, or "" where it cannot be told. */
void port_program_dir(char *buf, size_t size);

/* A temporary file for a player's output, deleted when closed: a descriptor, or -1. */
int port_scratch_file(void);

#endif
