/* tries.c — every try of a match, for the teacher (tries.h). */
#include "judge/tries.h"

#include <string.h>

#include "store/store.h"
#include "task.h"

const char *tries_outcome(const struct outcome *o)
{
    if (o->played)
        return "played";
    if (o->lost)
        return "node lost";
    if (o->not_judged)
        return "machine too busy";
    if (strstr(o->error, TASK_KILLED))
        return "process killed";
    if (strstr(o->error, TASK_HOST_FILES))
        return "host without the files";
    return "failed";
}

int tries_note(long long job, double started, const char *node, const struct outcome *o)
{
    /* the host the record names (where the node's batch system put it), else the node */
    const char *host = o->played && o->host[0] ? o->host : node ? node : "";
    return store_run(
        "INSERT INTO tries(job, started, finished, node, host, outcome, error) VALUES(?,?,?,?,?,?,?)",
        "iddtttt", job, started, store_now(), node ? node : "this machine", host, tries_outcome(o),
        o->played ? "" : o->error);
}
