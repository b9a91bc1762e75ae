/* board.c — reading Tron 3D boards (.cnf and .map) with file:line errors, writing maps. */
#define _POSIX_C_SOURCE 200809L
#include "board.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "alloc.h"
#include "error.h"
#include "port.h"

char tr_bonus_char(int bonus)
{
    return "ntgp"[bonus >= TR_NONE && bonus <= TR_POINTS ? bonus : 0];
}

/* ---- the .map ----------------------------------------------------------------------- */

void tr_graph_release(struct tr_graph *g)
{
    free(g->first);
    free(g->adj);
    free(g->spawn);
    free(g->bonus);
    free(g->xyz);
    g->first = g->adj = g->spawn = g->bonus = NULL;
    g->xyz = NULL;
}

static int read_ids(struct scan *s, const char *what, int count, int nb_vertices, int **out)
{
    *out = xmalloc((size_t)(count > 0 ? count : 1) * sizeof **out);
    for (int k = 0; k < count; k++)
        if (scan_int(s, what, 0, nb_vertices - 1, &(*out)[k]) < 0)
            return -1;
    return 0;
}

/* Linear in the edges, whatever the degrees: a million-vertex star loads at once. */
static int read_neighbours(struct scan *s, struct tr_graph *g, int header_line)
{
    int n = g->nb_vertices, cap = 8 * n + 8;
    int *listed_by = xmalloc((size_t)n * sizeof *listed_by); /* w -> the last v that listed it */
    for (int w = 0; w < n; w++)
        listed_by[w] = -1;
    g->first = xmalloc((size_t)(n + 1) * sizeof *g->first);
    g->adj = xmalloc((size_t)cap * sizeof *g->adj);
    g->nb_adj = 0;
    int status = 0;
    for (int v = 0; v < n && status == 0; v++) {
        g->first[v] = g->nb_adj;
        /* vertex v's neighbours are the ids on line header_line + 1 + v */
        while (status == 0 && scan_next_line(s) == header_line + 1 + v) {
            int w;
            if (scan_int(s, "a neighbour id", 0, n - 1, &w) < 0)
                status = -1;
            else if (w == v)
                status = scan_error(s, "vertex %d is its own neighbour", v);
            else if (listed_by[w] == v)
                status = scan_error(s, "vertex %d lists neighbour %d twice", v, w);
            else {
                listed_by[w] = v;
                if (g->nb_adj == cap)
                    g->adj = xrealloc(g->adj, (size_t)(cap *= 2) * sizeof *g->adj);
                g->adj[g->nb_adj++] = w;
            }
        }
    }
    g->first[n] = g->nb_adj;
    free(listed_by);
    return status;
}

/* Every edge both ways: v's neighbours are exactly the vertices that list v. The
 * vertices that list v (the reversed lists) are marked, then v's own list is checked
 * against the marks; the first edge missing its way back, in file order, is named. */
static int check_symmetric(struct scan *s, const struct tr_graph *g, int header_line)
{
    int n = g->nb_vertices;
    int *rfirst = xcalloc((size_t)n + 1, sizeof *rfirst), *radj = xmalloc((size_t)(g->nb_adj + 1) * sizeof *radj);
    int *mark = xmalloc((size_t)n * sizeof *mark), status = 0;
    for (int k = 0; k < g->nb_adj; k++)
        rfirst[g->adj[k] + 1]++;
    for (int v = 0; v < n; v++)
        rfirst[v + 1] += rfirst[v];
    int *fill = xmalloc((size_t)n * sizeof *fill);
    memcpy(fill, rfirst, (size_t)n * sizeof *fill);
    for (int v = 0; v < n; v++) {
        mark[v] = -1;
        for (int k = g->first[v]; k < g->first[v + 1]; k++)
            radj[fill[g->adj[k]]++] = v;
    }
    for (int v = 0; v < n && status == 0; v++) {
        for (int k = rfirst[v]; k < rfirst[v + 1]; k++)
            mark[radj[k]] = v;
        for (int k = g->first[v]; k < g->first[v + 1] && status == 0; k++)
            if (mark[g->adj[k]] != v) {
                s->tok_line = header_line + 1 + v;
                status = scan_error(s, "vertex %d has neighbour %d, but %d does not list %d: edges go both ways",
                                    v, g->adj[k], g->adj[k], v);
            }
    }
    free(rfirst), free(radj), free(mark), free(fill);
    return status;
}

