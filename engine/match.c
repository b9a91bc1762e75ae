/* match.c — the game-agnostic match loop. */
#include "match.h"

#include <stdlib.h>

#include "error.h"

enum { MATCH_MAX_SEATS = 16 };

/* The reference's progress lines, ~2,000 to 5,000 a match: no printf. */
static void log_line(struct out *log, const char *text, int number)
{
    out_str(log, text);
    out_int(log, number);
    out_char(log, '\n');
}

void match_run(const struct game_ops *ops, struct game *g, struct seat seats[],
               struct out *replay, struct out *log)
{
    int n = ops->nb_players(g);
    const char *names[MATCH_MAX_SEATS];
    void *turns[MATCH_MAX_SEATS];
    double status[MATCH_MAX_SEATS];
    for (int p = 0; p < n; p++)
        names[p] = seats[p].def->name;
    ops->write_start(g, names, replay);

    int rounds = ops->nb_rounds(g);
    for (int r = 0; r < rounds; r++) {
        log_line(log, "info: start round ", r);
        for (int p = 0; p < n; p++) {
            log_line(log, "info:     start player ", p);
            if (seats[p].fault == SEAT_OK) {
                ops->begin_turn(g, p, seats[p].turn);
                seat_play(&seats[p], ops, r, log);
            }
            log_line(log, "info:     end player ", p);
        }
        for (int p = 0; p < n; p++) {
            int playing = seats[p].fault == SEAT_OK;
            turns[p] = playing ? seats[p].turn : NULL;
            status[p] = playing ? 0 : -1;
        }
        ops->play_round(g, turns, status, replay, log);
        log_line(log, "info: end round ", r);
    }
}

void match_report(const struct game_ops *ops, const struct game *g, const struct seat seats[],
                  struct out *log)
{
    int n = ops->nb_players(g);
    for (int p = 0; p < n; p++)
        out_printf(log, "info: player %s got score %d\n", seats[p].def->name, ops->score(g, p));
    /* The reference walks the seats with a running maximum starting at 0, so seats at
     * 0 before the first positive score are listed too; reproduced for compatibility. */
    out_str(log, "info: player(s)");
    int running = 0;
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
    out_str(log, "info: game played\n");
}
