/* port.c — the calls of port.h, one definition a platform. This file alone names a
 * platform; the rest of the local Game is C11 and POSIX. */
#define _GNU_SOURCE /* Linux: mkostemp(), memfd_create(); elsewhere ignored */
#include "port.h"

#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#ifdef _WIN32
#include <io.h>
#include <windows.h>
#endif
#ifdef __linux__
#include <sys/mman.h>
#endif
#ifdef __APPLE__
int _NSGetExecutablePath(char *buf, uint32_t *size); /* <mach-o/dyld.h> */
#endif

void port_binary_stdio(void)
{
#ifdef _WIN32
    _setmode(0, _O_BINARY);
    _setmode(1, _O_BINARY);
#endif
}

int port_temp_file(char *template_path)
{
#ifdef _WIN32
    /* _mktemp_s names a file that does not exist; O_EXCL makes the name ours. */
    for (int tries = 0; tries < 100; tries++) {
        char name[4096];
        snprintf(name, sizeof name, "%s", template_path);
        if (_mktemp_s(name, strlen(name) + 1) != 0)
            return -1;
        int fd = _open(name, _O_CREAT | _O_EXCL | _O_WRONLY | _O_BINARY | _O_NOINHERIT, _S_IREAD | _S_IWRITE);
        if (fd >= 0 || errno != EEXIST) {
            strcpy(template_path, name);
            return fd;
        }
    }
    errno = EEXIST;
    return -1;
#else
    return mkostemp(template_path, O_CLOEXEC);
#endif
}

int port_rename(const char *from, const char *to)
{
#ifdef _WIN32
    return MoveFileExA(from, to, MOVEFILE_REPLACE_EXISTING) ? 0 : (errno = EACCES, -1);
#else
    return rename(from, to);
#endif
}

ssize_t port_pread(int fd, void *buf, size_t n, long long at)
{
#ifdef _WIN32
    if (_lseeki64(fd, at, SEEK_SET) < 0)
        return -1;
    return read(fd, buf, (unsigned)n);
#else
    return pread(fd, buf, n, (off_t)at);
#endif
}

int port_dup(int fd)
{
#ifdef F_DUPFD_CLOEXEC
    return fcntl(fd, F_DUPFD_CLOEXEC, 3);
#else
    return dup(fd);
#endif
}

#ifdef _WIN32
/* Windows' stat() has no inode: the volume's serial number and the file's index. */
static int handle_id(HANDLE h, struct port_file_id *id)
{
    BY_HANDLE_FILE_INFORMATION info;
    if (h == INVALID_HANDLE_VALUE || !GetFileInformationByHandle(h, &info) ||
        (info.dwFileAttributes & FILE_ATTRIBUTE_DIRECTORY) || GetFileType(h) != FILE_TYPE_DISK)
        return -1;
    id->dev = info.dwVolumeSerialNumber;
    id->ino = (unsigned long long)info.nFileIndexHigh << 32 | info.nFileIndexLow;
    return 0;
}

int port_fd_id(int fd, struct port_file_id *id)
{
    return handle_id((HANDLE)_get_osfhandle(fd), id);
}

int port_path_id(const char *path, struct port_file_id *id)
{
    HANDLE h = CreateFileA(path, 0, FILE_SHARE_READ | FILE_SHARE_WRITE | FILE_SHARE_DELETE, NULL, OPEN_EXISTING,
                           FILE_FLAG_BACKUP_SEMANTICS, NULL);
    int status = handle_id(h, id);
    if (h != INVALID_HANDLE_VALUE)
        CloseHandle(h);
    return status;
}
#else
static int stat_id(int status, const struct stat *st, struct port_file_id *id)
{
    if (status != 0 || !S_ISREG(st->st_mode))
        return -1;
    id->dev = (unsigned long long)st->st_dev;
    id->ino = (unsigned long long)st->st_ino;
    return 0;
}

int port_fd_id(int fd, struct port_file_id *id)
{
    struct stat st;
    return stat_id(fstat(fd, &st), &st, id);
}

int port_path_id(const char *path, struct port_file_id *id)
{
    struct stat st;
    return stat_id(stat(path, &st), &st, id);
}
#endif

int port_same_id(const struct port_file_id *a, const struct port_file_id *b)
{
    return a->dev == b->dev && a->ino == b->ino;
}

void port_program_dir(char *buf, size_t size)
{
    buf[0] = '\0';
#if defined(__linux__)
    ssize_t n = readlink("/proc/self/exe", buf, size - 1);
    buf[n > 0 ? n : 0] = '\0';
#elif defined(_WIN32)
    DWORD n = GetModuleFileNameA(NULL, buf, (DWORD)size);
    buf[n < size ? n : 0] = '\0';
    for (char *p = buf; *p; p++)
        if (*p == '\\')
            *p = '/';
#elif defined(__APPLE__)
    uint32_t n = (uint32_t)size;
    if (_NSGetExecutablePath(buf, &n) != 0)
        buf[0] = '\0';
#endif
    char *slash = strrchr(buf, '/');
    if (slash)
        *slash = '\0';
    else
        buf[0] = '\0';
}

int port_scratch_file(void)
{
#if defined(__linux__) && defined(MFD_CLOEXEC)
    int fd = memfd_create("arena-seat-output", MFD_CLOEXEC);
    if (fd >= 0)
        return fd;
#endif
    FILE *f = tmpfile(); /* (never closed: its descriptor is the seat's until the end) */
    return f ? fileno(f) : -1;
}
