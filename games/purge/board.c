/* board.c — reading The Purge's boards (FIXED or RANDOM) and writing its replay. */
#include "board.h"

#include <stdio.h>
#include <string.h>

#include "error.h"
#include "glibc_rand.h"

/* The kit's bounds (Settings::read_settings): [min, max]. */
static const int setting_min[PU_NB_SETTINGS] = {4, 1, 2, 12, 12, 1, 1, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1,
                                                1, 1, 1, 1,  1,  1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1};
static const int setting_max[PU_NB_SETTINGS] = {4, 1000000, 1000000, 25, 50, 6, 4, 10, 10, 5, 4};

static int read_settings(struct pu_view *v, struct scan *s)
{
    if (scan_expect(s, PU_TITLE) < 0 || scan_expect(s, PU_VERSION) < 0)
        return -1;
    for (int k = 0; k < PU_NB_SETTINGS; k++) {
        int max = setting_max[k] ? setting_max[k] : 1000000000; /* 0: no bound */
        if (scan_expect(s, pu_setting_name[k]) < 0 ||
            scan_int(s, pu_setting_name[k], setting_min[k], max, &v->set[k]) < 0)
            return -1;
        if (k == PU_NUM_ROUNDS_PER_DAY && v->set[k] % 2)
            return scan_error(s, "NUM_ROUNDS_PER_DAY must be even, found %d", v->set[k]);
        if (k == PU_NUM_DAYS && (long long)v->set[k] * 2 > 1000000)
            return scan_error(s, "NUM_DAYS is too large");
    }
    if ((long long)v->set[PU_NUM_DAYS] * v->set[PU_NUM_ROUNDS_PER_DAY] > 1000000)
        return scan_error(s, "NUM_DAYS * NUM_ROUNDS_PER_DAY must be at most 1000000");
    for (int k = 0; k < 3; k++)
        if (v->set[PU_BUILDER_STRENGTH_DEMOLISH + k] > v->set[PU_BUILDER_STRENGTH_DEMOLISH + k + 1] ||
            v->set[PU_BUILDER_STRENGTH_ATTACK + k] > v->set[PU_BUILDER_STRENGTH_ATTACK + k + 1])
            return scan_error(s, "the strengths must grow from builder to hammer, gun and bazooka");
    if (v->set[PU_BARRICADE_RESISTANCE_STEP] > v->set[PU_BARRICADE_MAX_RESISTANCE])
        return scan_error(s, "BARRICADE_RESISTANCE_STEP must be at most BARRICADE_MAX_RESISTANCE");
    return 0;
}

static void clear_grid(struct pu_view *v)
{
    int cells = v->set[PU_BOARD_ROWS] * v->set[PU_BOARD_COLS];
    for (int k = 0; k < cells; k++) {
        struct pu_cell c = {PU_STREET, PU_NO_BONUS, PU_NO_WEAPON, -1, -1, -1};
        v->cell[k] = c;
    }
    v->nb_citizens = 0;
}

/* ---- RANDOM: Board::generate_random_board ------------------------------------------- */

struct gen {
    struct pu_match *m;
    int plan[PU_MAX_CELLS]; /* street ids, 0 none */
};

static int gen_random(struct gen *g, int l, int u)
{
    return lcg2018_uniform(&g->m->rng, l, u);
}

/* The kit's dirs {Up, Down, Left, Right}; Pos + Dir. */
static int plan_at(struct gen *g, int i, int j)
{
    return g->plan[pu_at(&g->m->now, i, j)];
}

static int inside(const struct pu_view *v, int i, int j)
{
    return i > 0 && i < v->set[PU_BOARD_ROWS] - 1 && j > 0 && j < v->set[PU_BOARD_COLS] - 1;
}

static const int neigh8[8][2] = {{-1, 0}, {1, 0}, {0, -1}, {0, 1}, {1, 1}, {1, -1}, {-1, 1}, {-1, -1}};

