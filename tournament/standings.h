/* standings.h — a tournament's results from its stored matches: per player mean score
 * and place with 95% confidence intervals, win rate, Weng–Lin rating, faults, head to
 * head, and the Jutge qualification "beats the Dummy". */
#ifndef ARENA_STANDINGS_H
#define ARENA_STANDINGS_H

#include <sqlite3.h>

#include "rating.h"
#include "tournament.h"

struct history_point {
    long match;   /* how many matches of the tournament were counted */
    double ordinal;
};

struct standing {
    char *name, *given, *rejected;
    long matches;
    double score_mean, score_ci;   /* 95%: mean +- ci */
    double place_mean, place_ci;   /* 1 is first */
    double wins;                   /* matches won; a shared first place counts its share */
    long faults;                   /* matches in which it was frozen */
    char *fault_reason;            /* the most recent reason, or NULL */
    double cpu_mean, cpu_max;
    struct rating rating;
    int *scores;                   /* every score, for distributions */
    struct history_point *history;
    long history_len;
    int rank;                      /* 1..n among the players that played; 0 for none */
};

struct played {
    long idx;
    long long played_at;           /* Unix seconds (0: not recorded) */
    int board;                     /* index into boards */
    long long seed;
    char *replay;                  /* NULL if not kept */
    int nb_seats;
    int player[T_MAX_SEATS];       /* index into players */
    int score[T_MAX_SEATS];
    int place[T_MAX_SEATS];
    char fault[T_MAX_SEATS][16];
};

struct standings {
    long long tournament;
    char *game;
    char **boards;
    int nb_boards;
    int n;                         /* players, in rank order after standings_load() */
    struct standing *p;
    double *beats;                 /* beats[a * n + b]: share of meetings a finished ahead of b */
    long *meetings;                /* meetings[a * n + b] */
    int dummy;                     /* index of the player named Dummy, -1 if none */
    struct played *matches;
    long nb_matches;
    long failures;                 /* attempts that failed (replayed on resume) */
};

/* Reads tournament `id` from the database and computes everything. 0 or -1. */
int standings_load(sqlite3 *db, long long id, struct standings *s);
/* The same over the matches recorded before `until` (Unix seconds; 0: all): a course's
 * standings frozen at that time. */
int standings_load_until(sqlite3 *db, long long id, long long until, struct standings *s);
void standings_release(struct standings *s);

/* Player a against the Dummy: "yes" (ahead of it in more than half the meetings, 95%
 * sure), "no" (in fewer than half, 95% sure), "unsure", or "-" (no Dummy or a is it). */
const char *standings_vs_dummy(const struct standings *s, int a);

/* Wilson's 95% interval of a share of n trials. */
void wilson_interval(double share, long n, double *lo, double *hi);

#endif