static int read_coordinates(struct scan *s, struct tr_graph *g)
{
    g->xyz = xmalloc((size_t)g->nb_vertices * 3 * sizeof *g->xyz);
    for (int k = 0; k < 3 * g->nb_vertices; k++) {
        double x;
        if (scan_double(s, "a coordinate (a number)", -1e9, 1e9, &x) < 0)
            return -1;
        g->xyz[k] = (float)x;
    }
    return 0;
}

int tr_map_read(struct scan *s, struct tr_graph *g)
{
    if (scan_expect(s, "vertices") < 0)
        goto fail;
    int header_line = s->tok_line;
    if (scan_int(s, "the number of vertices", 1, TR_MAX_VERTICES, &g->nb_vertices) < 0 ||
        read_neighbours(s, g, header_line) < 0 || check_symmetric(s, g, header_line) < 0 ||
        scan_expect(s, "spawn") < 0 || scan_int(s, "the number of spawn vertices", 1, TR_MAX_BIKES, &g->nb_spawns) < 0 ||
        read_ids(s, "a spawn vertex", g->nb_spawns, g->nb_vertices, &g->spawn) < 0)
        goto fail;
    for (int a = 0; a < g->nb_spawns; a++)
        for (int b = 0; b < a; b++)
            if (g->spawn[a] == g->spawn[b]) {
                scan_error(s, "vertex %d is a spawn vertex twice", g->spawn[a]);
                goto fail;
            }
    if (scan_expect(s, "bonus") < 0 ||
        scan_int(s, "the number of bonus vertices", 0, g->nb_vertices, &g->nb_bonus) < 0 ||
        read_ids(s, "a bonus vertex", g->nb_bonus, g->nb_vertices, &g->bonus) < 0)
        goto fail;
    if (!scan_at_end(s)) {
        if (scan_expect(s, "coordinates") < 0 || read_coordinates(s, g) < 0)
            goto fail;
        if (!scan_at_end(s)) {
            scan_next(s);
            scan_error(s, "unexpected '%s' after the coordinates", quote_str(s->tok).text);
            goto fail;
        }
    }
    return 0;
fail:
    tr_graph_release(g);
    return -1;
}

void tr_map_write(struct out *o, const struct tr_graph *g)
{
    out_printf(o, "vertices %d\n", g->nb_vertices);
    for (int v = 0; v < g->nb_vertices; v++) {
        for (int k = g->first[v]; k < g->first[v + 1]; k++) {
            out_int(o, g->adj[k]);
            out_char(o, ' ');
        }
        out_char(o, '\n');
    }
    out_printf(o, "spawn %d\n", g->nb_spawns);
    for (int k = 0; k < g->nb_spawns; k++)
        out_printf(o, "%d\n", g->spawn[k]);
    out_printf(o, "bonus %d\n", g->nb_bonus);
    for (int k = 0; k < g->nb_bonus; k++)
        out_printf(o, "%d\n", g->bonus[k]);
    if (g->xyz) {
        out_str(o, "coordinates\n");
        for (int v = 0; v < g->nb_vertices; v++)
            out_printf(o, "%.6g %.6g %.6g\n", g->xyz[3 * v], g->xyz[3 * v + 1], g->xyz[3 * v + 2]);
    }
}

/* ---- the .cnf ----------------------------------------------------------------------- */

