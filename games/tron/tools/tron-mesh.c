/* tron-mesh.c — bin/tron-mesh: writes the OBJ models arena's Tron boards are made from.
 *
 *     tron-mesh icosphere N | cube N | grid W H | torus U V  [-o FILE]
 *
 * icosphere: an icosahedron subdivided N times (each edge cut in 2^N), on the unit sphere;
 * cube: a cube whose faces are N x N quads; grid: a flat W x H grid of quads; torus: U x V
 * quads around a ring. Single meshes of triangles or quads, shared vertices, as the rule
 * book asks map makers for. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "alloc.h"
#include "args.h"
#include "error.h"
#include "out.h"

struct mesh {
    int nv, nf, cap_v, cap_f;
    double *v;  /* 3 a vertex */
    int *f;     /* 4 a face, f[3] = -1 for a triangle */
};

static int add_vertex(struct mesh *m, double x, double y, double z)
{
    if (m->nv == m->cap_v)
        m->v = xrealloc(m->v, (size_t)(m->cap_v = m->cap_v * 2 + 64) * 3 * sizeof *m->v);
    m->v[3 * m->nv] = x, m->v[3 * m->nv + 1] = y, m->v[3 * m->nv + 2] = z;
    return m->nv++;
}

static void add_face(struct mesh *m, int a, int b, int c, int d)
{
    if (m->nf == m->cap_f)
        m->f = xrealloc(m->f, (size_t)(m->cap_f = m->cap_f * 2 + 64) * 4 * sizeof *m->f);
    int *f = &m->f[4 * m->nf++];
    f[0] = a, f[1] = b, f[2] = c, f[3] = d;
}

/* ---- icosphere ---------------------------------------------------------------------- */

/* The midpoint of edge (a, b), made once (a small open-addressing table of edges). */
struct midpoints {
    int cap;
    long long *key;
    int *value;
};

static int midpoint(struct mesh *m, struct midpoints *t, int a, int b)
{
    long long key = a < b ? (long long)a * 1000003 + b : (long long)b * 1000003 + a;
    unsigned long long h = (unsigned long long)key * 0x9E3779B97F4A7C15ULL;
    for (int k = (int)(h % (unsigned)t->cap);; k = (k + 1) % t->cap) {
        if (t->key[k] == key)
            return t->value[k];
        if (t->key[k] < 0) {
            double x = (m->v[3 * a] + m->v[3 * b]) / 2, y = (m->v[3 * a + 1] + m->v[3 * b + 1]) / 2,
                   z = (m->v[3 * a + 2] + m->v[3 * b + 2]) / 2, r = sqrt(x * x + y * y + z * z);
            t->key[k] = key;
            return t->value[k] = add_vertex(m, x / r, y / r, z / r);
        }
    }
}

static void icosphere(struct mesh *m, int n)
{
    double p = (1 + sqrt(5)) / 2, r = sqrt(1 + p * p);
    /* the classic coordinates: (±1, ±p, 0), (0, ±1, ±p), (±p, 0, ±1), on the unit sphere */
    static const double c[12][3] = {{-1, 1, 0}, {1, 1, 0}, {-1, -1, 0}, {1, -1, 0}, {0, -1, 1}, {0, 1, 1},
                                    {0, -1, -1}, {0, 1, -1}, {1, 0, -1}, {1, 0, 1}, {-1, 0, -1}, {-1, 0, 1}};
    for (int k = 0; k < 12; k++) {
        double x = c[k][0], y = c[k][1], z = c[k][2];
        if (k < 4)
            y *= p;
        else if (k < 8)
            z *= p;
        else
            x *= p;
        add_vertex(m, x / r, y / r, z / r);
    }
    static const int faces[20][3] = {{0, 11, 5}, {0, 5, 1},  {0, 1, 7},   {0, 7, 10}, {0, 10, 11},
                                     {1, 5, 9},  {5, 11, 4}, {11, 10, 2}, {10, 7, 6}, {7, 1, 8},
                                     {3, 9, 4},  {3, 4, 2},  {3, 2, 6},   {3, 6, 8},  {3, 8, 9},
                                     {4, 9, 5},  {2, 4, 11}, {6, 2, 10},  {8, 6, 7},  {9, 8, 1}};
    for (int k = 0; k < 20; k++)
        add_face(m, faces[k][0], faces[k][1], faces[k][2], -1);
    for (int level = 0; level < n; level++) {
        struct midpoints t = {m->nf * 6 + 16, NULL, NULL};
        t.key = xmalloc((size_t)t.cap * sizeof *t.key);
        t.value = xmalloc((size_t)t.cap * sizeof *t.value);
        memset(t.key, 0xff, (size_t)t.cap * sizeof *t.key);
        int old = m->nf, *f = xmalloc((size_t)old * 4 * sizeof *f);
        memcpy(f, m->f, (size_t)old * 4 * sizeof *f);
        m->nf = 0;
        for (int k = 0; k < old; k++) {
            int a = f[4 * k], b = f[4 * k + 1], c2 = f[4 * k + 2];
            int ab = midpoint(m, &t, a, b), bc = midpoint(m, &t, b, c2), ca = midpoint(m, &t, c2, a);
            add_face(m, a, ab, ca, -1);
            add_face(m, b, bc, ab, -1);
            add_face(m, c2, ca, bc, -1);
            add_face(m, ab, bc, ca, -1);
        }
        free(f);
        free(t.key);
        free(t.value);
    }
}

