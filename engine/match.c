/* match.c — the game-agnostic match loop and its progress lines. */
#include "match.h"

#include <stdlib.h>

#include "crand.h"
#include "error.h"

/* The reference's progress lines, ~2,000 to 5,000 a match: no printf. */
static void log_line(struct out *log, const char *text, int number)
{
    out_str(log, text);
    out_int(log, number);
    out_char(log, '\n');
}

void match_layout(const struct game_ops *ops, const struct game *g, struct turn_layout *layout)
{
    ops->turn_layout(g, layout);
    if (ops->player->shares_rand) {
        if (!ops->shared_rand)
            BUG("%s: its players share rand() but the game gives no shared_rand", ops->name);
        crand_place(layout);
    }
    marks_place(layout);
}

int match_not_judged(const struct seat seats[], int n)
{
    for (int p = 0; p < n; p++)
        if (seats[p].fault == SEAT_NOT_JUDGED)
            return p + 1;
    return 0;
}

void match_run(const struct game_ops *ops, struct game *g, struct seat seats[], struct out *replay,
               struct out *log, int quiet, struct debug_file *debug)
{
    int judged = seats[0].judge != NULL;
    int n = ops->nb_players(g);
    if (n < 1 || n > MATCH_MAX_SEATS)
        BUG("%s: a match of %d players (arena_play checks the count)", ops->name, n);
    const char *names[MATCH_MAX_SEATS];
    const void *orders[MATCH_MAX_SEATS];
    double status[MATCH_MAX_SEATS];
    struct seat_log *logs[MATCH_MAX_SEATS];
    struct turn_layout layout;
    match_layout(ops, g, &layout);
    for (int p = 0; p < n; p++) {
        names[p] = seats[p].def->name;
        logs[p] = &seats[p].log;
    }
    ops->write_start(g, names, judged, replay);

    const struct game_kit *kit = &ops->kit;
    struct out *progress = quiet ? NULL : log;
    int rounds = ops->nb_rounds(g), r = kit->first_round + (ops->rounds_played ? ops->rounds_played(g) : 0);
    for (int k = 0; k < rounds && !replay->failed && !match_not_judged(seats, n); k++, r++) {
        /* the progress lines count as the reference's do; everything else (warnings,
         * freezes, crashes, results, the debug file) says the round the players see */
        int seen = r - kit->first_round;
        if (progress)
            log_line(progress, "info: start round ", r);
        for (int p = 0; p < n; p++) {
            seat_log_round(&seats[p].log, seen);
            if (progress)
                log_line(progress, "info:     start player ", p);
            if (seats[p].fault == SEAT_OK) {
                seat_play(&seats[p], ops, g, &layout, seen, log);
                if (debug)
                    seat_debug(&seats[p], debug, k, seen);
            }
            if (progress)
                log_line(progress, "info:     end player ", p);
        }
        for (int p = 0; p < n; p++) {
            int playing = seats[p].fault == SEAT_OK;
            orders[p] = playing ? (const char *)seats[p].turn + layout.orders_offset : NULL;
            status[p] = seat_status(&seats[p]);
        }
        if (progress && kit->update_line) {
            out_str(progress, kit->update_line);
            out_char(progress, '\n');
        }
        ops->play_round(g, orders, status, replay, logs);
        if (progress)
            log_line(progress, "info: end round ", r);
    }
    for (int p = 0; p < n; p++)
        seat_log_round(&seats[p].log, r - kit->first_round); /* the last round's dropped warnings */
}

void match_report(const struct game_ops *ops, const struct game *g, const struct seat seats[],
                  struct out *log)
{
    const struct game_kit *kit = &ops->kit;
    int n = ops->nb_players(g);
    if (!kit->no_score_lines) {
        for (int p = 0; p < n; p++)
            out_printf(log, "info: player %s got score %d\n", seats[p].def->name, ops->score(g, p));
        /* The reference walks the seats with a running maximum starting at 0 (2018 kits)
         * or -1: an equal score appends, a higher one restarts the list. With 0, seats at
         * 0 before the first positive score are listed too; reproduced for compatibility. */
        out_str(log, "info: player(s)");
        int running = kit->top_score_from;
        int listed[MATCH_MAX_SEATS], nb_listed = 0;
        for (int p = 0; p < n; p++) {
            int s = ops->score(g, p);
            if (s > running) {
                running = s;
                nb_listed = 0;
            }
            if (s == running)
                listed[nb_listed++] = p;
        }
        for (int k = 0; k < nb_listed; k++)
            out_printf(log, " %s", seats[listed[k]].def->name);
        out_str(log, " got top score\n");
    }
    out_str(log, kit->end_line ? kit->end_line : "info: game played");
    out_char(log, '\n');
}
