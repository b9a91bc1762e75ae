/* board.c — reading and writing Apocalypse Now boards (.cnf), with file:line errors. */
#include "board.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "error.h"

enum { AP_MAX_ID = 1000000 };

static int land_of(char c)
{
    switch (c) {
    case ':': return AP_FOREST;
    case '.': return AP_GRASS;
    case 'O': return AP_WATER;
    case 'X': return AP_MOUNTAIN;
    default: return 0;
    }
}

static void labels(char tens[AP_SIZE + 1], char units[AP_SIZE + 1])
{
    for (int j = 0; j < AP_SIZE; j++) {
        tens[j] = (char)('0' + j / 10);
        units[j] = (char)('0' + j % 10);
    }
    tens[AP_SIZE] = units[AP_SIZE] = '\0';
}

/* ---- reading ------------------------------------------------------------------------ */

static int read_land(struct scan *s, struct ap_view *v)
{
    char tens[AP_SIZE + 1], units[AP_SIZE + 1];
    labels(tens, units);
    if (scan_expect(s, "land") < 0 || scan_expect(s, tens) < 0 || scan_expect(s, units) < 0)
        return -1;
    for (int i = 0; i < AP_SIZE; i++) {
        char label[8];
        const char *row;
        snprintf(label, sizeof label, "%02d", i);
        if (scan_expect(s, label) < 0 || scan_token(s, "a row of the land", &row) < 0)
            return -1;
        size_t n = strlen(row);
        if (n != AP_SIZE)
            return scan_error(s, "row %d: expected %d land characters, found %zu", i, AP_SIZE, n);
        for (int j = 0; j < AP_SIZE; j++) {
            int land = land_of(row[j]);
            if (!land)
                return scan_error(s,
                                  "row %d, column %d: unknown land '%s' (expected ':' forest, "
                                  "'.' grass, 'O' water or 'X' mountain)",
                                  i, j, quote(row + j, 1).text);
            int border = i == 0 || j == 0 || i == AP_SIZE - 1 || j == AP_SIZE - 1;
            if (border && land != AP_MOUNTAIN)
                return scan_error(s, "row %d, column %d: the border must be mountain ('X'), found '%s'", i, j,
                                  quote(row + j, 1).text);
            v->land[ap_at(i, j)] = (unsigned char)land;
        }
    }
    return 0;
}

static int read_posts(struct scan *s, struct ap_view *v)
{
    static const char *const header[] = {"posts", "player", "i", "j", "value", NULL};
    if (scan_expect_words(s, header) < 0)
        return -1;
    for (int k = 0; k < AP_POSTS; k++) {
        struct ap_post *p = &v->post[k];
        if (scan_int(s, "a post owner", -1, AP_PLAYERS - 1, &p->owner) < 0 ||
            scan_int(s, "a post row", 0, AP_SIZE - 1, &p->i) < 0 ||
            scan_int(s, "a post column", 0, AP_SIZE - 1, &p->j) < 0 ||
            scan_int(s, "a post value", 0, AP_HIGH_VALUE, &p->value) < 0)
            return -1;
        if (p->value != AP_LOW_VALUE && p->value != AP_HIGH_VALUE)
            return scan_error(s, "post value must be %d or %d, found %d", AP_LOW_VALUE, AP_HIGH_VALUE,
                              p->value);
        int land = v->land[ap_at(p->i, p->j)];
        if (land != AP_FOREST && land != AP_GRASS)
            return scan_error(s, "post at (%d, %d) is on %s: posts must be on forest or grass", p->i, p->j,
                              land == AP_WATER ? "water" : "mountain");
        for (int q = 0; q < k; q++)
            if (v->post[q].i == p->i && v->post[q].j == p->j)
                return scan_error(s, "two posts at (%d, %d)", p->i, p->j);
    }
    return 0;
}

struct unit_counts {
    int helis[AP_PLAYERS];
    int order[AP_HELIS]; /* heli ids in file order */
    int parachuters;
    int ids[AP_TOTAL_SOLDIERS + AP_HELIS];
    int nb_ids;
};

