/* scenario.h — building small Apocalypse positions by hand for the rule tests.
 *
 * A blank match: 60x60 grass inside a mountain border, 16 posts along row 57, two
 * helicopters per player high in the sky of its quadrant (ids 1..8, facing south, napalm
 * 30, no parachuters) and no soldiers. Tests then add soldiers, paint land, set fire, move
 * helicopters, give orders through the player API and play rounds. */
#ifndef APOCALYPSE_TEST_SCENARIO_H
#define APOCALYPSE_TEST_SCENARIO_H

#define _GNU_SOURCE
#include <criterion/criterion.h>

#include <fcntl.h>
#include <string.h>
#include <unistd.h>

#include "../apocalypse.h"
#include "../rules.h"
#include "../turn.h"
#include "out.h"
#include "seat_log.h"

static struct ap_match match;
static struct apocalypse turns[AP_PLAYERS];
static struct out warnings; /* what the API printed, kept in memory */
static struct seat_log logs[AP_PLAYERS];
static int taken[AP_PLAYERS];

static inline void blank_match(long long seed)
{
    struct ap_view *v = &match.now;
    memset(&match, 0, sizeof match);
    for (int i = 0; i < AP_SIZE; i++)
        for (int j = 0; j < AP_SIZE; j++) {
            int border = i == 0 || j == 0 || i == AP_SIZE - 1 || j == AP_SIZE - 1;
            v->land[ap_at(i, j)] = border ? AP_MOUNTAIN : AP_GRASS;
        }
    for (int k = 0; k < AP_POSTS; k++) {
        v->post[k].owner = -1;
        v->post[k].i = 57;
        v->post[k].j = 3 + 3 * k;
        v->post[k].value = k < 8 ? AP_HIGH_VALUE : AP_LOW_VALUE;
    }
    static const int centre[AP_HELIS][2] = {{10, 10}, {10, 20}, {10, 40}, {10, 50},
                                            {50, 50}, {50, 40}, {50, 20}, {50, 10}};
    for (int h = 0; h < AP_HELIS; h++) {
        struct ap_heli *u = &v->heli[h];
        u->id = h + 1;
        u->player = (signed char)(h / 2);
        u->i = (unsigned char)centre[h][0];
        u->j = (unsigned char)centre[h][1];
        u->ori = AP_SOUTH;
        u->napalm = AP_ROUNDS_NAPALM;
        v->heli_of[h / 2][h % 2] = (signed char)h;
    }
    ap_match_start(&match, seed);
    if (!warnings.buf)
        out_attach(&warnings, open("/dev/null", O_WRONLY | O_CLOEXEC));
    warnings.len = 0;
    for (int p = 0; p < AP_PLAYERS; p++)
        seat_log_init(&logs[p], &warnings, "Test", p);
}

static inline void land(int i, int j, int kind)
{
    match.now.land[ap_at(i, j)] = (unsigned char)kind;
}

static inline void fire(int i, int j, int rounds)
{
    match.now.fire[ap_at(i, j)] = (unsigned char)rounds;
}

/* Adds a soldier; ids must grow, as they do in a match. Scores are not redone: tests
 * look at how they change. */
static inline void soldier(int id, int player, int i, int j)
{
    struct ap_view *v = &match.now;
    struct ap_soldier *s = &v->soldier[v->nb_soldiers++];
    s->id = id;
    s->player = (signed char)player;
    s->i = (unsigned char)i;
    s->j = (unsigned char)j;
    s->life = AP_LIFE;
    ap_view_index(v);
    if (id >= match.next_id)
        match.next_id = id + 1;
}

static inline struct ap_heli *heli(int id)
{
    return &match.now.heli[id - 1];
}

static inline void parachuters(int heli_id, int n, const int counters[])
{
    struct ap_heli *h = heli(heli_id);
    h->nb_para = (unsigned char)n;
    for (int k = 0; k < n; k++)
        h->para[k] = (unsigned char)counters[k];
}

/* The turn of player p for the current state (call before giving p's orders). */
static inline struct apocalypse *turn(int p)
{
    ap_turn_fill(&turns[p].in, &match, p);
    ap_turn_start(&turns[p], &logs[p]);
    taken[p] = 1;
    return &turns[p];
}

/* Plays a round with the orders of the players whose turn() was taken since the last
 * round; the others give no orders. */
static inline void play_round(void)
{
    const struct ap_orders *orders[AP_PLAYERS];
    for (int p = 0; p < AP_PLAYERS; p++) {
        orders[p] = taken[p] ? &turns[p].out.orders : NULL;
        taken[p] = 0;
    }
    ap_play_round(&match, orders);
}

static inline int soldier_at(int i, int j)
{
    int slot = match.now.soldier_at[ap_at(i, j)];
    return slot ? match.now.soldier[slot - 1].id : 0;
}

static inline const struct ap_soldier *find(int id)
{
    int slot = ap_find_soldier(&match.now, id);
    return slot < 0 ? NULL : &match.now.soldier[slot];
}

static inline int parachuters_of(int player)
{
    int n = 0;
    for (int k = 0; k < AP_HELIS_PER_PLAYER; k++)
        n += match.now.heli[match.now.heli_of[player][k]].nb_para;
    return n;
}

static inline int soldiers_of(int player)
{
    int n = 0;
    for (int s = 0; s < match.now.nb_soldiers; s++)
        n += match.now.soldier[s].player == player;
    return n;
}

/* Whether the API printed a line containing `text`. */
static inline int warned(const char *text)
{
    return memmem(warnings.buf, warnings.len, text, strlen(text)) != NULL;
}

#endif
