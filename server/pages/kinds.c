/* kinds.c — the one vocabulary of match kinds for people: every page, filter and CSV names
 * a job's kind (jobs.kind, store.c) with these words, never with its key. */
#include <stdio.h>
#include <string.h>

#include "pages/pages.h"

static const char *const kinds[][2] = {
    {"qualify", "qualification"},
    {"ladder", "ladder"},
    {"friendly", "friendly"},
    {"trial", "test of a board"},
    {"rerun", "played again"},
    {"rejudged", "before judging again (no longer counts)"},
};

enum { KINDS = sizeof kinds / sizeof *kinds };

const char *page_kind_name(const char *kind)
{
    for (size_t k = 0; kind && k < KINDS; k++)
        if (strcmp(kinds[k][0], kind) == 0)
            return kinds[k][1];
    return "other"; /* a key no page knows is no word for people */
}

int page_kind_known(const char *kind)
{
    for (size_t k = 0; k < KINDS; k++)
        if (strcmp(kinds[k][0], kind) == 0)
            return 1;
    return 0;
}

void page_kind_options(FILE *f, const char *chosen)
{
    for (size_t k = 0; k < KINDS; k++)
        fprintf(f, "<option value=\"%s\"%s>%s</option>", kinds[k][0], strcmp(chosen, kinds[k][0]) == 0 ? " selected" : "",
                kinds[k][1]);
}

void page_kind_list(FILE *f)
{
    for (size_t k = 0; k < KINDS; k++)
        fprintf(f, "%s%s", k ? (k + 1 == KINDS ? " or " : ", ") : "", kinds[k][1]);
}