static int read_soldier(struct scan *s, struct ap_view *v, int id, int player, int i, int j)
{
    int life, ori, napalm, k;
    if (scan_int(s, "a soldier's life", 1, AP_LIFE, &life) < 0 ||
        scan_int(s, "a soldier's orientation (-1)", -1, -1, &ori) < 0 ||
        scan_int(s, "a soldier's napalm (-1)", -1, -1, &napalm) < 0 ||
        scan_int(s, "a soldier's parachuters (0)", 0, 0, &k) < 0)
        return -1;
    int land = v->land[ap_at(i, j)];
    if (land != AP_FOREST && land != AP_GRASS)
        return scan_error(s, "soldier %d at (%d, %d) is on %s: soldiers stand on forest or grass", id, i, j,
                          land == AP_WATER ? "water" : "mountain");
    for (int q = 0; q < v->nb_soldiers; q++)
        if (v->soldier[q].i == i && v->soldier[q].j == j)
            return scan_error(s, "soldiers %d and %d are both at (%d, %d)", v->soldier[q].id, id, i, j);
    if (v->nb_soldiers == AP_TOTAL_SOLDIERS)
        return scan_error(s, "too many soldiers: at most %d", AP_TOTAL_SOLDIERS);
    struct ap_soldier *u = &v->soldier[v->nb_soldiers++];
    u->id = id;
    u->life = (short)life;
    u->player = (signed char)player;
    u->i = (unsigned char)i;
    u->j = (unsigned char)j;
    return 0;
}

static int read_heli(struct scan *s, struct ap_view *v, struct unit_counts *c, int id, int player, int i,
                     int j)
{
    int life, ori, napalm, k;
    if (scan_int(s, "a helicopter's life (-1)", -1, -1, &life) < 0 ||
        scan_int(s, "a helicopter's orientation", 0, 3, &ori) < 0 ||
        scan_int(s, "a helicopter's napalm", 0, AP_ROUNDS_NAPALM, &napalm) < 0 ||
        scan_int(s, "a helicopter's number of parachuters", 0, AP_TOTAL_SOLDIERS, &k) < 0)
        return -1;
    int nh = c->helis[0] + c->helis[1] + c->helis[2] + c->helis[3];
    if (c->helis[player] == AP_HELIS_PER_PLAYER)
        return scan_error(s, "player %d has more than %d helicopters", player, AP_HELIS_PER_PLAYER);
    struct ap_heli *h = &v->heli[nh];
    memset(h, 0, sizeof *h);
    for (int q = 0; q < k; q++) {
        int left;
        if (scan_int(s, "a parachuter's rounds left", 1, AP_ROUNDS_JUMP, &left) < 0)
            return -1;
        if (q > 0 && left < h->para[q - 1])
            return scan_error(s, "helicopter %d: parachuter counters must not decrease", id);
        h->para[q] = (unsigned char)left;
    }
    if (i < AP_REACH || j < AP_REACH || i >= AP_SIZE - AP_REACH || j >= AP_SIZE - AP_REACH)
        return scan_error(s, "helicopter %d at (%d, %d): its 5x5 square leaves the board", id, i, j);
    for (int a = i - AP_REACH; a <= i + AP_REACH; a++)
        for (int b = j - AP_REACH; b <= j + AP_REACH; b++)
            if (v->land[ap_at(a, b)] == AP_MOUNTAIN)
                return scan_error(s, "helicopter %d at (%d, %d) is over a mountain at (%d, %d)", id, i, j, a,
                                  b);
    for (int q = 0; q < nh; q++) {
        if (abs(v->heli[q].i - i) <= 2 * AP_REACH && abs(v->heli[q].j - j) <= 2 * AP_REACH)
            return scan_error(s, "helicopters %d and %d overlap", v->heli[q].id, id);
        /* A player's helicopter order matters to the rules, and replays list units by id. */
        if (v->heli[q].player == player && v->heli[q].id > id)
            return scan_error(s,
                              "helicopter %d of player %d comes after its helicopter %d: list each "
                              "player's helicopters by increasing id",
                              id, player, v->heli[q].id);
    }
    h->id = id;
    h->player = (signed char)player;
    h->ori = (signed char)ori;
    h->napalm = (signed char)napalm;
    h->i = (unsigned char)i;
    h->j = (unsigned char)j;
    h->nb_para = (unsigned char)k;
    c->order[nh] = id;
    c->helis[player]++;
    c->parachuters += k;
    return 0;
}

