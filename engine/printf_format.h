/* printf_format.h — printf-like functions, checked by the compiler. MinGW's gcc takes
 * "printf" for Microsoft's own printf, which knows no %zu; the kit's Windows build asks
 * for the C99 one (__USE_MINGW_ANSI_STDIO), which gcc calls gnu_printf. */
#ifndef ARENA_PRINTF_FORMAT_H
#define ARENA_PRINTF_FORMAT_H

#ifdef __MINGW32__
#define ARENA_PRINTF(fmt, first) __attribute__((format(gnu_printf, fmt, first)))
#else
#define ARENA_PRINTF(fmt, first) __attribute__((format(printf, fmt, first)))
#endif

#endif
