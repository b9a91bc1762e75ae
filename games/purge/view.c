/* view.c — what the player side (api.c) and the rules share: directions, lookups. */
#include "rules.h"

const int pu_di[PU_NB_DIRS] = {1, 0, -1, 0};
const int pu_dj[PU_NB_DIRS] = {0, 1, 0, -1};

int pu_find(const struct pu_view *v, int id)
{
    int lo = 0, hi = v->nb_citizens - 1;
    while (lo <= hi) {
        int mid = (lo + hi) / 2;
        if (v->citizen[mid].id == id)
            return mid;
        if (v->citizen[mid].id < id)
            lo = mid + 1;
        else
            hi = mid - 1;
    }
    return -1;
}

int pu_weapon_attack(const struct pu_view *v, int weapon)
{
    switch (weapon) {
    case PU_HAMMER: return v->set[PU_HAMMER_STRENGTH_ATTACK];
    case PU_GUN: return v->set[PU_GUN_STRENGTH_ATTACK];
    case PU_BAZOOKA: return v->set[PU_BAZOOKA_STRENGTH_ATTACK];
    case PU_NO_WEAPON: return v->set[PU_BUILDER_STRENGTH_ATTACK];
    default: return -1;
    }
}

int pu_weapon_demolish(const struct pu_view *v, int weapon)
{
    switch (weapon) {
    case PU_HAMMER: return v->set[PU_HAMMER_STRENGTH_DEMOLISH];
    case PU_GUN: return v->set[PU_GUN_STRENGTH_DEMOLISH];
    case PU_BAZOOKA: return v->set[PU_BAZOOKA_STRENGTH_DEMOLISH];
    case PU_NO_WEAPON: return v->set[PU_BUILDER_STRENGTH_DEMOLISH];
    default: return -1;
    }
}

int pu_ini_life(const struct pu_view *v, int type)
{
    return type == PU_BUILDER ? v->set[PU_BUILDER_INI_LIFE] : v->set[PU_WARRIOR_INI_LIFE];
}

int pu_is_empty(const struct pu_cell *c)
{
    return c->type == PU_STREET && c->bonus == PU_NO_BONUS && c->weapon == PU_NO_WEAPON &&
           c->resistance == -1 && c->b_owner == -1 && c->id == -1;
}
