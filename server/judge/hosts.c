/* hosts.c — the workers' hosts from GNU parallel's --sshloginfile. */
#define _GNU_SOURCE
#include "judge/hosts.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "alloc.h"
#include "error.h"

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