static int ok_for_street(struct gen *g, int id, int i, int j)
{
    const struct pu_view *v = &g->m->now;
    if (!pu_pos_ok(v, i, j) || plan_at(g, i, j) != 0 || !inside(v, i, j))
        return 0;
    int n = 0;
    for (int k = 0; k < 8; k++) {
        int s = plan_at(g, i + neigh8[k][0], j + neigh8[k][1]);
        if (s != 0 && s != id)
            return 0;
        n += s == id;
    }
    return n <= 2;
}

static int ok_for_initial_street(struct gen *g, int i, int j)
{
    const struct pu_view *v = &g->m->now;
    if (!pu_pos_ok(v, i, j) || plan_at(g, i, j) != 0 || !inside(v, i, j))
        return 0;
    for (int k = 0; k < 8; k++)
        if (plan_at(g, i + neigh8[k][0], j + neigh8[k][1]) != 0)
            return 0;
    return 1;
}

static int generate_street(struct gen *g, int id, int length)
{
    const struct pu_view *v = &g->m->now;
    int dirs[4] = {PU_UP, PU_DOWN, PU_LEFT, PU_RIGHT}, filled = 0;
    int last = dirs[gen_random(g, 0, 3)], i, j;
    do {
        i = gen_random(g, 1, v->set[PU_BOARD_ROWS] - 2);
        j = gen_random(g, 1, v->set[PU_BOARD_COLS] - 2);
    } while (!ok_for_initial_street(g, i, j));
    g->plan[pu_at(v, i, j)] = id;
    ++filled;
    while (length > 0) {
        for (int k = 1; k < 4; k++) { /* std::random_shuffle, libstdc++'s */
            int r = glibc_rand(&g->m->crand) % (k + 1);
            if (r != k) {
                int t = dirs[k];
                dirs[k] = dirs[r];
                dirs[r] = t;
            }
        }
        int turn = PU_UP, found = 0;
        for (int k = 0; k < 4 && !found; k++)
            if (ok_for_street(g, id, i + pu_di[dirs[k]], j + pu_dj[dirs[k]])) {
                turn = dirs[k];
                found = 1;
            }
        if (gen_random(g, 1, 8) != 1 && ok_for_street(g, id, i + pu_di[last], j + pu_dj[last])) {
            i += pu_di[last];
            j += pu_dj[last];
        } else if (found) {
            last = turn;
            i += pu_di[turn];
            j += pu_dj[turn];
        } else
            return filled;
        g->plan[pu_at(v, i, j)] = id;
        --length;
        ++filled;
    }
    return filled;
}

static int nb_components(const struct pu_view *v)
{
    int rows = v->set[PU_BOARD_ROWS], cols = v->set[PU_BOARD_COLS], n = 0;
    unsigned char seen[PU_MAX_CELLS];
    int stack[PU_MAX_CELLS];
    for (int k = 0; k < rows * cols; k++)
        seen[k] = v->cell[k].type == PU_BUILDING;
    for (int k = 0; k < rows * cols; k++) {
        if (seen[k])
            continue;
        int top = 0;
        stack[top++] = k;
        seen[k] = 1;
        while (top) {
            int c = stack[--top];
            for (int d = 0; d < 4; d++) {
                int i = c / cols + pu_di[d], j = c % cols + pu_dj[d];
                if (pu_pos_ok(v, i, j) && !seen[pu_at(v, i, j)]) {
                    seen[pu_at(v, i, j)] = 1;
                    stack[top++] = pu_at(v, i, j);
                }
            }
        }
        n++;
    }
    return n;
}

static int empty_pos(struct gen *g)
{
    const struct pu_view *v = &g->m->now;
    for (;;) {
        int i = gen_random(g, 0, v->set[PU_BOARD_ROWS] - 1);
        int j = gen_random(g, 0, v->set[PU_BOARD_COLS] - 1);
        if (pu_is_empty(&v->cell[pu_at(v, i, j)]))
            return pu_at(v, i, j);
    }
}

