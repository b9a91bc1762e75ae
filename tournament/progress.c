/* progress.c — one line on standard error, redrawn at most ten times a second. */
#include "progress.h"

#include <stdio.h>
#include <unistd.h>

#include "task.h"

void progress_start(struct progress *p, long total, int quiet)
{
    *p = (struct progress){total, 0, 0, 0, task_now(), 0, isatty(STDERR_FILENO), quiet, total / 10 + 1};
}

static void show(struct progress *p, int final)
{
    double elapsed = task_now() - p->started, rate = elapsed > 0 ? p->done / elapsed : 0;
    double left = rate > 0 ? (p->total - p->done) / rate : 0;
    char bar[21];
    int filled = p->total ? (int)(20 * p->done / p->total) : 20;
    for (int k = 0; k < 20; k++)
        bar[k] = k < filled ? '#' : '.';
    bar[20] = '\0';
    char failed[96] = "";
    int n = p->failed ? snprintf(failed, sizeof failed, ", %ld failed", p->failed) : 0;
    if (p->elsewhere)
        snprintf(failed + n, sizeof failed - (size_t)n, ", %ld by another runner", p->elsewhere);
    fprintf(stderr, "%s[%s] %ld/%ld matches%s, %.1f/s, %d:%02d %s%s", p->tty ? "\r" : "", bar, p->done, p->total,
            failed, rate, (int)(final ? elapsed : left) / 60, (int)(final ? elapsed : left) % 60,
            final ? "in all" : "left", p->tty && !final ? "\033[K" : "\n");
    fflush(stderr);
}

void progress_step(struct progress *p, int failed)
{
    p->done++;
    p->failed += failed;
    if (p->quiet)
        return;
    double now = task_now();
    if (p->tty && (now - p->last_shown >= 0.1 || p->done == p->total)) {
        p->last_shown = now;
        show(p, 0);
    } else if (!p->tty && p->done >= p->next_line && p->done < p->total) {
        p->next_line += p->total / 10 + 1;
        show(p, 0);
    }
}

void progress_elsewhere(struct progress *p)
{
    p->elsewhere++;
    progress_step(p, 0);
}

void progress_end(struct progress *p)
{
    if (p->quiet || p->total == 0)
        return;
    if (p->tty)
        fprintf(stderr, "\r");
    show(p, 1);
}
