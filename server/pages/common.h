/* common.h — the pieces the pages share (common.c): the teacher's pages use them too. */
#ifndef ARENA_SERVER_COMMON_H
#define ARENA_SERVER_COMMON_H

#include <sqlite3.h>
#include <stdio.h>

#include "http/web.h"
#include "judge/freeze.h"
#include "standings.h"
#include "store/board_list.h"

/* A match's first cells on the teacher's pages, from a row's columns 0 to 4: the job's id
 * (linked), kind, board index, state and time. */
void page_match_cells(FILE *f, sqlite3_stmt *st);
/* Table cells of a row's columns first..last, escaped. */
void page_cells(FILE *f, sqlite3_stmt *st, int first, int last);
/* The kit's command that plays a match at home, escaped: "./Game P1 P2... -s SEED", then
 * with a board " -i BOARD -o match.res" (without one, the caller writes the rest). */
void page_game_command(FILE *f, const char *const players[], int n, long long seed, const char *board);
/* "2026-11-24 10:15 UTC" of Unix seconds: every time a page shows says its zone. */
void page_time(FILE *f, double t);
/* The representative of a user: the chosen submission, else the latest qualified (0: none). */
long long page_representative(long long user);
/* Where a player stands in the ladder, a paragraph: rank, rating, place, matches (as the
 * public standings say: frozen from the teacher's freeze on), and their rating's chart. */
void page_standing(FILE *f, const char *player);
/* While the standings are frozen: why a player has no row in them ("pending: qualified
 * after the freeze"), and a sentence saying what reveals them ("They are revealed on
 * DATE." or the teacher does). */
const char *page_pending_reason(const struct freeze_pending *p);
void page_frozen_until(FILE *f, const struct freeze *z);
/* A match's tries (tries.c), for the teacher: its page's table, where and why it was
 * played again (nothing for one try on this machine); the admin page's section of the
 * latest tries that were no result (nothing if none). */
void page_tries_table(FILE *f, long long job);
void page_tries_section(FILE *f);
/* ---- a player's rating over the term, as charts (rating.c) ---- */

/* The ranges every chart of a page shares, so that they compare: the ladder's first and
 * last match dates (x, Unix seconds), the lowest and highest rating any player but the
 * Dummy had (y). */
struct rating_range {
    double x0, x1, y0, y1;
};
void page_rating_range(const struct standings *s, struct rating_range *r);
/* A player's rating after each of their matches, over the matches' dates: a sparkline (a
 * table's cell), or a figure's chart with its dates and values written and a mark where
 * each version (submission, "#17") entered. Each an image named by its words ("Good's
 * rating from 12.1 to 25.3 between 3 Nov 2026 and 28 Nov 2026, 3 versions (#4, #9, #17)"). */
void page_rating_chart(FILE *f, const struct standings *s, const struct standing *p, const struct rating_range *r);
void page_rating_figure(FILE *f, const struct standings *s, const struct standing *p, const struct rating_range *r);

/* The upload form (POST /submit): the home page's, and on a refused upload's page. */
void page_upload_form(struct request *r, FILE *f);

/* The boards' forms and links, the students' and the teacher's: the board's files a form
 * sent (fields board and map: 1, or 0 with why), a board's link, the upload fields, the
 * room the course still has for boards. */
int page_board_files(struct request *r, struct board_file files[2], int *n, char *why, size_t size);
void page_board_link(FILE *f, int b);
/* A board's preview: the game's viewer in still mode (?still=1) drawing /boards/IDX/preview.res. */
void page_board_preview_frame(FILE *f, int b);
void page_board_upload_fields(FILE *f);
void page_board_room(FILE *f);

/* A job's kind (jobs.kind) as every page and CSV names it for people: one word for each,
 * never the key. */
const char *page_kind_name(const char *kind);
int page_kind_known(const char *kind);
/* The <option>s of a kind filter: each key with its word, `chosen` selected. */
void page_kind_options(FILE *f, const char *chosen);
/* The words, "a, b or c", for a message. */
void page_kind_list(FILE *f);

#endif