struct setting {
    const char *key;
    int min, max;
    size_t offset;
};
#define AT(field) offsetof(struct tr_settings, field)
static const struct setting settings[] = {
    {"nb_players", TR_MIN_PLAYERS, TR_MAX_PLAYERS, AT(nb_players)},
    {"nb_bikes", 1, TR_MAX_BIKES, AT(nb_bikes)},
    {"nb_rounds", 1, 100000, AT(nb_rounds)},
    {"bonus_round", 0, 1000000, AT(bonus_round)},
    {"turbo_duration", 0, 1000000, AT(turbo_duration)},
    {"ghost_duration", 0, 1000000, AT(ghost_duration)},
    {"score_bonus", 0, 1000000, AT(score_bonus)},
};

int tr_map_name_ok(const char *name)
{
    size_t n = strlen(name);
    if (n == 0 || n >= sizeof ((struct tr_graph *)0)->name || name[0] == '.' || strchr(name, '/'))
        return 0;
    for (size_t k = 0; k < n; k++)
        if (!isgraph((unsigned char)name[k]))
            return 0;
    return 1;
}

/* NAME.map beside the .cnf (the reference opens it in the current folder, a trap). */
static void map_path(const struct scan *cnf, const char *name, char *path, size_t size)
{
    const char *slash = cnf->name ? strrchr(cnf->name, '/') : NULL;
    if (!slash || strcmp(cnf->name, "stdin") == 0)
        snprintf(path, size, "%s.map", name);
    else
        snprintf(path, size, "%.*s%s.map", (int)(slash - cnf->name + 1), cnf->name, name);
}

static int read_map_of(const struct scan *cnf, const char *name, int map_line, struct tr_graph *g)
{
    char path[4096];
    map_path(cnf, name, path, sizeof path);
    struct scan s;
    if (scan_open_named(&s, path, cnf, map_line) < 0)
        return -1;
    int status = tr_map_read(&s, g);
    scan_release(&s);
    return status;
}

/* What a .cnf and a replay start with: title and version, the map's name, the settings,
 * secgame and the names. *map_line: the line of the map's name. */
static int read_header(struct scan *s, struct tr_match *m, int *map_line)
{
    const char *tok;
    memset(&m->set, 0, sizeof m->set);
    memset(&m->now, 0, sizeof m->now);
    if (scan_expect(s, TR_TITLE) < 0 || scan_token(s, "the version", &tok) < 0)
        return -1;
    if (strcmp(tok, "v1.0") != 0 && strcmp(tok, TR_VERSION) != 0)
        return scan_error(s, "expected version 'v1.0' or '" TR_VERSION "', found '%s'", quote_str(tok).text);
    if (scan_expect(s, "map") < 0 || scan_token(s, "the map's name", &tok) < 0)
        return -1;
    if (!tr_map_name_ok(tok))
        return scan_error(s, "bad map name '%s' (" TR_MAP_NAME_RULE ")", quote_str(tok).text);
    snprintf(m->graph.name, sizeof m->graph.name, "%s", tok);
    *map_line = s->tok_line;
    for (size_t k = 0; k < sizeof settings / sizeof settings[0]; k++) {
        int value;
        if (scan_expect(s, settings[k].key) < 0 || scan_int(s, settings[k].key, settings[k].min, settings[k].max, &value) < 0)
            return -1;
        *(int *)((char *)&m->set + settings[k].offset) = value;
    }
    int np = m->set.nb_players;
    if (np * m->set.nb_bikes > TR_MAX_BIKES)
        return scan_error(s, "%d players of %d bikes: at most %d bikes in all", np, m->set.nb_bikes, TR_MAX_BIKES);
    if (scan_expect(s, "secgame") < 0 || scan_token(s, "secgame's value", &tok) < 0 || scan_expect(s, "names") < 0)
        return -1;
    for (int p = 0; p < np; p++)
        if (scan_token(s, "a player name", &tok) < 0)
            return -1;
    return 0;
}

