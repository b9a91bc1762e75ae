/* tries.h — every try of a match kept for the teacher (judge.c notes each one): when,
 * on which node and host, and how it went: played, or why it was played again (its node
 * lost, the machine too busy, its process killed, a host without the runner's files) or
 * failed (the server's own trouble). The match's page and the admin page show them. */
#ifndef ARENA_SERVER_JUDGE_TRIES_H
#define ARENA_SERVER_JUDGE_TRIES_H

#include "tournament.h"

/* Notes a try of job that began at `started`, inside the caller's transaction: node is
 * the node it was given to (NULL: this machine), o its outcome. 0, or -1 after an error
 * line. */
int tries_note(long long job, double started, const char *node, const struct outcome *o);

/* A try's outcome in a few words: "played", "node lost", "machine too busy", "process
 * killed", "host without the files" or "failed". */
const char *tries_outcome(const struct outcome *o);

#endif
