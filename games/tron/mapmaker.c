/* mapmaker.c — Tron boards from OBJ models (see mapmaker.h). */
#include "mapmaker.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "alloc.h"
#include "error.h"

/* ---- reading the model -------------------------------------------------------------- */

struct model {
    int nv, cap_v, nf, cap_f, nc, cap_c;
    double *xyz;
    int *face_first; /* face k's corners: corner[face_first[k] .. face_first[k+1]-1] */
    int *corner;
    int *face_line;
};

/* A face corner "a", "a/b", "a//c" or "a/b/c": the vertex a, 1-based or negative. */
static int corner(struct scan *s, const char *tok, int nv, int *v)
{
    char *end;
    errno = 0;
    long x = strtol(tok, &end, 10);
    if (end == tok || (*end && *end != '/') || errno)
        return scan_error(s, "expected a face corner (a vertex number), found '%s'", quote_str(tok).text);
    long index = x < 0 ? nv + x : x - 1;
    if (x == 0 || index < 0 || index >= nv)
        return scan_error(s, "face corner %ld: there are %d vertices so far", x, nv);
    *v = (int)index;
    return 0;
}

static void skip_line(struct scan *s, int line)
{
    while (scan_next_line(s) == line)
        scan_next(s);
}

static int read_model(struct scan *s, struct model *md)
{
    const char *tok;
    md->face_first = xmalloc(sizeof *md->face_first);
    md->face_first[0] = 0;
    while ((tok = scan_next(s))) {
        int line = s->tok_line;
        if (strcmp(tok, "v") == 0) {
            if (md->nv == md->cap_v)
                md->xyz = xrealloc(md->xyz, (size_t)(md->cap_v = md->cap_v * 2 + 256) * 3 * sizeof *md->xyz);
            for (int k = 0; k < 3; k++)
                if (scan_double(s, "a coordinate (a number)", -1e9, 1e9, &md->xyz[3 * md->nv + k]) < 0)
                    return -1;
            if (md->nv == TR_MAX_VERTICES)
                return scan_error(s, "more than %d vertices", TR_MAX_VERTICES);
            md->nv++;
            skip_line(s, line); /* an optional w */
        } else if (strcmp(tok, "f") == 0) {
            int n = 0;
            while (scan_next_line(s) == line) {
                int v = 0;
                if (corner(s, scan_next(s), md->nv, &v) < 0)
                    return -1;
                if (md->nc == md->cap_c)
                    md->corner = xrealloc(md->corner, (size_t)(md->cap_c = md->cap_c * 2 + 1024) * sizeof *md->corner);
                md->corner[md->nc++] = v;
                n++;
            }
            if (n < 3 || n > 4)
                return scan_error(s, "a face of %d corners: the model must be made of triangles and quads", n);
            if (md->nf + 2 > md->cap_f) {
                md->cap_f = md->cap_f * 2 + 256;
                md->face_first = xrealloc(md->face_first, (size_t)(md->cap_f + 1) * sizeof *md->face_first);
                md->face_line = xrealloc(md->face_line, (size_t)md->cap_f * sizeof *md->face_line);
            }
            md->face_line[md->nf] = line;
            md->face_first[++md->nf] = md->nc;
        } else {
            skip_line(s, line); /* comments, normals, texture coordinates, groups, materials */
        }
    }
    if (md->nf == 0)
        return scan_error(s, "no faces: a model needs 'f' lines");
    return 0;
}

/* ---- the graph ---------------------------------------------------------------------- */

/* The coordinates by_position() compares by: qsort() has no context argument, and
 * qsort_r() is not in every C library (nor the same where it is). */
static const double *sorted_xyz;

static int by_position(const void *a, const void *b)
{
    const double *xyz = sorted_xyz, *p = &xyz[3 * *(const int *)a], *q = &xyz[3 * *(const int *)b];
    for (int k = 0; k < 3; k++)
        if (p[k] != q[k])
            return p[k] < q[k] ? -1 : 1;
    return *(const int *)a - *(const int *)b;
}

/* The edges seen so far, an open-addressing set of (a, b) pairs: adding an edge is O(1)
 * whatever the degrees (a fan of 100,000 triangles has a vertex of degree 100,000). */
struct edge_set {
    unsigned long long *slot; /* (a + 1) << 32 | b, 0 empty */
    size_t mask;
};

static void edge_set_init(struct edge_set *e, size_t expected)
{
    size_t size = 64;
    while (size < 2 * expected)
        size *= 2;
    e->slot = xcalloc(size, sizeof *e->slot);
    e->mask = size - 1;
}

/* 1 if (a, b) is new (and now in the set). */
static int edge_set_add(struct edge_set *e, int a, int b)
{
    unsigned long long key = (unsigned long long)(a + 1) << 32 | (unsigned)b;
    size_t k = (size_t)(key * 0x9E3779B97F4A7C15ULL >> 20) & e->mask;
    while (e->slot[k] && e->slot[k] != key)
        k = (k + 1) & e->mask;
    if (e->slot[k])
        return 0;
    e->slot[k] = key;
    return 1;
}

