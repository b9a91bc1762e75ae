/* rating.h — the Weng–Lin Bayesian rating (Plackett–Luce model, as OpenSkill): a
 * Gaussian skill per player, updated by the finishing order of each free-for-all match. */
#ifndef ARENA_RATING_H
#define ARENA_RATING_H

struct rating {
    double mu, sigma;
};

/* A new player's rating: mu 25, sigma 25/3. */
struct rating rating_initial(void);

/* What is shown and sorted on: mu - 3 sigma, a conservative estimate of skill. */
double rating_ordinal(struct rating r);

/* Updates n players' ratings from one match; place[i] is player i's finishing place, 1
 * the best, equal places for ties. The same player may hold several seats: give each
 * seat its own copy of the rating and add up the changes. */
void rating_update(struct rating r[], const int place[], int n);

#endif
