/* similar_code.c — a token's code: FNV-1a of its text, high bit set so that it is never
 * one of the classes (SIM_TOK_*). The tokenizer and the canonical forms both name tokens
 * by it. */
#include <string.h>

#include "similar/similar.h"

uint32_t sim_code_n(const char *p, size_t n)
{
    uint32_t h = 2166136261u;
    for (size_t i = 0; i < n; i++)
        h = (h ^ (unsigned char)p[i]) * 16777619u;
    return h | 0x80000000u;
}

uint32_t sim_code(const char *word)
{
    return sim_code_n(word, strlen(word));
}
