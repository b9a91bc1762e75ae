/* AIDummy.c — the Dummy: claims space. Students get it only as AIDummy.o.
 *
 * Each bike of mine that may move goes to the free neighbour that gives it the most
 * territory: the free vertices it reaches before any enemy bike (a breadth-first search
 * from the candidate against one from the enemies' heads), then the free vertices it
 * reaches at all. A vertex next to an enemy's head is worth less (the enemy may move there
 * first). With no free neighbour it uses a ghost if it holds one; a turbo is used when
 * the bike has plenty of room. */
#define PLAYER_NAME Dummy
#include "tron.h"

#include <stdlib.h>

enum { MAX_FILL = 4096, FAR = 1 << 30 };

struct scratch {
    int queue[MAX_FILL];
    int enemy[MAX_FILL];             /* distance from the nearest enemy head */
    int mine[MAX_FILL];              /* distance from the candidate */
    unsigned char blocked[MAX_FILL]; /* walls, bikes, and the targets my bikes took this round */
};

struct memory {
    struct scratch s;
};

PLAYER(struct memory)

static bool may_move(struct tron *game, struct bike b)
{
    return b.alive && (current_round(game) % 2 == 0 || b.turbo_duration > 0);
}

/* Breadth-first distances over free vertices from the sources (already at 0 in dist). */
static void spread(struct tron *game, struct scratch *s, int *dist, int head, int tail)
{
    while (head < tail) {
        int v = s->queue[head++];
        struct id_list next = neighbours(game, v);
        for (int k = 0; k < next.size; k++) {
            int w = next.id[k];
            if (dist[w] == FAR && !s->blocked[w]) {
                dist[w] = dist[v] + 1;
                s->queue[tail++] = w;
            }
        }
    }
}

static void enemy_distances(struct tron *game, struct scratch *s)
{
    int n = nb_vertices(game), tail = 0;
    for (int v = 0; v < n; v++)
        s->enemy[v] = FAR;
    for (int id = 0; id < nb_bikes(game) * nb_players(game); id++) {
        struct bike b = bike(game, id);
        if (b.alive && b.player != me(game)) {
            s->enemy[b.vertex] = 0;
            s->queue[tail++] = b.vertex;
        }
    }
    spread(game, s, s->enemy, 0, tail);
}

/* Territory (vertices reached strictly first, times 4) plus room (vertices reached),
 * from v reached in `steps` moves. */
static int territory(struct tron *game, struct scratch *s, int v, int steps)
{
    int n = nb_vertices(game);
    for (int k = 0; k < n; k++)
        s->mine[k] = FAR;
    s->mine[v] = steps;
    s->queue[0] = v;
    spread(game, s, s->mine, 0, 1);
    int first = 0, room = 0;
    for (int k = 0; k < n; k++)
        if (s->mine[k] != FAR) {
            room++;
            first += s->mine[k] < s->enemy[k];
        }
    return 4 * first + room;
}

static bool next_to_enemy(struct tron *game, int v)
{
    struct id_list next = neighbours(game, v);
    for (int k = 0; k < next.size; k++) {
        int b = vertex(game, next.id[k]).bike;
        if (b >= 0 && bike(game, b).alive && bike(game, b).player != me(game))
            return true;
    }
    return false;
}

/* What moving to v is worth, looking one move further: the bike cannot come back, so it
 * gets the best of what each next vertex opens (a move into a pocket counts the pocket). */
static int value_of(struct tron *game, struct scratch *s, int v)
{
    s->blocked[v] = 1;
    struct id_list next = neighbours(game, v);
    int best = 0;
    for (int k = 0; k < next.size; k++)
        if (!s->blocked[next.id[k]]) {
            int x = territory(game, s, next.id[k], 2);
            best = x > best ? x : best;
        }
    s->blocked[v] = 0;
    return best + 1;
}

static void drive(struct tron *game, struct scratch *s, struct bike b)
{
    struct id_list next = neighbours(game, b.vertex);
    int best = -1, best_value = -1;
    for (int k = 0; k < next.size; k++) {
        int v = next.id[k];
        if (s->blocked[v])
            continue;
        int value = value_of(game, s, v);
        if (next_to_enemy(game, v))
            value /= 2;
        if (value > best_value)
            best = v, best_value = value;
    }
    bool use = false;
    if (best < 0) { /* trapped: through a wall if a ghost helps, else anywhere */
        best = next.id[0];
        use = b.bonus == BONUS_GHOST;
    } else if (b.bonus == BONUS_TURBO && best_value > 5 * 40) {
        use = true;
    }
    s->blocked[best] = 1;
    command(game, movement(b.id, best, use));
}

static void play(struct tron *game, struct memory *memory)
{
    struct scratch *s = &memory->s;
    int n = nb_vertices(game);
    if (n > MAX_FILL)
        return; /* boards this big are not the Dummy's */
    for (int v = 0; v < n; v++)
        s->blocked[v] = vertex(game, v).wall != -1 || vertex(game, v).bike != -1;
    enemy_distances(game, s);
    struct id_list mine = bikes(game, me(game));
    for (int k = 0; k < mine.size; k++) {
        struct bike b = bike(game, mine.id[k]);
        if (may_move(game, b))
            drive(game, s, b);
    }
}
