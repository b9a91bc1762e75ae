/* view.c — queries on a view that the player side (api.c) and the rules both use. */
#include "rules.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

const int ap_ori_di[4] = {1, 0, -1, 0};
const int ap_ori_dj[4] = {0, 1, 0, -1};

void ap_view_index(struct ap_view *v)
{
    memset(v->soldier_at, 0, sizeof v->soldier_at);
    for (int s = 0; s < v->nb_soldiers; s++)
        v->soldier_at[ap_at(v->soldier[s].i, v->soldier[s].j)] = (unsigned char)(s + 1);
}

int ap_next_fire(const struct ap_view *v, int from)
{
    int c = from;
    while (c < AP_CELLS && (c & 7))
        if (v->fire[c++])
            return c - 1;
    for (; c + 8 <= AP_CELLS; c += 8) { /* most cells never burn: skip 8 at a time */
        uint64_t word;
        memcpy(&word, v->fire + c, sizeof word);
        if (word)
            break;
    }
    for (; c < AP_CELLS; c++)
        if (v->fire[c])
            return c;
    return AP_CELLS;
}

int ap_find_soldier(const struct ap_view *v, int id)
{
    int lo = 0, hi = v->nb_soldiers - 1;
    while (lo <= hi) {
        int mid = (lo + hi) / 2;
        if (v->soldier[mid].id == id)
            return mid;
        if (v->soldier[mid].id < id)
            lo = mid + 1;
        else
            hi = mid - 1;
    }
    return -1;
}

int ap_find_heli(const struct ap_view *v, int id)
{
    for (int h = 0; h < AP_HELIS; h++)
        if (v->heli[h].id == id)
            return h;
    return -1;
}

int ap_find_post(const struct ap_view *v, int i, int j)
{
    for (int k = 0; k < AP_POSTS; k++)
        if (v->post[k].i == i && v->post[k].j == j)
            return k;
    return -1;
}

int ap_heli_covers(const struct ap_heli *h, int i, int j)
{
    return abs(i - h->i) <= AP_REACH && abs(j - h->j) <= AP_REACH;
}

int ap_jump_heli(const struct ap_view *v, int player, int i, int j)
{
    for (int k = 0; k < AP_HELIS_PER_PLAYER; k++) {
        int h = v->heli_of[player][k];
        if (ap_heli_covers(&v->heli[h], i, j))
            return h;
    }
    return -1;
}

int ap_jumps_under(const struct ap_orders *o, int n, const struct ap_heli *h)
{
    int c = 0;
    for (int k = 0; k < n; k++)
        c += ap_heli_covers(h, o->jump[k].i, o->jump[k].j);
    return c;
}
