/* report.h — standings as a table (terminal) and as a static HTML page. */
#ifndef ARENA_REPORT_H
#define ARENA_REPORT_H

#include <stdio.h>

#include "standings.h"

void report_table(const struct standings *s, FILE *f);

/* The HTML report at path: the page (report.html) with the standings as JSON; replays
 * linked through the game's viewer (viewer_html). 0 or -1 after an error line. */
int report_html(const struct standings *s, const char *path, const char *viewer_html);

#endif
