/* crash_trace.h — a debug build's backtrace at a crash (the kit's make DEBUG=1:
 * ARENA_BACKTRACE), each frame as `function (file:line)`, C++ names demangled.
 *
 * A match may forbid running programs (guard_forbid_exec), and a crash handler may call
 * little, so the names are found by a helper: a copy of the process made at the start,
 * before any rule, that waits on a pipe. At a crash the handler writes it the frames'
 * addresses and waits for it; it runs addr2line -f -C on the program and writes the
 * frames. Without addr2line it names the functions alone; where there is no helper
 * (ARENA_ADDR2LINE unset: not Linux), the frames as backtrace_symbols_fd() gives them.
 * In other builds both calls do nothing. */
#ifndef ARENA_CRASH_TRACE_H
#define ARENA_CRASH_TRACE_H

/* At the start, before any limit or filter (guard_install). */
void crash_trace_prepare(void);

/* In a crash handler: "backtrace (innermost first):" and the frames on stderr, from the
 * one of PC (the faulting instruction, from the signal's context; NULL where unknown:
 * from the innermost, the handler's own frames included). */
void crash_trace_say(const void *pc);

#endif
