/* wake.h — the workers' sleep: a worker with nothing to do sleeps a second or until work
 * is queued (judge_wake); the server's stop ends every sleep. */
#ifndef ARENA_SERVER_WAKE_H
#define ARENA_SERVER_WAKE_H

/* A submission or a match was queued: a sleeping worker takes it now. */
void judge_wake(void);
/* Sleeps a second, less if woken or stopping. */
void judge_sleep(void);
/* judge_stop() was called (1), or the workers start again (0). */
int judge_stopping(void);
void judge_set_stopping(int stop);

#endif