/* ---- grids: cube faces, plane, torus ------------------------------------------------ */

/* A vertex at (x, y, z), the same one for the same point (cube edges are shared). */
static int vertex_at(struct mesh *m, double x, double y, double z)
{
    for (int k = 0; k < m->nv; k++)
        if (fabs(m->v[3 * k] - x) < 1e-9 && fabs(m->v[3 * k + 1] - y) < 1e-9 && fabs(m->v[3 * k + 2] - z) < 1e-9)
            return k;
    return add_vertex(m, x, y, z);
}

static void cube(struct mesh *m, int n)
{
    /* each face: a fixed axis at ±1 and two running axes from -1 to 1 */
    for (int axis = 0; axis < 3; axis++)
        for (int side = -1; side <= 1; side += 2)
            for (int a = 0; a < n; a++)
                for (int b = 0; b < n; b++) {
                    int id[4];
                    for (int k = 0; k < 4; k++) {
                        double u = -1 + 2.0 * (a + (k == 1 || k == 2)) / n, w = -1 + 2.0 * (b + (k >= 2)) / n;
                        double p[3];
                        p[axis] = side, p[(axis + 1) % 3] = u, p[(axis + 2) % 3] = w;
                        id[k] = vertex_at(m, p[0], p[1], p[2]);
                    }
                    add_face(m, id[0], id[1], id[2], id[3]);
                }
}

static void grid(struct mesh *m, int w, int h)
{
    for (int i = 0; i <= h; i++)
        for (int j = 0; j <= w; j++)
            add_vertex(m, -1 + 2.0 * j / w, -1 + 2.0 * i / h, 0);
    for (int i = 0; i < h; i++)
        for (int j = 0; j < w; j++) {
            int a = i * (w + 1) + j;
            add_face(m, a, a + 1, a + w + 2, a + w + 1);
        }
}

static void torus(struct mesh *m, int u, int v)
{
    const double big = 1, small = 0.4, pi = 3.14159265358979323846;
    for (int i = 0; i < u; i++)
        for (int j = 0; j < v; j++) {
            double a = 2 * pi * i / u, b = 2 * pi * j / v;
            add_vertex(m, (big + small * cos(b)) * cos(a), (big + small * cos(b)) * sin(a), small * sin(b));
        }
    for (int i = 0; i < u; i++)
        for (int j = 0; j < v; j++)
            add_face(m, i * v + j, ((i + 1) % u) * v + j, ((i + 1) % u) * v + (j + 1) % v, i * v + (j + 1) % v);
}

/* ---- main --------------------------------------------------------------------------- */

static int size_arg(const char *text, int lo, int hi, int *out)
{
    long long v;
    if (parse_int_arg("size", text, lo, hi, &v) < 0)
        return -1;
    *out = (int)v;
    return 0;
}

int main(int argc, char **argv)
{
    const char *output = NULL;
    char *args[4];
    int nargs = 0;
    for (int k = 1; k < argc; k++) {
        if (strcmp(argv[k], "-o") == 0 && k + 1 < argc)
            output = argv[++k];
        else if (strcmp(argv[k], "-h") == 0 || strcmp(argv[k], "--help") == 0) {
            printf("Usage: %s icosphere N | cube N | grid W H | torus U V [-o FILE]\n"
                   "Writes an OBJ model (a single mesh of triangles or quads) for tron-board.\n",
                   argv[0]);
            return 0;
        } else if (nargs < 4)
            args[nargs++] = argv[k];
    }
    struct mesh m = {0};
    int a = 0, b = 0, two = nargs == 3;
    const char *kind = nargs >= 2 ? args[0] : "";
    int known = (nargs == 2 && (!strcmp(kind, "icosphere") || !strcmp(kind, "cube"))) ||
                (two && (!strcmp(kind, "grid") || !strcmp(kind, "torus")));
    if (!known) {
        error("expected: icosphere N | cube N | grid W H | torus U V (see %s --help)", argv[0]);
        return 2;
    }
    int lo = !strcmp(kind, "icosphere") ? 0 : !strcmp(kind, "torus") ? 3 : 1;
    int hi = !strcmp(kind, "icosphere") ? 5 : !strcmp(kind, "cube") ? 40 : 200;
    if (size_arg(args[1], lo, hi, &a) < 0 || (two && size_arg(args[2], lo, hi, &b) < 0))
        return 2;
    if (!strcmp(kind, "icosphere"))
        icosphere(&m, a);
    else if (!strcmp(kind, "cube"))
        cube(&m, a);
    else if (!strcmp(kind, "grid"))
        grid(&m, a, b);
    else
        torus(&m, a, b);
    struct out o;
    if (out_open(&o, output) < 0)
        return 1;
    out_str(&o, "# arena tron-mesh\no mesh\n");
    for (int k = 0; k < m.nv; k++)
        out_printf(&o, "v %.6f %.6f %.6f\n", m.v[3 * k], m.v[3 * k + 1], m.v[3 * k + 2]);
    for (int k = 0; k < m.nf; k++) {
        const int *f = m.f + 4 * (size_t)k;
        if (f[3] < 0)
            out_printf(&o, "f %d %d %d\n", f[0] + 1, f[1] + 1, f[2] + 1);
        else
            out_printf(&o, "f %d %d %d %d\n", f[0] + 1, f[1] + 1, f[2] + 1, f[3] + 1);
    }
    free(m.v);
    free(m.f);
    return out_commit(&o) < 0 ? 1 : 0;
}
