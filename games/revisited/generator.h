/* generator.h — arena's own Mad Max Revisited boards, made from a seed.
 *
 * The same seed and style always give the same board: the size, the window and the
 * bonus counts are drawn within the rule book's ranges, tyres are laid out in the
 * style's pattern, every car starts in column 0 with 5 missiles and initial_gas(), the
 * first columns clear of tyres, and about half the bonuses are on the map (the rules
 * refill the rest after the first round). */
#ifndef REVISITED_GENERATOR_H
#define REVISITED_GENERATOR_H

#include "rules.h"

enum rv_style {
    RV_STYLE_SCATTER,  /* single tyres, at random */
    RV_STYLE_CLUSTERS, /* rings of tyres around bonus hoards */
    RV_STYLE_WALLS,    /* columns of tyres with gaps to drive through */
    RV_STYLE_LANES,    /* broken horizontal lines of tyres */
    RV_NB_STYLES,
};

/* The style named `name` ("scatter", ...), or -1. */
int rv_style_named(const char *name);
const char *rv_style_name(enum rv_style style);

void rv_board_generate(long long seed, enum rv_style style, struct rv_view *v);

#endif
