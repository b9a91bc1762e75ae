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

struct fence;

/* Local mode: running another program (execve, execveat) is stopped by the kernel, so a
 * player that tries is named as crashing instead of ending the match without a word (a
 * child of its system() or popen() ends with status 127). The engine itself runs no
 * program in local mode. 0, or -1 where it cannot be done (no libseccomp, or under a
 * tool that does not allow it): the match goes on without. */
int guard_forbid_exec(void);

/* Brackets a player's turn: a crash in between is that player's; a SIGSEGV on one of
 * its fences' pages is told as writing outside that block. */
void guard_enter_player(const char *name, int seat, int round, const struct fence *fences, int nb_fences);
void guard_leave_player(void);

/* Within the brackets: the player broke the match in a way found after the fact (a
 * fence's slack written): told as its crash ("crashed in round R: WHAT"), and the
 * process ends as for a crash. */
void guard_player_broke(const char *what);

#endif