static int read_unit(struct scan *s, struct ap_view *v, struct unit_counts *c, int id)
{
    int type, player, i, j;
    if (id == 0)
        return scan_error(s, "unit ids must be positive");
    if (scan_int(s, "a unit type (1 soldier, 2 helicopter)", AP_SOLDIER, AP_HELICOPTER, &type) < 0 ||
        scan_int(s, "a unit's player", 0, AP_PLAYERS - 1, &player) < 0 ||
        scan_int(s, "a unit row", 0, AP_SIZE - 1, &i) < 0 ||
        scan_int(s, "a unit column", 0, AP_SIZE - 1, &j) < 0)
        return -1;
    for (int q = 0; q < c->nb_ids; q++)
        if (c->ids[q] == id)
            return scan_error(s, "two units with id %d", id);
    if (c->nb_ids == AP_TOTAL_SOLDIERS + AP_HELIS)
        return scan_error(s, "too many units: at most %d", AP_TOTAL_SOLDIERS + AP_HELIS);
    c->ids[c->nb_ids++] = id;
    return type == AP_SOLDIER ? read_soldier(s, v, id, player, i, j) : read_heli(s, v, c, id, player, i, j);
}

static int by_soldier_id(const void *a, const void *b)
{
    const struct ap_soldier *x = a, *y = b;
    return (x->id > y->id) - (x->id < y->id);
}

static int by_heli_id(const void *a, const void *b)
{
    const struct ap_heli *x = a, *y = b;
    return (x->id > y->id) - (x->id < y->id);
}

static int read_units(struct scan *s, struct ap_view *v)
{
    static const char *const header[] = {"units", "id",  "type",   "player",      "i", "j",
                                         "life",  "ori", "napalm", "parachuters", NULL};
    struct unit_counts c;
    memset(&c, 0, sizeof c);
    if (scan_expect_words(s, header) < 0)
        return -1;
    for (;;) {
        int id;
        if (scan_int(s, "a unit id or -1", -1, AP_MAX_ID, &id) < 0)
            return -1;
        if (id == -1)
            break;
        if (read_unit(s, v, &c, id) < 0)
            return -1;
    }
    for (int p = 0; p < AP_PLAYERS; p++)
        if (c.helis[p] != AP_HELIS_PER_PLAYER)
            return scan_error(s, "player %d has %d helicopters, expected %d", p, c.helis[p],
                              AP_HELIS_PER_PLAYER);
    if (v->nb_soldiers + c.parachuters != AP_TOTAL_SOLDIERS)
        return scan_error(s, "%d soldiers and %d parachuters: they must add up to %d", v->nb_soldiers,
                          c.parachuters, AP_TOTAL_SOLDIERS);
    qsort(v->soldier, (size_t)v->nb_soldiers, sizeof v->soldier[0], by_soldier_id);
    qsort(v->heli, AP_HELIS, sizeof v->heli[0], by_heli_id);
    int next[AP_PLAYERS] = {0};
    for (int k = 0; k < AP_HELIS; k++) {
        int h = 0;
        while (v->heli[h].id != c.order[k])
            h++;
        v->heli_of[v->heli[h].player][next[v->heli[h].player]++] = (signed char)h;
    }
    return 0;
}

