/* csv.c — one CSV field (see csv.h). */
#include "similar/csv.h"

#include <string.h>

void csv_field(FILE *f, const char *s, enum csv_quoting q)
{
    if (q == CSV_MINIMAL && !strpbrk(s, ",\"\n\r")) {
        fputs(s, f);
        return;
    }
    fputc('"', f);
    if (q == CSV_SPREADSHEET && (*s == '=' || *s == '+' || *s == '-' || *s == '@'))
        fputc('\'', f);
    for (; *s; s++) {
        if (*s == '"')
            fputc('"', f);
        fputc(*s, f);
    }
    fputc('"', f);
}
