/* view.c — what the player side (api.c) and the rules both use: directions and moves. */
#include "rules.h"

const int mm_di[MM_NB_DIRS] = {1, 1, 0, -1, -1, -1, 0, 1, 0};
const int mm_dj[MM_NB_DIRS] = {0, 1, 1, 1, 0, -1, -1, -1, 0};
const char mm_dir_char[MM_NB_DIRS] = {'b', 'w', 'r', 'x', 't', 'y', 'l', 'z', 'n'};

int mm_can_move(const struct mm_view *v, int id)
{
    const struct mm_unit *u = &v->units[id];
    if (u->player == v->round % MM_PLAYERS)
        return 1;
    return u->type == MM_CAR && u->food > 0 && v->type[mm_at(v, u->i, u->j)] == MM_ROAD;
}
