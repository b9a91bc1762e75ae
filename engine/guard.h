/* guard.h — a local match's defences against what happens outside the rules: a closed
 * standard descriptor, a player that crashes, Ctrl-C and SIGTERM, a reader that goes away.
 *
 * In local mode players run in the engine's process, so a crash cannot be survived; it
 * ends the match cleanly instead: the log up to then is written, one line names the
 * player, seat, round and signal, no temporary replay is left, and the process exits
 * with ARENA_EXIT_CRASH. (Judge mode runs each player in a process of its own.) */
#ifndef ARENA_GUARD_H
#define ARENA_GUARD_H

enum { ARENA_EXIT_CRASH = 3 };

/* Opens /dev/null on any of descriptors 0, 1, 2 that is closed, so that no file opened
 * later takes their place (a replay written where stderr should be). Call first.
 * Returns the closed ones as a bit mask (1 << fd). */
int guard_std_fds(void);

/* Installs the handlers (crash signals on an alternate stack, so a stack overflow is
 * caught too; SIGINT, SIGTERM, SIGHUP; exit() during a player's turn, which is that
 * player's crash) and ignores SIGPIPE, so writing to a closed pipe is an error line, not
 * a silent death. */
void guard_install(void);

/* Brackets a player's turn: a crash in between is that player's. */
void guard_enter_player(const char *name, int seat, int round);
void guard_leave_player(void);

#endif