static int read_fire(struct scan *s, struct ap_view *v)
{
    static const char *const header[] = {"fire", "rounds", "i", "j", NULL};
    if (scan_expect_words(s, header) < 0)
        return -1;
    ap_view_index(v);
    for (;;) {
        int rounds, i, j;
        if (scan_int(s, "rounds of fire or -1", -1, AP_FOREST_BURNS, &rounds) < 0)
            return -1;
        if (rounds == -1)
            return 0;
        if (rounds == 0)
            return scan_error(s, "rounds of fire must be positive");
        if (scan_int(s, "a burning row", 0, AP_SIZE - 1, &i) < 0 ||
            scan_int(s, "a burning column", 0, AP_SIZE - 1, &j) < 0)
            return -1;
        int c = ap_at(i, j);
        if (v->land[c] == AP_MOUNTAIN)
            return scan_error(s, "fire on a mountain at (%d, %d)", i, j);
        if (v->land[c] != AP_FOREST && rounds > AP_OTHER_BURNS)
            return scan_error(s, "fire at (%d, %d): only forest burns more than %d rounds", i, j,
                              AP_OTHER_BURNS);
        if (v->fire[c])
            return scan_error(s, "fire at (%d, %d) listed twice", i, j);
        if (v->soldier_at[c])
            return scan_error(s, "fire at (%d, %d) under soldier %d", i, j,
                              v->soldier[v->soldier_at[c] - 1].id);
        v->fire[c] = (unsigned char)rounds;
    }
}

int ap_board_read(struct scan *s, struct ap_view *v)
{
    const char *tok;
    memset(v, 0, sizeof *v);
    if (scan_expect(s, AP_TITLE) < 0 || scan_expect(s, AP_VERSION) < 0 || scan_token(s, "'FIXED'", &tok) < 0)
        return -1;
    if (strcmp(tok, "FIXED") != 0)
        return scan_error(s, "expected 'FIXED' (the only kind of board), found '%s'", quote_str(tok).text);
    if (read_land(s, v) < 0 || read_posts(s, v) < 0 || read_units(s, v) < 0 || read_fire(s, v) < 0)
        return -1;
    if (scan_next(s))
        return scan_error(s, "unexpected '%s' after the fire table", quote_str(s->tok).text);
    return 0;
}

int ap_replay_read(struct scan *s, struct ap_view *v, int round)
{
    static const char *const kinds[] = {"Game", "SecGame", NULL};
    const char *tok;
    int seed;
    if (scan_one_of(s, "an Apocalypse replay (Game or SecGame)", kinds) < 0 || scan_expect(s, "Seed") < 0 || scan_int(s, "the seed", 0, 2147483647, &seed) < 0 ||
        scan_expect(s, AP_TITLE) < 0 || scan_expect(s, AP_VERSION) < 0 || scan_expect(s, "names") < 0)
        return -1;
    for (int p = 0; p < AP_PLAYERS; p++)
        if (scan_token(s, "a player name", &tok) < 0)
            return -1;
    for (int k = 0;; k++) {
        if (k > 0 && scan_at_end(s))
            return error("%s: the replay ends at round %d, before round %d", s->name, v->round, round);
        memset(v, 0, sizeof *v);
        int r;
        if (read_land(s, v) < 0 || read_posts(s, v) < 0 || read_units(s, v) < 0 || read_fire(s, v) < 0 ||
            scan_expect(s, "round") < 0 || scan_int(s, "the round number", k, k, &r) < 0 ||
            scan_expect(s, "total_score") < 0)
            return -1;
        v->round = r;
        for (int p = 0; p < AP_PLAYERS; p++)
            if (scan_int(s, "a score", 0, 1000000000, &v->score[p]) < 0)
                return -1;
        double status;
        if (scan_expect(s, "status") < 0)
            return -1;
        for (int p = 0; p < AP_PLAYERS; p++)
            if (scan_double(s, "a status", -1, 1, &status) < 0)
                return -1;
        if (r == round)
            return 0;
        if (r >= AP_ROUNDS)
            return scan_error(s, "round %d: this match has rounds 0 to %d", round, AP_ROUNDS);
    }
}

/* ---- writing ------------------------------------------------------------------------ */

