/* csv.h — one CSV field written, for every CSV the server writes (the similarity report's
 * and the teacher's exports): quoted when it must be, or always and with a leading
 * = + - @ defused, for a file a spreadsheet opens (it would run a formula). */
#ifndef ARENA_SERVER_CSV_H
#define ARENA_SERVER_CSV_H

#include <stdio.h>

enum csv_quoting {
    CSV_MINIMAL,     /* quoted only if it holds , " or a line break (scripts read it) */
    CSV_SPREADSHEET, /* always quoted, a leading = + - @ after a ' */
};

void csv_field(FILE *f, const char *s, enum csv_quoting q);

#endif
