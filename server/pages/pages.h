/* pages.h — what the server answers: routes, and the pages of students and teachers. */
#ifndef ARENA_SERVER_PAGES_H
#define ARENA_SERVER_PAGES_H

#include <sqlite3.h>

#include "http/web.h"

/* A page answers the request, and the caller ends. */
#define ANSWER(call) \
    do { \
        call; \
        return; \
    } while (0)

/* Chooses the page of r->url and writes it (login and CSRF checked here). */
void pages_route(struct request *r);

/* The student's pages (pages.c, submissions.c, matches.c). */
void page_home(struct request *r);
void page_standings(struct request *r);
void page_submit(struct request *r);
void page_submission(struct request *r, long long id, const char *rest);
void page_choose(struct request *r);
void page_match(struct request *r, long long id, const char *rest);
/* Friendly matches (friendly.c): the form and the series, and a request for them. */
void page_friendly(struct request *r);
void page_friendly_post(struct request *r);
/* Boards (boards.c): the students' (the boards in play, a proposal) and the teacher's;
 * a board's file (/boards/IDX/NAME). */
void page_boards(struct request *r);
void page_boards_post(struct request *r);
void page_board_file(struct request *r, const char *rest);
void page_admin_boards(struct request *r);
void page_admin_boards_post(struct request *r);
/* The teacher's (admin.c). */
void page_admin(struct request *r);
void page_admin_action(struct request *r, const char *action);
void page_admin_csv(struct request *r);
void page_admin_similar(struct request *r);
void page_final(struct request *r, const char *rest);

/* A match's first cells on the teacher's pages, from a row's columns 0 to 4: the job's id
 * (linked), kind, board index, state and time. */
void page_match_cells(FILE *f, sqlite3_stmt *st);
/* A job's kind (jobs.kind) as every page and CSV names it for people (kinds.c): one word
 * for each, never the key. */
const char *page_kind_name(const char *kind);
int page_kind_known(const char *kind);
/* The <option>s of a kind filter: each key with its word, `chosen` selected. */
void page_kind_options(FILE *f, const char *chosen);
/* The words, "a, b or c", for a message. */
void page_kind_list(FILE *f);
/* Table cells of a row's columns first..last, escaped. */
void page_cells(FILE *f, sqlite3_stmt *st, int first, int last);
/* The kit's command that plays a match at home, escaped: "./Game P1 P2... -s SEED", then
 * with a board " -i BOARD -o match.res" (without one, the caller writes the rest). */
void page_game_command(FILE *f, const char *const players[], int n, long long seed, const char *board);
/* "2026-11-24 10:15 UTC" of Unix seconds: every time a page shows says its zone. */
void page_time(FILE *f, double t);
/* The representative of a user: the chosen submission, else the latest qualified (0: none). */
long long page_representative(long long user);

#endif
