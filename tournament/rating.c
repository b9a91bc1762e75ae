/* rating.c — Weng & Lin, "A Bayesian Approximation Method for Online Ranking" (JMLR
 * 2011), algorithm 4 (Plackett–Luce), with one-player teams, OpenSkill's defaults
 * (beta = sigma0 / 2, gamma = sigma / c, kappa = 1e-4) and its additive dynamics tau. */
#include "rating.h"

#include <math.h>

#define RATING_MU 25.0
#define RATING_SIGMA (25.0 / 3)
#define RATING_BETA (RATING_SIGMA / 2)
#define RATING_KAPPA 1e-4
#define RATING_TAU (25.0 / 300) /* skill drifts a little between matches: sigma never collapses */

struct rating rating_initial(void)
{
    return (struct rating){RATING_MU, RATING_SIGMA};
}

double rating_ordinal(struct rating r)
{
    return r.mu - 3 * r.sigma;
}

void rating_update(struct rating r[], const int place[], int n)
{
    double var[64], strength[64];
    if (n < 2 || n > 64)
        return;
    double c2 = 0;
    for (int i = 0; i < n; i++) {
        var[i] = r[i].sigma * r[i].sigma + RATING_TAU * RATING_TAU;
        c2 += var[i] + RATING_BETA * RATING_BETA;
    }
    double c = sqrt(c2);
    for (int i = 0; i < n; i++)
        strength[i] = exp(r[i].mu / c);
    double sum_q[64];
    int ties[64];
    for (int q = 0; q < n; q++) { /* over everyone placed at or behind q, and q's ties */
        sum_q[q] = 0;
        ties[q] = 0;
        for (int s = 0; s < n; s++) {
            if (place[s] >= place[q])
                sum_q[q] += strength[s];
            if (place[s] == place[q])
                ties[q]++;
        }
    }
    struct rating next[64];
    for (int i = 0; i < n; i++) {
        double omega = 0, delta = 0;
        for (int q = 0; q < n; q++) {
            if (place[q] > place[i])
                continue;
            double p = strength[i] / sum_q[q];
            omega += ((q == i ? 1 : 0) - p) / ties[q];
            delta += p * (1 - p) / ties[q];
        }
        double gamma = sqrt(var[i]) / c;
        double mu = r[i].mu + var[i] / c * omega;
        double shrink = 1 - gamma * var[i] / c2 * delta;
        next[i] = (struct rating){mu, sqrt(var[i] * (shrink > RATING_KAPPA ? shrink : RATING_KAPPA))};
    }
    for (int i = 0; i < n; i++)
        r[i] = next[i];
}
