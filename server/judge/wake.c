/* wake.c — the workers' sleep and wake-up, and the stop they all see. */
#define _GNU_SOURCE
#include "judge/wake.h"

#include <pthread.h>
#include <stdatomic.h>
#include <time.h>

static atomic_int stopping;
static pthread_mutex_t wake_lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t wake_cond = PTHREAD_COND_INITIALIZER;

void judge_wake(void)
{
    pthread_mutex_lock(&wake_lock);
    pthread_cond_broadcast(&wake_cond);
    pthread_mutex_unlock(&wake_lock);
}

void judge_sleep(void)
{
    struct timespec until;
    clock_gettime(CLOCK_REALTIME, &until);
    until.tv_sec += 1;
    pthread_mutex_lock(&wake_lock);
    if (!stopping)
        pthread_cond_timedwait(&wake_cond, &wake_lock, &until);
    pthread_mutex_unlock(&wake_lock);
}

int judge_stopping(void)
{
    return stopping;
}

void judge_set_stopping(int stop)
{
    stopping = stop;
}
