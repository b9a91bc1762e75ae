/* view.c — the layout of a turn block, which both sides compute from the view's counts. */
#include "turn.h"

size_t tr_turn_size(int nb_vertices, int nb_adj, int nb_bonus, int nb_bikes)
{
    return sizeof(struct tron) + (size_t)nb_bikes * sizeof(struct tr_bike) +
           (size_t)nb_vertices * sizeof(struct tr_vertex) +
           ((size_t)nb_vertices + 1 + (size_t)nb_adj + (size_t)nb_bonus) * sizeof(int);
}

void tr_view_parts(const struct tron *t, struct tr_parts *p)
{
    char *at = (char *)t + sizeof *t;
    p->bike = (struct tr_bike *)at;
    at += (size_t)t->in.nb_bikes * sizeof *p->bike;
    p->vertex = (struct tr_vertex *)at;
    at += (size_t)t->in.nb_vertices * sizeof *p->vertex;
    p->first = (int *)at;
    p->adj = p->first + t->in.nb_vertices + 1;
    p->bonus = p->adj + t->in.nb_adj;
}
