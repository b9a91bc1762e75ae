/* date.h — the course's dates, read and written (date.c). */
#ifndef ARENA_SERVER_STORE_DATE_H
#define ARENA_SERVER_STORE_DATE_H

/* "2026-12-01" or "2026-12-01 18:00" (UTC; a trailing " UTC" taken) into Unix seconds (0
 * for "" or NULL); -1 if it is not written so, -2 if it is but that day or time does not
 * exist (2027-02-30, 24:00; nothing said: the caller says it). */
int store_parse_date(const char *text, long long *t);
/* The same for a date given on the command line (init's --opens): 0, or -1 after an error
 * line naming it (what: "--opens"). */
int store_date_arg(const char *what, const char *text, long long *t);

/* The one rule of both dates, for init and the admin page alike: NULL if they may stand
 * together (either may be 0: no limit), else why not. */
const char *store_dates_out_of_order(long long opens, long long closes);

/* A time as every page shows it, with its zone: "2026-12-01 18:00 UTC". */
enum { STORE_DATE_TEXT = 32 };
void store_date_text(long long t, char text[STORE_DATE_TEXT]);

#endif