static void generate_board(struct pu_match *m)
{
    struct gen g;
    struct pu_view *v = &m->now;
    int rows = v->set[PU_BOARD_ROWS], cols = v->set[PU_BOARD_COLS];
    const int building_cells = (int)(0.20 * rows * cols), streets = 5;
    g.m = m;
    do {
        clear_grid(v);
        memset(g.plan, 0, sizeof g.plan);
        int left = building_cells;
        for (int pending = streets; pending > 0; pending--)
            left -= generate_street(&g, pending, pending != 1 ? left / pending : left);
        for (int k = 0; k < rows * cols; k++)
            if (g.plan[k])
                v->cell[k].type = PU_BUILDING;
    } while (nb_components(v) != 1);
    for (int p = 0; p < PU_PLAYERS; p++) {
        for (int k = 0; k < v->set[PU_NUM_INI_BUILDERS]; k++) {
            int c = empty_pos(&g);
            pu_create_citizen(m, c / cols, c % cols, PU_BUILDER, p);
        }
        for (int k = 0; k < v->set[PU_NUM_INI_WARRIORS]; k++) {
            int c = empty_pos(&g);
            pu_create_citizen(m, c / cols, c % cols, PU_WARRIOR, p);
        }
    }
    for (int k = 0; k < v->set[PU_NUM_INI_FOOD]; k++)
        v->cell[empty_pos(&g)].bonus = PU_FOOD;
    for (int k = 0; k < v->set[PU_NUM_INI_MONEY]; k++)
        v->cell[empty_pos(&g)].bonus = PU_MONEY;
    for (int k = 0; k < v->set[PU_NUM_INI_GUNS]; k++)
        v->cell[empty_pos(&g)].weapon = PU_GUN;
    for (int k = 0; k < v->set[PU_NUM_INI_BAZOOKAS]; k++)
        v->cell[empty_pos(&g)].weapon = PU_BAZOOKA;
}

/* ---- FIXED: Info::read_grid and Board::check_is_good_initial_fixed_board -------------- */

static const char *char_index(const char *set, char c)
{
    return c ? strchr(set, c) : NULL;
}

/* A FIXED board's grid, citizens and barricades; in_match: a state of a replay (any life,
 * any counts). */
