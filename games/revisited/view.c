/* view.c — what the player side (api.c) and the rules both use: directions, the cells a
 * move passes, the window, copying a view. */
#include <stddef.h>
#include <string.h>

#include "rules.h"

const signed char rv_dir_di[RV_NB_DIRS] = {-1, 0, 1, -1, 0, 1, -1, 0, 1};
const signed char rv_dir_dj[RV_NB_DIRS] = {1, 1, 1, 0, 0, 0, 2, 2, 2};

/* The reference's dir2all: a diagonal step passes the two cells beside it first; a jump
 * of two columns passes the cell in between; a fast diagonal passes every cell of its
 * 2x3 rectangle but the start, in this order. SLOW passes nothing. */
const struct rv_path rv_paths[RV_NB_DIRS] = {
    [RV_UP] = {3, {0, -1, -1}, {1, 0, 1}},
    [RV_DEFAULT] = {1, {0}, {1}},
    [RV_DOWN] = {3, {0, 1, 1}, {1, 0, 1}},
    [RV_SLOW_UP] = {1, {-1}, {0}},
    [RV_SLOW] = {0, {0}, {0}},
    [RV_SLOW_DOWN] = {1, {1}, {0}},
    [RV_FAST_UP] = {5, {0, -1, -1, 0, -1}, {1, 0, 1, 2, 2}},
    [RV_FAST] = {2, {0, 0}, {1, 2}},
    [RV_FAST_DOWN] = {5, {0, 1, 1, 0, 1}, {1, 0, 1, 2, 2}},
};

int rv_within_window(const struct rv_settings *s, int i, int j, int r)
{
    if (i < 0 || i >= s->rows)
        return 0;
    return rv_wrap(s, (int)(((long long)j - r) % s->cols)) < s->window;
}

void rv_view_copy(struct rv_view *dst, const struct rv_view *src)
{
    memcpy(dst, src, offsetof(struct rv_view, car));
    memcpy(dst->car, src->car, (size_t)src->nb_cars * sizeof src->car[0]);
    memcpy(dst->missile, src->missile, (size_t)src->nb_missiles * sizeof src->missile[0]);
    memcpy(dst->type, src->type, (size_t)src->set.rows * (size_t)src->set.cols);
}

int rv_find_missile(const struct rv_view *v, int mid)
{
    int lo = 0, hi = v->nb_missiles - 1;
    while (lo <= hi) {
        int mid_index = lo + (hi - lo) / 2, m = v->missile[mid_index].mid;
        if (m == mid)
            return mid_index;
        if (m < mid)
            lo = mid_index + 1;
        else
            hi = mid_index - 1;
    }
    return -1;
}
