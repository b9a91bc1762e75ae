/* report.h — standings as a table (terminal) and as a static HTML page. */
#ifndef ARENA_REPORT_H
#define ARENA_REPORT_H

#include <stdio.h>

#include "standings.h"

/* The standings as text: the first line names the tournament (title, or NULL: "GAME
 * tournament ID"); the key it ranks by, mu - 3 sigma, is a column of its own. */
void report_table(const struct standings *s, const char *title, FILE *f);
/* The boards the tournament's matches were played on (of those it was given). */
int report_boards_played(const struct standings *s);

/* The HTML report at path: the page (report.html) with the standings as JSON; replays
 * linked through the game's viewer (viewer_html), or, for a page a web server serves
 * (links not NULL), the viewer's and the replays' URLs (there, no debug file beside a
 * replay: the viewer asks for none), and a link back to the site in the site's colours.
 * title: the page's (NULL: "GAME — tournament ID"). 0 or -1 after an error line. */
struct report_links {
    const char *viewer;   /* the viewer's URL */
    const char *replays;  /* the URL of the replays' folder */
    const char *back;     /* the site's page to go back to, or NULL */
};
int report_html(const struct standings *s, const char *path, const char *viewer_html, const struct report_links *links,
                const char *title);

#endif