static int read_grid(struct pu_match *m, struct scan *s, int in_match)
{
    struct pu_view *v = &m->now;
    int rows = v->set[PU_BOARD_ROWS], cols = v->set[PU_BOARD_COLS];
    const char *tok;
    clear_grid(v);
    if (scan_token(s, "the column labels", &tok) < 0 || scan_token(s, "the column labels", &tok) < 0)
        return -1;
    for (int i = 0; i < rows; i++) {
        if (scan_token(s, "a row label", &tok) < 0 || scan_token(s, "a row", &tok) < 0)
            return -1;
        if ((int)strlen(tok) != cols)
            return scan_error(s, "expected %d columns, found %zu", cols, strlen(tok));
        for (int j = 0; j < cols; j++) {
            struct pu_cell *c = &v->cell[pu_at(v, i, j)];
            switch (tok[j]) {
            case 'B': c->type = PU_BUILDING; break;
            case 'G': c->weapon = PU_GUN; break;
            case 'Z': c->weapon = PU_BAZOOKA; break;
            case 'M': c->bonus = PU_MONEY; break;
            case 'F': c->bonus = PU_FOOD; break;
            default:
                if (!char_index(".CcWwb", tok[j]))
                    return scan_error(s, "unknown cell '%c' in row %d", tok[j], i);
            }
        }
    }
    int n;
    if (scan_expect(s, "citizens") < 0 || scan_int(s, "the number of citizens", 0, PU_MAX_CITIZENS, &n) < 0)
        return -1;
    for (int k = 0; k < 7; k++)
        if (scan_token(s, "the citizens' column names", &tok) < 0)
            return -1;
    int last_id = -1;
    for (int k = 0; k < n; k++) {
        struct pu_citizen c;
        if (scan_token(s, "a citizen type (b or w)", &tok) < 0)
            return -1;
        if (strcmp(tok, "b") && strcmp(tok, "w"))
            return scan_error(s, "expected a citizen type (b or w), found '%s'", quote_str(tok).text);
        c.type = *tok == 'b' ? PU_BUILDER : PU_WARRIOR;
        if (scan_int(s, "a citizen id", last_id + 1, 1000000, &c.id) < 0 ||
            scan_int(s, "a player", 0, PU_PLAYERS - 1, &c.player) < 0 ||
            scan_int(s, "a row", 0, rows - 1, &c.i) < 0 || scan_int(s, "a column", 0, cols - 1, &c.j) < 0 ||
            scan_token(s, "a weapon (h, g, b or n)", &tok) < 0)
            return -1;
        const char *w = char_index("hgbn", *tok);
        if (!w || tok[1])
            return scan_error(s, "expected a weapon (h, g, b or n), found '%s'", quote_str(tok).text);
        c.weapon = (int)(w - "hgbn");
        if ((c.type == PU_WARRIOR) == (c.weapon == PU_NO_WEAPON))
            return scan_error(s, "a warrior has a weapon, a builder none");
        if (scan_int(s, "a life", in_match ? 1 : pu_ini_life(v, c.type), pu_ini_life(v, c.type), &c.life) < 0)
            return -1;
        struct pu_cell *cell = &v->cell[pu_at(v, c.i, c.j)];
        if (!pu_is_empty(cell))
            return scan_error(s, "citizen %d placed on a cell that is not an empty street", c.id);
        cell->id = c.id;
        v->citizen[v->nb_citizens++] = c;
        last_id = c.id;
    }
    if (scan_expect(s, "barricades") < 0 || scan_int(s, "the number of barricades", 0, PU_MAX_CELLS, &n) < 0)
        return -1;
    for (int k = 0; k < 4; k++)
        if (scan_token(s, "the barricades' column names", &tok) < 0)
            return -1;
    int count[PU_PLAYERS] = {0};
    for (int k = 0; k < n; k++) {
        int pl, i, j, r;
        if (scan_int(s, "a player", 0, PU_PLAYERS - 1, &pl) < 0 ||
            scan_int(s, "a row", 0, rows - 1, &i) < 0 || scan_int(s, "a column", 0, cols - 1, &j) < 0 ||
            scan_int(s, "a resistance", 1, v->set[PU_BARRICADE_MAX_RESISTANCE], &r) < 0)
            return -1;
        struct pu_cell *c = &v->cell[pu_at(v, i, j)];
        if (c->type != PU_STREET || c->bonus != PU_NO_BONUS || c->weapon != PU_NO_WEAPON ||
            c->resistance != -1)
            return scan_error(s, "barricade at (%d, %d) on a cell that is not a free street", i, j);
        if (c->id != -1 && v->citizen[pu_find(v, c->id)].player != pl)
            return scan_error(s, "barricade at (%d, %d) of player %d with another player's citizen", i, j,
                              pl);
        if (++count[pl] > v->set[PU_MAX_NUM_BARRICADES])
            return scan_error(s, "player %d has more than MAX_NUM_BARRICADES barricades", pl);
        c->resistance = r;
        c->b_owner = (signed char)pl;
    }
    if (in_match)
        return 0;
    /* the counts the settings give */
    int items[4] = {0}, kinds[PU_PLAYERS][2] = {{0}};
    for (int k = 0; k < rows * cols; k++) {
        const struct pu_cell *c = &v->cell[k];
        items[0] += c->bonus == PU_MONEY;
        items[1] += c->bonus == PU_FOOD;
        items[2] += c->weapon == PU_GUN;
        items[3] += c->weapon == PU_BAZOOKA;
    }
    for (int k = 0; k < v->nb_citizens; k++)
        kinds[v->citizen[k].player][v->citizen[k].type]++;
    static const int wanted[4] = {PU_NUM_INI_MONEY, PU_NUM_INI_FOOD, PU_NUM_INI_GUNS, PU_NUM_INI_BAZOOKAS};
    for (int k = 0; k < 4; k++)
        if (items[k] != v->set[wanted[k]])
            return scan_error(s, "the grid has %d items where %s says %d", items[k],
                              pu_setting_name[wanted[k]], v->set[wanted[k]]);
    for (int p = 0; p < PU_PLAYERS; p++)
        if (kinds[p][PU_BUILDER] != v->set[PU_NUM_INI_BUILDERS] ||
            kinds[p][PU_WARRIOR] != v->set[PU_NUM_INI_WARRIORS])
            return scan_error(
                s, "player %d has %d builders and %d warriors, not NUM_INI_BUILDERS and NUM_INI_WARRIORS", p,
                kinds[p][PU_BUILDER], kinds[p][PU_WARRIOR]);
    return 0;
}

