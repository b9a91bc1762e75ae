/* verdict.h — a submission's verdict in the words of a judge, the reason first: "compile
 * error", "refused: fopen() opens or changes files (line 22)", "crashed in round 41",
 * "did not beat the Dummy: won 1 of 4, needs 3". One place for every page that says it. */
#ifndef ARENA_SERVER_VERDICT_H
#define ARENA_SERVER_VERDICT_H

#include <stddef.h>

/* The verdict of submission id into text (plain, to escape); "" if there is none. */
void verdict_of(long long id, char *text, size_t size);

/* The checker's report said in one line: "compile error", "refused: WHY (line N)"... */
void verdict_of_report(const char *report, char *text, size_t size);

#endif
