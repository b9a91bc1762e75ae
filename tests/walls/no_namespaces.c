/* no_namespaces.c — runs a command where no namespace can be made, as in a container
 * whose seccomp profile forbids them (Docker's default does): clone() with a namespace
 * flag, clone3() and unshare() fail with EPERM. tests/walls.sh runs judge mode in it. */
#define _GNU_SOURCE
#include <errno.h>
#include <sched.h>
#include <seccomp.h>
#include <stdio.h>
#include <unistd.h>

int main(int argc, char **argv)
{
    if (argc < 2) {
        fprintf(stderr, "usage: %s CMD ARGS...\n", argv[0]);
        return 2;
    }
    static const unsigned long flags[] = {CLONE_NEWUSER, CLONE_NEWNS,  CLONE_NEWPID,   CLONE_NEWNET,
                                          CLONE_NEWIPC,  CLONE_NEWUTS, CLONE_NEWCGROUP};
    scmp_filter_ctx f = seccomp_init(SCMP_ACT_ALLOW);
    int rc = f ? 0 : -1;
    for (size_t k = 0; k < sizeof flags / sizeof flags[0] && rc == 0; k++)
        rc |= seccomp_rule_add(f, SCMP_ACT_ERRNO(EPERM), SCMP_SYS(clone), 1, SCMP_A0(SCMP_CMP_MASKED_EQ, flags[k], flags[k]));
    rc |= seccomp_rule_add(f, SCMP_ACT_ERRNO(ENOSYS), SCMP_SYS(clone3), 0);
    rc |= seccomp_rule_add(f, SCMP_ACT_ERRNO(EPERM), SCMP_SYS(unshare), 0);
    if (rc != 0 || seccomp_load(f) != 0) {
        fprintf(stderr, "error: cannot load the filter\n");
        return 1;
    }
    execvp(argv[1], argv + 1);
    perror(argv[1]);
    return 127;
}
