/* judge_protocol.h — what the judge and a player process say to each other.
 *
 * A player process (engine/host/player_host.c linked with one player's object and its
 * game's player side) starts with these descriptors:
 *   3  the seat's turn block, shared memory the judge fills the view of
 *   4  commands from the judge (struct judge_hello, then one int32 a turn), a pipe
 *   5  answers to the judge, a pipe: struct judge_sandboxed once set up and before any
 *      code of the player runs, struct judge_ready once the player is set up,
 *      then one byte a turn
 *   1, 2  its output: a file in memory, as long as the judge allows (then SIGXFSZ)
 * A command is the round number to play, or JUDGE_QUIT: the match is over (the player's
 * finish() runs, then the process ends). */
#ifndef ARENA_JUDGE_PROTOCOL_H
#define ARENA_JUDGE_PROTOCOL_H

#include <stdint.h>

enum { JUDGE_TURN_FD = 3, JUDGE_COMMAND_FD = 4, JUDGE_ANSWER_FD = 5 };
enum { JUDGE_MAGIC = 0x61726e33, JUDGE_SANDBOXED = 0x73616e64, JUDGE_QUIT = -1 };

/* Answers to a turn. */
enum { JUDGE_DONE = 'D', JUDGE_OUT_OF_MEMORY = 'M' };

/* (its limits and walls are not here: the launcher set them before its program ran) */
struct judge_hello {
    uint32_t magic;
    int32_t seat;
    uint64_t turn_size;
};

/* Sent once set up, before its constructors run. The player's time counts from its
 * exec (engine/launch.c tells the judge that clock), never from what its process says:
 * cpu_ns is 0, not read: executables linked before sent their clock there. */
struct judge_sandboxed {
    uint32_t magic; /* JUDGE_SANDBOXED */
    uint32_t unused;
    int64_t cpu_ns;
};

struct judge_ready {
    uint32_t magic;
    char name[16]; /* the player's registered name */
    char abi[32];  /* the ABI of the player header it was built against */
};

#endif