int pu_board_load(struct pu_match *m, struct scan *s, long long seed)
{
    struct pu_view *v = &m->now;
    memset(v, 0, sizeof *v);
    pu_match_start(m, seed);
    m->fresh_id = 0;
    if (read_settings(v, s) < 0)
        return -1;
    static const char *const generators[] = {"FIXED", "RANDOM", NULL};
    int kind = scan_one_of(s, "a generator (FIXED or RANDOM)", generators);
    if (kind < 0)
        return -1;
    if (kind == 0 ? read_grid(m, s, 0) < 0 : (generate_board(m), 0))
        return -1;
    /* Board::Board: the first new id follows the largest, or the count (the kit's max) */
    int fresh = m->fresh_id;
    for (int k = 0; k < v->nb_citizens; k++)
        fresh = fresh > v->citizen[k].id ? fresh : v->citizen[k].id;
    m->fresh_id = fresh + 1;
    v->round = 0;
    v->day = 1;
    return 0;
}

/* ---- A replay's state at some round (--from) ------------------------------------------ */

/* What a state's citizens and items lack against the settings' counts: what was killed or
 * taken and has not come back, queued to come back after its whole delay (the replay
 * does not say how long each has waited). */
static void queue_missing(struct pu_match *m)
{
    struct pu_view *v = &m->now;
    int kinds[PU_PLAYERS][2] = {{0}}, items[4] = {0};
    for (int k = 0; k < v->nb_citizens; k++)
        kinds[v->citizen[k].player][v->citizen[k].type]++;
    for (int k = 0; k < v->set[PU_BOARD_ROWS] * v->set[PU_BOARD_COLS]; k++) {
        items[0] += v->cell[k].bonus == PU_MONEY;
        items[1] += v->cell[k].bonus == PU_FOOD;
        items[2] += v->cell[k].weapon == PU_GUN;
        items[3] += v->cell[k].weapon == PU_BAZOOKA;
    }
    for (int p = 0; p < PU_PLAYERS; p++)
        for (int t = 0; t < 2; t++)
            for (int n = kinds[p][t]; n < v->set[t ? PU_NUM_INI_WARRIORS : PU_NUM_INI_BUILDERS]; n++) {
                struct pu_regen r = {t, p,
                                     v->set[t ? PU_NUM_ROUNDS_REGEN_WARRIOR : PU_NUM_ROUNDS_REGEN_BUILDER]};
                m->citizens.item[m->citizens.nb++] = r;
            }
    static const int count[4] = {PU_NUM_INI_MONEY, PU_NUM_INI_FOOD, PU_NUM_INI_GUNS, PU_NUM_INI_BAZOOKAS};
    static const int kind[4] = {PU_MONEY, PU_FOOD, PU_GUN, PU_BAZOOKA};
    static const int wait[4] = {PU_NUM_ROUNDS_REGEN_MONEY, PU_NUM_ROUNDS_REGEN_FOOD,
                                PU_NUM_ROUNDS_REGEN_WEAPON, PU_NUM_ROUNDS_REGEN_WEAPON};
    for (int k = 0; k < 4; k++)
        for (int n = items[k]; n < v->set[count[k]]; n++) {
            struct pu_queue *q = k < 2 ? &m->bonus : &m->weapons;
            struct pu_regen r = {kind[k], -1, v->set[wait[k]]};
            q->item[q->nb++] = r;
        }
}