static void write_land(struct out *o, const struct ap_view *v)
{
    char tens[AP_SIZE + 1], units[AP_SIZE + 1], row[AP_SIZE + 4];
    labels(tens, units);
    out_str(o, "land\n   ");
    out_write(o, tens, AP_SIZE);
    out_str(o, "\n   ");
    out_write(o, units, AP_SIZE);
    out_str(o, "\n\n");
    for (int i = 0; i < AP_SIZE; i++) {
        row[0] = (char)('0' + i / 10);
        row[1] = (char)('0' + i % 10);
        row[2] = ' ';
        const unsigned char *land = v->land + ap_at(i, 0);
        for (int j = 0; j < AP_SIZE; j++) /* branch-free, so the compiler vectorizes it */
            row[3 + j] = (char)((land[j] == AP_FOREST) * ':' + (land[j] == AP_GRASS) * '.' +
                                (land[j] == AP_WATER) * 'O' + (land[j] == AP_MOUNTAIN) * 'X');
        row[AP_SIZE + 3] = '\n';
        out_write(o, row, sizeof row);
    }
}

static void tab_int(struct out *o, int x)
{
    out_int(o, x);
    out_char(o, '\t');
}

/* Appends x and a tab at p; returns the new end. The units table is most of a replay,
 * so its lines are built here and written in one piece. */
static char *put_int(char *p, int x)
{
    char tmp[12];
    int n = 0;
    unsigned u = x < 0 ? 0u - (unsigned)x : (unsigned)x;
    if (x < 0)
        *p++ = '-';
    do {
        tmp[n++] = (char)('0' + u % 10);
        u /= 10;
    } while (u);
    while (n)
        *p++ = tmp[--n];
    *p++ = '\t';
    return p;
}

static void write_units(struct out *o, const struct ap_view *v)
{
    char line[16 * (9 + AP_TOTAL_SOLDIERS)];
    out_str(o, "units\nid\ttype\tplayer\ti\tj\tlife\tori\tnapalm\tparachuters\t\n");
    int s = 0, h = 0;
    while (s < v->nb_soldiers || h < AP_HELIS) {
        char *p = line;
        if (h < AP_HELIS && (s == v->nb_soldiers || v->heli[h].id < v->soldier[s].id)) {
            const struct ap_heli *u = &v->heli[h++];
            p = put_int(p, u->id);
            p = put_int(p, AP_HELICOPTER);
            p = put_int(p, u->player);
            p = put_int(p, u->i);
            p = put_int(p, u->j);
            p = put_int(p, -1);
            p = put_int(p, u->ori);
            p = put_int(p, u->napalm);
            p = put_int(p, u->nb_para);
            for (int k = 0; k < u->nb_para; k++)
                p = put_int(p, u->para[k]);
        } else {
            const struct ap_soldier *u = &v->soldier[s++];
            p = put_int(p, u->id);
            p = put_int(p, AP_SOLDIER);
            p = put_int(p, u->player);
            p = put_int(p, u->i);
            p = put_int(p, u->j);
            p = put_int(p, u->life);
            static const char tail[] = "-1\t-1\t0\t"; /* ori, napalm, no parachuters */
            memcpy(p, tail, sizeof tail - 1);
            p += sizeof tail - 1;
        }
        *p++ = '\n';
        out_write(o, line, (size_t)(p - line));
    }
    out_str(o, "-1\n\n");
}

void ap_board_write_tables(struct out *o, const struct ap_view *v)
{
    write_land(o, v);
    out_str(o, "\nposts\nplayer\ti\tj\tvalue\t\n");
    for (int k = 0; k < AP_POSTS; k++) {
        const struct ap_post *p = &v->post[k];
        tab_int(o, p->owner);
        tab_int(o, p->i);
        tab_int(o, p->j);
        out_int(o, p->value);
        out_char(o, '\n');
    }
    out_char(o, '\n');
    write_units(o, v);
    out_str(o, "fire\nrounds\ti\tj\n");
    for (int c = ap_next_fire(v, 0); c < AP_CELLS; c = ap_next_fire(v, c + 1)) {
        tab_int(o, v->fire[c]);
        tab_int(o, c / AP_SIZE);
        out_int(o, c % AP_SIZE);
        out_char(o, '\n');
    }
    out_str(o, "-1\n\n");
}

void ap_board_write(struct out *o, const struct ap_view *v)
{
    out_str(o, AP_TITLE " " AP_VERSION "\n\nFIXED\n\n");
    ap_board_write_tables(o, v);
}
