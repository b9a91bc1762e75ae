/* similar_sources.c — libFuzzer target: the plagiarism check's engine (server/similar/) on
 * arbitrary sources. The input is cut in three at its first two 0 bytes: a template and
 * two students' files; they are compared, tiled and their fragments made, as the course
 * server's similar-code page does. Hostile submissions reach exactly this code. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "similar/similar.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *text = malloc(size + 3);
    if (!text)
        return 0;
    memcpy(text, data, size);
    text[size] = text[size + 1] = text[size + 2] = '\0';
    const char *part[3] = {text, "", ""};
    for (int k = 1; k < 3; k++) {
        const char *end = part[k - 1] + strlen(part[k - 1]);
        part[k] = end < text + size ? end + 1 : end;
    }
    struct sim_set s;
    sim_init(&s);
    sim_add_template(&s, part[0]);
    sim_add(&s, "a.c", "ann", 1, part[1]);
    sim_add(&s, "b.cc", "ben", 2, part[2]);
    struct sim_pair *pairs;
    int n = sim_compare(&s, &pairs, 10);
    for (int i = 0; i < n; i++) {
        struct sim_fragment *frags;
        int nf = sim_fragments(&s, pairs[i].a, pairs[i].b, &frags);
        for (int j = 0; j < nf; j++)
            if (frags[j].a_first > frags[j].a_last || frags[j].b_first > frags[j].b_last)
                abort(); /* a fragment's lines run forward */
        free(frags);
    }
    free(pairs);
    sim_free(&s);
    free(text);
    return 0;
}
