/* argon2.c — for bench/login.mjs, with the server's library (libsodium):
 *   argon2 time        the CPU time of one Argon2id hash (median of 15) for each setting
 *                      OWASP's Password Storage Cheat Sheet lists as the same defence,
 *                      and the server's setting with Debian's libargon2 (its reference
 *                      code, which the server used before: the baseline)
 *   argon2 hash T M    the encoded Argon2id hash (T passes, M KiB, p=1) of each line of
 *                      stdin, one a line (a course's hashes of an older setting) */
#define _POSIX_C_SOURCE 200809L
#include <argon2.h>
#include <sodium.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/random.h>
#include <time.h>

static double cpu_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return (double)ts.tv_sec + ts.tv_nsec / 1e9;
}

static int by_value(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

int main(int argc, char **argv)
{
    char out[128];
    unsigned char salt[16];
    if (getrandom(salt, sizeof salt, 0) != (ssize_t)sizeof salt)
        return 1;
    if (sodium_init() < 0)
        return 1;
    if (argc == 2 && strcmp(argv[1], "time") == 0) {
        static const unsigned settings[][2] = {{1, 47104}, {2, 19456}, {3, 12288}, {4, 9216}, {5, 7168}};
        size_t n_settings = sizeof settings / sizeof *settings;
        for (size_t k = 0; k <= n_settings; k++) {
            int reference = k == n_settings; /* last: the server's setting with libargon2 */
            unsigned t_cost = settings[reference ? n_settings - 1 : k][0], m_kib = settings[reference ? n_settings - 1 : k][1];
            double took[15];
            for (int n = 0; n < 15; n++) {
                double t = cpu_now();
                if (reference)
                    argon2id_hash_encoded(t_cost, m_kib, 1, "password", 8, salt, sizeof salt, 32, out, sizeof out);
                else if (crypto_pwhash_str_alg(out, "password", 8, t_cost, (size_t)m_kib * 1024,
                                               crypto_pwhash_ALG_ARGON2ID13) != 0)
                    return 1;
                took[n] = cpu_now() - t;
            }
            qsort(took, 15, sizeof *took, by_value);
            printf("%sm=%u,t=%u,p=1 %.1f\n", reference ? "libargon2:" : "", m_kib, t_cost, took[7] * 1000);
        }
        return 0;
    }
    if (argc == 4 && strcmp(argv[1], "hash") == 0) {
        char line[512];
        while (fgets(line, sizeof line, stdin)) {
            line[strcspn(line, "\n")] = '\0';
            if (argon2id_hash_encoded((unsigned)atoi(argv[2]), (unsigned)atoi(argv[3]), 1, line, strlen(line), salt,
                                      sizeof salt, 32, out, sizeof out) != ARGON2_OK)
                return 1;
            puts(out);
        }
        return 0;
    }
    fprintf(stderr, "usage: argon2 time | argon2 hash PASSES KIB <passwords\n");
    return 2;
}