int pu_replay_load(struct pu_match *m, struct scan *s, int round, long long seed)
{
    struct pu_view *v = &m->now;
    memset(v, 0, sizeof *v);
    static const char *const kinds[] = {"Game", "SecGame", NULL};
    int ignored;
    if (scan_one_of(s, "a Purge replay (Game or SecGame)", kinds) < 0 || scan_expect(s, "Seed") < 0 ||
        scan_int(s, "the seed", -2147483647 - 1, 2147483647, &ignored) < 0 || read_settings(v, s) < 0 ||
        scan_expect(s, "names") < 0)
        return -1;
    const char *tok;
    for (int p = 0; p < PU_PLAYERS; p++)
        if (scan_token(s, "a player's name", &tok) < 0)
            return -1;
    int rounds = v->set[PU_NUM_DAYS] * v->set[PU_NUM_ROUNDS_PER_DAY];
    if (round < 0 || round >= rounds)
        return error("%s: round %d: the match has rounds 0 to %d", s->name, round, rounds - 1);
    for (int r = 0;; r++) {
        if (r > 0) {
            int n;
            if (scan_expect(s, "commands") < 0 || scan_int(s, "the number of commands", 0, 1000000, &n) < 0)
                return -1;
            for (int k = 0; k < 3 * n; k++)
                if (scan_token(s, "a command", &tok) < 0)
                    return -1;
        }
        pu_match_start(m, seed);
        m->fresh_id = 0;
        if (read_grid(m, s, 1) < 0 || scan_expect(s, "round") < 0 ||
            scan_int(s, "the round", r, r, &v->round) < 0 || scan_expect(s, "day") < 0 ||
            scan_int(s, "day", 0, 1, &v->day) < 0 || scan_expect(s, "score") < 0)
            return -1;
        for (int p = 0; p < PU_PLAYERS; p++)
            if (scan_int(s, "a score", 0, 2147483647, &v->score[p]) < 0)
                return -1;
        if (scan_expect(s, "status") < 0)
            return -1;
        for (int p = 0; p < PU_PLAYERS; p++)
            if (scan_double(s, "a status", -1, 1, &v->status[p]) < 0)
                return -1;
        if (r == round)
            break;
    }
    for (int p = 0; p < PU_PLAYERS; p++)
        v->status[p] = 0; /* new players, none frozen */
    int fresh = -1;
    for (int k = 0; k < v->nb_citizens; k++)
        fresh = fresh > v->citizen[k].id ? fresh : v->citizen[k].id;
    m->fresh_id = fresh + 1;
    queue_missing(m);
    return 0;
}

/* ---- The replay ----------------------------------------------------------------------- */

static void write_grid(struct out *o, const struct pu_view *v);

static void write_settings(struct out *o, const struct pu_view *v)
{
    out_str(o, PU_TITLE " " PU_VERSION "\n\n");
    for (int k = 0; k < PU_NB_SETTINGS; k++) {
        out_str(o, pu_setting_name[k]);
        out_char(o, '\t');
        out_int(o, v->set[k]);
        out_char(o, '\n');
    }
}

void pu_write_board(struct out *o, const struct pu_view *v)
{
    write_settings(o, v);
    out_str(o, "\nFIXED\n");
    write_grid(o, v);
}

void pu_write_header(struct out *o, const struct pu_match *m, int judged, const char *const names[])
{
    out_str(o, judged ? "SecGame\n\nSeed " : "Game\n\nSeed ");
    out_int(o, m->seed);
    out_str(o, "\n\n");
    write_settings(o, &m->now);
    out_str(o, "names         ");
    for (int p = 0; p < PU_PLAYERS; p++) {
        out_char(o, ' ');
        out_str(o, names[p]);
    }
    out_char(o, '\n');
}