/* A state's round (it must be `round`), scores and status (not kept: the match decides). */
static int read_scores(struct scan *s, struct tr_match *m, int round, const char *what)
{
    int np = m->set.nb_players;
    if (scan_int(s, what, round, round, &m->now.round) < 0 || scan_expect(s, "score") < 0)
        return -1;
    for (int p = 0; p < np; p++)
        if (scan_int(s, "a score", 0, 1000000000, &m->now.score[p]) < 0)
            return -1;
    if (scan_expect(s, "status") < 0)
        return -1;
    for (int p = 0; p < np; p++) {
        double status;
        if (scan_double(s, "a status (a number from -1 to 1)", -1, 1, &status) < 0)
            return -1;
    }
    return 0;
}

/* Enough spawn vertices for the bikes, and a replay of a sane size (it holds every
 * vertex every round), or an error on the map's line. */
static int check_spawns(struct scan *s, struct tr_match *m, int map_line)
{
    int np = m->set.nb_players;
    long long states = (long long)m->graph.nb_vertices * m->set.nb_rounds;
    if (m->graph.nb_spawns >= np * m->set.nb_bikes && states <= TR_MAX_VERTEX_ROUNDS)
        return 0;
    s->tok_line = map_line;
    if (states > TR_MAX_VERTEX_ROUNDS)
        scan_error(s, "map %s has %d vertices: %d rounds of them are %lld vertex states in the replay, "
                      "at most %d", m->graph.name, m->graph.nb_vertices, m->set.nb_rounds, states, TR_MAX_VERTEX_ROUNDS);
    else
        scan_error(s, "map %s has %d spawn vertices: too few for %d players of %d bikes", m->graph.name,
                   m->graph.nb_spawns, np, m->set.nb_bikes);
    tr_graph_release(&m->graph);
    return -1;
}

int tr_board_read(struct scan *s, struct tr_match *m)
{
    int map_line;
    if (read_header(s, m, &map_line) < 0)
        return -1;
    if (scan_expect(s, "round") < 0 || read_scores(s, m, -1, "the round (-1: the initial state)") < 0)
        return -1;
    m->now.round = 0; /* "round -1" is the state before the first round */
    if (!scan_at_end(s)) {
        scan_next(s);
        return scan_error(s, "unexpected '%s' after the status", quote_str(s->tok).text);
    }
    if (read_map_of(s, m->graph.name, map_line, &m->graph) < 0)
        return -1;
    return check_spawns(s, m, map_line);
}

/* ---- a replay's state at a round ---------------------------------------------------- */

/* A replay names its map: NAME.map beside the replay, else beside this program (a kit),
 * else in the games' boards (a checkout's bin/tron: ../games/tron/boards; installed,
 * PREFIX/lib/arena/bin/tron: PREFIX/share/arena/games/tron/boards). */
static int find_map(const struct scan *replay, const char *name, struct tr_graph *g)
{
    char path[4096], self[4096];
    map_path(replay, name, path, sizeof path);
    port_program_dir(self, sizeof self);
    char beside_program[4200], in_boards[4300], installed[4400];
    snprintf(beside_program, sizeof beside_program, "%s/%s.map", self, name);
    snprintf(in_boards, sizeof in_boards, "%s/../games/tron/boards/%s.map", self, name);
    snprintf(installed, sizeof installed, "%s/../../../share/arena/games/tron/boards/%s.map", self, name);
    const char *tried[] = {path, beside_program, in_boards, installed};
    for (int k = 0; k < 4; k++) {
        if (access(tried[k], R_OK) != 0)
            continue;
        struct scan s;
        if (scan_open(&s, tried[k]) < 0)
            return -1;
        int status = tr_map_read(&s, g);
        scan_release(&s);
        return status;
    }
    return error("%s: its map %s.map is neither beside it nor among the boards: copy the map beside the replay",
                 replay->name, name);
}

