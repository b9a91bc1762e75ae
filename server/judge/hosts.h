/* hosts.h — where the workers play (hosts.c). */
#ifndef ARENA_SERVER_JUDGE_HOSTS_H
#define ARENA_SERVER_JUDGE_HOSTS_H

/* The hosts of an --sshloginfile, a worker each, into hosts[] (malloc'd strings, at most
 * max): a line "N/login" is N workers playing on login, ":" this machine (through GNU
 * parallel too), "#" a comment. Their number, or -1 (said). */
int judge_hosts(const char *file, char **hosts, int max);

#endif