static char cell_char(const struct pu_view *v, const struct pu_cell *c)
{
    if (c->type == PU_BUILDING)
        return 'B';
    if (c->weapon == PU_GUN)
        return 'G';
    if (c->weapon == PU_BAZOOKA)
        return 'Z';
    if (c->bonus == PU_MONEY)
        return 'M';
    if (c->bonus == PU_FOOD)
        return 'F';
    if (c->id != -1) {
        int builder = v->citizen[pu_find(v, c->id)].type == PU_BUILDER;
        return c->resistance == -1 ? (builder ? 'C' : 'W') : (builder ? 'c' : 'w');
    }
    return c->resistance != -1 ? 'b' : '.';
}

/* The grid, the citizens and the barricades: a FIXED board's body and a state's start. */
static void write_grid(struct out *o, const struct pu_view *v)
{
    int rows = v->set[PU_BOARD_ROWS], cols = v->set[PU_BOARD_COLS];
    out_str(o, "\n\n   ");
    for (int j = 0; j < cols; j++)
        out_char(o, (char)('0' + j / 10));
    out_str(o, "\n   ");
    for (int j = 0; j < cols; j++)
        out_char(o, (char)('0' + j % 10));
    out_char(o, '\n');
    for (int i = 0; i < rows; i++) {
        out_char(o, (char)('0' + i / 10));
        out_char(o, (char)('0' + i % 10));
        out_char(o, ' ');
        for (int j = 0; j < cols; j++)
            out_char(o, cell_char(v, &v->cell[pu_at(v, i, j)]));
        out_char(o, '\n');
    }
    out_str(o, "\ncitizens\n");
    out_int(o, v->nb_citizens);
    out_str(o, "\ntype\tid\tplayer\trow\tcolumn\tweapon\tlife\n");
    for (int k = 0; k < v->nb_citizens; k++) {
        const struct pu_citizen *c = &v->citizen[k];
        out_char(o, c->type == PU_BUILDER ? 'b' : 'w');
        out_char(o, '\t');
        out_int(o, c->id);
        out_char(o, '\t');
        out_int(o, c->player);
        out_char(o, '\t');
        out_int(o, c->i);
        out_char(o, '\t');
        out_int(o, c->j);
        out_char(o, '\t');
        out_char(o, "hgbn"[c->weapon & 3]);
        out_char(o, '\t');
        out_int(o, c->life);
        out_char(o, '\n');
    }
    int n = 0;
    for (int k = 0; k < rows * cols; k++)
        n += v->cell[k].resistance != -1;
    out_str(o, "\nbarricades\n");
    out_int(o, n);
    out_str(o, "\nplayer\trow\tcolumn\tresistance\n");
    for (int k = 0; k < rows * cols; k++)
        if (v->cell[k].resistance != -1) {
            out_int(o, v->cell[k].b_owner);
            out_char(o, '\t');
            out_int(o, k / cols);
            out_char(o, '\t');
            out_int(o, k % cols);
            out_char(o, '\t');
            out_int(o, v->cell[k].resistance);
            out_char(o, '\n');
        }
}

void pu_write_state(struct out *o, const struct pu_view *v)
{
    write_grid(o, v);
    out_str(o, "\nround ");
    out_int(o, v->round);
    out_str(o, "\nday ");
    out_int(o, v->day);
    out_str(o, "\n\nscore");
    for (int p = 0; p < PU_PLAYERS; p++) {
        out_char(o, '\t');
        out_int(o, v->score[p]);
    }
    out_str(o, "\n\nstatus");
    for (int p = 0; p < PU_PLAYERS; p++) {
        out_char(o, '\t');
        out_double(o, v->status[p]);
    }
    out_str(o, "\n\n");
}

void pu_write_commands(struct out *o, const struct pu_round_log *log)
{
    out_str(o, "commands\n");
    out_int(o, log->nb);
    out_char(o, '\n');
    for (int k = 0; k < log->nb; k++) {
        out_int(o, log->done[k].id);
        out_char(o, '\t');
        out_char(o, log->done[k].type == PU_MOVE ? 'm' : 'b');
        out_char(o, '\t');
        out_char(o, "drul"[log->done[k].dir]);
        out_str(o, "\t\n");
    }
}