/* An item as the replay writes it (tr_bonus_char): n t g p. */
static int bonus_of(struct scan *s, const char *what, int *bonus)
{
    static const char *const items[] = {[TR_NONE] = "n", [TR_TURBO] = "t", [TR_GHOST] = "g", [TR_POINTS] = "p", NULL};
    return (*bonus = scan_one_of(s, what, items)) < 0 ? -1 : 0;
}

/* One state, after its "round": scores, vertices (wall, item, ghost stack), bikes. */
static int read_state(struct scan *s, struct tr_match *m, int expected_round)
{
    int nv = m->graph.nb_vertices;
    if (read_scores(s, m, expected_round, "the round number") < 0 || scan_expect(s, "vertices") < 0)
        return -1;
    m->nb_ghosts = 0;
    for (int v = 0; v < nv; v++) {
        struct tr_vertex *x = &m->vertex[v];
        if (scan_int(s, "a vertex's wall (-1 or a bike)", -1, m->nb_bikes - 1, &x->wall) < 0 ||
            bonus_of(s, "a vertex's item (n, t, g or p)", &x->bonus) < 0)
            return -1;
        x->bike = -1;
        m->ghost_top[v] = -1;
        for (;;) { /* its ghost stack, bottom first, closed by -8 */
            int bike;
            if (scan_int(s, "a ghost's bike or -8", -8, m->nb_bikes - 1, &bike) < 0)
                return -1;
            if (bike == -8)
                break;
            if (bike < 0 || m->nb_ghosts == m->ghost_cap)
                return scan_error(s, "a bad ghost stack on vertex %d", v);
            m->ghost[m->nb_ghosts] = (struct tr_ghost){bike, m->ghost_top[v]};
            m->ghost_top[v] = m->nb_ghosts++;
        }
    }
    if (scan_expect(s, "bikes") < 0)
        return -1;
    for (int k = 0; k < m->nb_bikes; k++) {
        struct tr_bike *b = &m->bike[k];
        if (scan_int(s, "a bike's player", b->player, b->player, &b->player) < 0 ||
            bonus_of(s, "a bike's item (n, t, g or p)", &b->bonus) < 0 || scan_int(s, "a bike's vertex", 0, nv - 1, &b->vertex) < 0 ||
            scan_int(s, "turbo rounds left", 0, 1000000, &b->turbo) < 0 ||
            scan_int(s, "ghost rounds left", 0, 1000000, &b->ghost) < 0 ||
            scan_int(s, "alive (0 or 1)", 0, 1, &b->alive) < 0)
            return -1;
    }
    return 0;
}

int tr_replay_read(struct scan *s, struct tr_match *m, int round, long long seed)
{
    int map_line;
    if (read_header(s, m, &map_line) < 0 || find_map(s, m->graph.name, &m->graph) < 0 ||
        check_spawns(s, m, map_line) < 0)
        return -1;
    if (round > m->set.nb_rounds)
        return scan_error(s, "round %d: this match has rounds 0 to %d", round, m->set.nb_rounds);
    tr_match_start(m, seed); /* room for the state, generators from the seed */
    if (scan_expect(s, "round") < 0)
        return -1;
    for (int k = 0;; k++) {
        if (read_state(s, m, k) < 0)
            return -1;
        if (k == round)
            break;
        /* the round's actions and movements, up to the next "round" */
        if (scan_skip_to(s, "round") < 0)
            return error("%s: the replay ends at round %d, before round %d", s->name, k, round);
    }
    /* The reference keeps a bike on its spawn vertex until it first moves; the replay does
     * not show it: a bike on its spawn vertex is taken as never moved. */
    for (int k = 0; k < m->nb_bikes; k++)
        if (m->bike[k].vertex == m->graph.spawn[k])
            m->vertex[m->graph.spawn[k]].bike = k;
    return 0;
}