static void add_edge(struct tr_graph *g, struct edge_set *seen, int **lists, int *deg, int *cap, int a, int b)
{
    if (!edge_set_add(seen, a, b))
        return;
    if (deg[a] == cap[a])
        lists[a] = xrealloc(lists[a], (size_t)(cap[a] = cap[a] * 2 + 4) * sizeof **lists);
    lists[a][deg[a]++] = b;
    g->nb_adj++;
}

void tr_distances(const struct tr_graph *g, const int *src, int n, int *dist)
{
    int *queue = xmalloc((size_t)g->nb_vertices * sizeof *queue), head = 0, tail = 0;
    for (int v = 0; v < g->nb_vertices; v++)
        dist[v] = -1;
    for (int k = 0; k < n; k++)
        if (dist[src[k]] < 0) {
            dist[src[k]] = 0;
            queue[tail++] = src[k];
        }
    while (head < tail) {
        int v = queue[head++];
        for (int k = g->first[v]; k < g->first[v + 1]; k++)
            if (dist[g->adj[k]] < 0) {
                dist[g->adj[k]] = dist[v] + 1;
                queue[tail++] = g->adj[k];
            }
    }
    free(queue);
}

int tr_obj_read(struct scan *s, struct tr_graph *g)
{
    struct model md = {0};
    int status = read_model(s, &md);
    int *order = NULL, *same = NULL, *id = NULL, **lists = NULL, *deg = NULL, *cap = NULL;
    struct edge_set seen = {NULL, 0};
    if (status < 0)
        goto done;
    /* vertices at the same position are one; vertices of no face are dropped */
    order = xmalloc((size_t)md.nv * sizeof *order);
    same = xmalloc((size_t)md.nv * sizeof *same);
    id = xmalloc((size_t)md.nv * sizeof *id);
    for (int v = 0; v < md.nv; v++)
        order[v] = v, same[v] = v, id[v] = -1;
    sorted_xyz = md.xyz; /* (a total order: the same in every C library's qsort) */
    qsort(order, (size_t)md.nv, sizeof *order, by_position);
    for (int k = 1; k < md.nv; k++)
        if (memcmp(&md.xyz[3 * order[k]], &md.xyz[3 * order[k - 1]], 3 * sizeof *md.xyz) == 0)
            same[order[k]] = same[order[k - 1]];
    g->nb_vertices = 0;
    for (int c = 0; c < md.nc; c++) {
        int v = same[md.corner[c]];
        if (id[v] < 0)
            id[v] = g->nb_vertices++;
    }
    int n = g->nb_vertices;
    g->xyz = xmalloc((size_t)n * 3 * sizeof *g->xyz);
    for (int v = 0; v < md.nv; v++)
        if (same[v] == v && id[v] >= 0)
            for (int k = 0; k < 3; k++)
                g->xyz[3 * id[v] + k] = (float)md.xyz[3 * v + k];
    lists = xcalloc((size_t)n, sizeof *lists);
    deg = xcalloc((size_t)n, sizeof *deg);
    cap = xcalloc((size_t)n, sizeof *cap);
    g->nb_adj = 0;
    edge_set_init(&seen, 2 * (size_t)md.nc);
    for (int f = 0; f < md.nf; f++) {
        int a0 = md.face_first[f], len = md.face_first[f + 1] - a0;
        for (int k = 0; k < len; k++) {
            int a = id[same[md.corner[a0 + k]]], b = id[same[md.corner[a0 + (k + 1) % len]]];
            if (a == b) {
                s->tok_line = md.face_line[f];
                status = scan_error(s, "a face with the same vertex twice");
                goto done;
            }
            add_edge(g, &seen, lists, deg, cap, a, b);
            add_edge(g, &seen, lists, deg, cap, b, a);
        }
    }
    g->first = xmalloc((size_t)(n + 1) * sizeof *g->first);
    g->adj = xmalloc((size_t)(g->nb_adj > 0 ? g->nb_adj : 1) * sizeof *g->adj);
    for (int v = 0, at = 0; v < n; v++) {
        g->first[v] = at;
        memcpy(&g->adj[at], lists[v], (size_t)deg[v] * sizeof *g->adj);
        at += deg[v];
        g->first[v + 1] = at;
    }
    int *dist = xmalloc((size_t)n * sizeof *dist), zero = 0, parts = 0;
    tr_distances(g, &zero, 1, dist);
    for (int v = 0; v < n; v++)
        parts += dist[v] < 0;
    free(dist);
    if (parts) {
        status = scan_error(s, "the model is not one connected mesh: %d of its %d vertices cannot be reached "
                               "from the first", parts, n);
        goto done;
    }
done:
    if (lists)
        for (int v = 0; v < g->nb_vertices; v++)
            free(lists[v]);
    free(lists), free(deg), free(cap), free(order), free(same), free(id), free(seen.slot);
    free(md.xyz), free(md.face_first), free(md.corner), free(md.face_line);
    if (status < 0) {
        free(g->first), free(g->adj), free(g->xyz);
        g->first = g->adj = NULL;
        g->xyz = NULL;
    }
    return status;
}

