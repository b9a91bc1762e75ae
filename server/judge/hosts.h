/* hosts.h — where the workers play (hosts.c). */
#ifndef ARENA_SERVER_JUDGE_HOSTS_H
#define ARENA_SERVER_JUDGE_HOSTS_H

/* The hosts of an --sshloginfile, a worker each, into hosts[] (malloc'd strings, at most
 * max): a line "N/login" is N workers playing on login, ":" this machine (through GNU
 * parallel too), "#" a comment. Their number, or -1 (said). */
int judge_hosts(const char *file, char **hosts, int max);

/* Where matches are played (an sshlogin, or the --launcher's command) and how it goes. */
enum { NODES_MAX = 64, NODE_BACKOFF_FIRST = 2, NODE_BACKOFF_MAX = 60 };
struct node_state {
    char name[128];
    long played, lost;   /* matches played there, matches lost with it */
    int failures;        /* lost in a row */
    double down_since;   /* 0: up */
    double retry_at;     /* no match before (wall-clock seconds) */
    char why[200];       /* the last loss */
    double last_sign;    /* a match of it began or ended then (task_now()) */
    int playing;         /* matches begun there and not ended */
};

/* The node of that name (added on first use): its index, or -1 past NODES_MAX. */
int node_add(const char *name);

/* Its name (as long as the server runs), or NULL for -1 (this machine). */
const char *node_name(int node);

/* A match played there: the node is up (again). */
void node_played(int node);

/* A match lost there (no record came back): the node is down, its back-off doubles from
 * NODE_BACKOFF_FIRST to NODE_BACKOFF_MAX seconds; then a worker tries it with a match. */
void node_lost(int node, const char *why);

/* A match of the node began there (began 1), or one that had begun ended (began 0). */
void node_match(int node, int began);

/* Since when the node has shown no sign of life (task_now()'s clock): no match of it
 * playing, none begun or ended since then (0: never one). -1 while one plays. */
double node_quiet_since(int node);

/* Seconds until the node may take a match (0: now). */
double node_wait(int node);

/* A copy of the nodes' state (at most max); how many. */
int node_states(struct node_state *out, int max);

#endif
