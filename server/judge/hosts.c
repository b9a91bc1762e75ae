/* hosts.c — the workers' hosts from GNU parallel's --sshloginfile, and the nodes' state:
 * a node lost (no record came back from it) gets no match until its back-off is over,
 * its matches go to the others; the first match it plays again brings it back. */
#define _GNU_SOURCE
#include "judge/hosts.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "alloc.h"
#include "error.h"
#include "store/store.h"
#include "task.h"

int judge_hosts(const char *file, char **hosts, int max)
{
    FILE *f = fopen(file, "r");
    if (!f)
        return error_errno("cannot read %s", file);
    char *line = NULL;
    size_t cap = 0;
    int n = 0, lineno = 0;
    while (getline(&line, &cap, f) > 0) {
        lineno++;
        line[strcspn(line, "\r\n")] = '\0';
        char *login = line + strspn(line, " \t");
        if (!*login || *login == '#')
            continue;
        int slots = 1;
        char *slash = strchr(login, '/');
        if (slash && slash > login && strspn(login, "0123456789") == (size_t)(slash - login)) {
            slots = atoi(login);
            login = slash + 1;
        }
        if (slots < 1 || !*login) {
            fclose(f);
            free(line);
            return error("%s:%d: an sshlogin is [N/]login (or ':' for this machine)", file, lineno);
        }
        for (int k = 0; k < slots && n < max; k++)
            hosts[n++] = xstrdup(login);
    }
    free(line);
    fclose(f);
    return n > 0 ? n : error("%s names no host", file);
}

/* ---- the nodes' state: where matches are played, which are lost, since when ---- */

static struct node_state nodes[NODES_MAX];
static int nb_nodes;
static pthread_mutex_t nodes_lock = PTHREAD_MUTEX_INITIALIZER;

/* A warning line in the log at once (warning() leaves it in the diagnostics' buffer until
 * an error flushes it: a node's state is news while it lasts). stderr is unbuffered and
 * locked by stdio: whole lines from any thread. */
#define note(fmt, ...) fprintf(stderr, "warning: " fmt "\n", __VA_ARGS__)

int node_add(const char *name)
{
    pthread_mutex_lock(&nodes_lock);
    int k = 0;
    while (k < nb_nodes && strcmp(nodes[k].name, name) != 0)
        k++;
    if (k == nb_nodes && nb_nodes < NODES_MAX) {
        memset(&nodes[k], 0, sizeof nodes[k]);
        snprintf(nodes[k].name, sizeof nodes[k].name, "%s", name);
        nb_nodes++;
    }
    pthread_mutex_unlock(&nodes_lock);
    return k < NODES_MAX ? k : -1;
}

const char *node_name(int node)
{
    return node >= 0 && node < NODES_MAX ? nodes[node].name : NULL; /* (set once, never moved) */
}

void node_played(int node)
{
    if (node < 0)
        return;
    pthread_mutex_lock(&nodes_lock);
    struct node_state *n = &nodes[node];
    n->played++;
    if (n->down_since)
        note("node %s is back after %.0f s", n->name, store_now() - n->down_since);
    n->down_since = n->retry_at = 0;
    n->failures = 0;
    pthread_mutex_unlock(&nodes_lock);
}

void node_lost(int node, const char *why)
{
    if (node < 0)
        return;
    pthread_mutex_lock(&nodes_lock);
    struct node_state *n = &nodes[node];
    double now = store_now(), wait = NODE_BACKOFF_FIRST;
    n->lost++;
    for (int k = 0; k < n->failures && wait < NODE_BACKOFF_MAX; k++)
        wait *= 2;
    wait = wait < NODE_BACKOFF_MAX ? wait : NODE_BACKOFF_MAX;
    if (!n->down_since) {
        n->down_since = now;
        note("node %s lost (%s): its matches go to the other nodes, it is tried again in %.0f s", n->name, why, wait);
    }
    n->failures++;
    n->retry_at = now + wait;
    snprintf(n->why, sizeof n->why, "%s", why);
    pthread_mutex_unlock(&nodes_lock);
}

void node_match(int node, int began)
{
    if (node < 0)
        return;
    pthread_mutex_lock(&nodes_lock);
    nodes[node].last_sign = task_now();
    nodes[node].playing += began ? 1 : -1;
    pthread_mutex_unlock(&nodes_lock);
}

double node_quiet_since(int node)
{
    if (node < 0)
        return 0;
    pthread_mutex_lock(&nodes_lock);
    double since = nodes[node].playing > 0 ? -1 : nodes[node].last_sign;
    pthread_mutex_unlock(&nodes_lock);
    return since;
}

double node_wait(int node)
{
    if (node < 0)
        return 0;
    pthread_mutex_lock(&nodes_lock);
    double wait = nodes[node].retry_at - store_now();
    pthread_mutex_unlock(&nodes_lock);
    return wait > 0 ? wait : 0;
}

int node_states(struct node_state *out, int max)
{
    pthread_mutex_lock(&nodes_lock);
    int n = nb_nodes < max ? nb_nodes : max;
    memcpy(out, nodes, (size_t)n * sizeof *out);
    pthread_mutex_unlock(&nodes_lock);
    return n;
}