/* ---- spawns and bonus vertices ------------------------------------------------------ */

struct candidate {
    int v, unfair, near;
};

static int by_merit(const void *a_, const void *b_)
{
    const struct candidate *a = a_, *b = b_;
    if (a->unfair != b->unfair)
        return a->unfair < b->unfair ? -1 : 1;
    if (a->near != b->near)
        return a->near > b->near ? -1 : 1;
    return a->v - b->v;
}

/* A new bonus vertex b: dist[] (the distance to the nearest bonus, capped at 3) is
 * lowered around it. Each vertex is lowered at most three times: linear overall. */
static void near_bonus(const struct tr_graph *g, int b, int *dist, int *queue)
{
    int head = 0, tail = 0;
    dist[b] = 0;
    queue[tail++] = b; /* a vertex enters once: the first distance found from b is its own */
    while (head < tail) {
        int v = queue[head++];
        if (dist[v] + 1 >= 3)
            continue;
        for (int k = g->first[v]; k < g->first[v + 1]; k++)
            if (dist[g->adj[k]] > dist[v] + 1) {
                dist[g->adj[k]] = dist[v] + 1;
                queue[tail++] = g->adj[k];
            }
    }
}

int tr_place(struct tr_graph *g, int nb_players, int nb_spawns, int nb_bonus)
{
    int n = g->nb_vertices;
    if (nb_spawns + nb_bonus > n)
        return error("a graph of %d vertices is too small for %d spawn and %d bonus vertices", n, nb_spawns, nb_bonus);
    g->spawn = xmalloc((size_t)nb_spawns * sizeof *g->spawn);
    g->bonus = xmalloc((size_t)(nb_bonus > 0 ? nb_bonus : 1) * sizeof *g->bonus);
    int *near = xmalloc((size_t)n * sizeof *near), *d = xmalloc((size_t)n * sizeof *d);
    /* farthest-point order, from vertex 0 */
    g->spawn[0] = 0;
    tr_distances(g, g->spawn, 1, near);
    for (int k = 1; k < nb_spawns; k++) {
        int best = -1;
        for (int v = 0; v < n; v++)
            if (near[v] > 0 && (best < 0 || near[v] > near[best]))
                best = v;
        g->spawn[k] = best;
        tr_distances(g, &g->spawn[k], 1, d);
        for (int v = 0; v < n; v++)
            if (d[v] < near[v])
                near[v] = d[v];
    }
    g->nb_spawns = nb_spawns;
    /* bonus vertices: the least unfair (spread of the players' distances), then the
     * farthest from the spawns, at least 3 edges from each other when possible */
    int *per = xmalloc((size_t)n * nb_players * sizeof *per);
    for (int p = 0; p < nb_players; p++) {
        int src[TR_MAX_BIKES], m = 0;
        for (int k = p; k < nb_spawns; k += nb_players)
            src[m++] = g->spawn[k];
        tr_distances(g, src, m, d);
        for (int v = 0; v < n; v++)
            per[v * nb_players + p] = d[v];
    }
    /* candidates, best first: the least unfair, then the farthest from the spawns, then
     * the lowest number; each pass takes them in this order */
    struct candidate *cand = xmalloc((size_t)n * sizeof *cand);
    for (int v = 0; v < n; v++) {
        int lo = per[v * nb_players], hi = lo;
        for (int p = 1; p < nb_players; p++) {
            int x = per[v * nb_players + p];
            lo = x < lo ? x : lo, hi = x > hi ? x : hi;
        }
        cand[v] = (struct candidate){v, hi - lo, near[v]};
    }
    qsort(cand, (size_t)n, sizeof *cand, by_merit);
    int *taken = xcalloc((size_t)n, sizeof *taken), *queue = xmalloc((size_t)n * sizeof *queue);
    int *to_bonus = d; /* the distance to a bonus, capped at 3 */
    for (int k = 0; k < nb_spawns; k++)
        taken[g->spawn[k]] = 1;
    for (int v = 0; v < n; v++)
        to_bonus[v] = 3;
    g->nb_bonus = 0;
    for (int spacing = 3; g->nb_bonus < nb_bonus && spacing >= 0; spacing--)
        for (int k = 0; k < n && g->nb_bonus < nb_bonus; k++) {
            int v = cand[k].v;
            if (taken[v] || to_bonus[v] < spacing)
                continue;
            taken[v] = 1;
            g->bonus[g->nb_bonus++] = v;
            near_bonus(g, v, to_bonus, queue);
        }
    free(cand), free(queue);
    free(near), free(d), free(per), free(taken);
    return 0;
}
