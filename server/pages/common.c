/* common.c — the pieces every page shares: times, table cells, a match's cells, the
 * command that plays a match at home, a student's standing, the words of match kinds. */
#define _GNU_SOURCE
#include "pages/common.h"

#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "alloc.h"
#include "judge/ladder.h"
#include "store/board_list.h"
#include "store/date.h"
#include "store/store.h"

void page_time(FILE *f, double t)
{
    char text[STORE_DATE_TEXT];
    store_date_text((long long)t, text); /* every time shown says its zone */
    fputs(text, f);
}

void page_game_command(FILE *f, const char *const players[], int n, long long seed, const char *board)
{
    fputs("./Game", f);
    for (int k = 0; k < n; k++) {
        fputc(' ', f);
        html(f, players[k]);
    }
    fprintf(f, " -s %lld", seed);
    if (board) {
        fputs(" -i ", f);
        html(f, board);
        fputs(" -o match.res", f);
    }
}

void page_match_cells(FILE *f, sqlite3_stmt *st)
{
    long long id = sqlite3_column_int64(st, 0);
    fprintf(f, "<td><a href=\"/matches/%lld\">%lld</a></td><td>", id, id);
    html(f, page_kind_name((const char *)sqlite3_column_text(st, 1)));
    fputs("</td><td>", f);
    html(f, boards_name(sqlite3_column_int(st, 2)));
    fputs("</td><td>", f);
    html(f, (const char *)sqlite3_column_text(st, 3));
    fputs("</td><td>", f);
    page_time(f, sqlite3_column_double(st, 4));
    fputs("</td>", f);
}

void page_cells(FILE *f, sqlite3_stmt *st, int first, int last)
{
    for (int col = first; col <= last; col++) {
        fputs("<td>", f);
        html(f, (const char *)sqlite3_column_text(st, col));
        fputs("</td>", f);
    }
}

long long page_representative(long long user)
{
    return store_int(0, "SELECT submission FROM representatives WHERE user = ?", "i", user);
}

const char *page_pending_reason(const struct freeze_pending *p)
{
    return p->after ? "pending: qualified after the freeze" : "pending: no ladder match before the freeze";
}

void page_frozen_until(FILE *f, const struct freeze *z)
{
    if (z->until) {
        fputs("They are revealed on ", f);
        page_time(f, (double)z->until);
        fputs(".", f);
    } else {
        fputs("The teacher reveals the rest.", f);
    }
}

/* Why the player has no row in the frozen standings (0: it is no player of the ladder). */
static int pending(FILE *f, const struct standings *s, long long since, const char *player)
{
    int n, found = 0;
    struct freeze_pending *p = freeze_pending(s, since, &n);
    for (int k = 0; k < n && !found; k++)
        if (strcmp(p[k].player, player) == 0) {
            fprintf(f, "<p class=\"standing\">In the <a href=\"/standings\">standings</a>: <strong>%s</strong> (ranked "
                       "when the standings are revealed; your matches go on meanwhile).</p>",
                    page_pending_reason(&p[k]));
            found = 1;
        }
    free(p);
    return found;
}

/* Where the student's player stands in the ladder, as everyone sees it (frozen from the
 * teacher's freeze on): rank, rating, place, matches, and the rating over the term. */
void page_standing(FILE *f, const char *player)
{
    struct freeze z;
    const struct standings *s = ladder_acquire_public(&z);
    if (!s)
        return;
    int *rank = xcalloc((size_t)s->n + 1, sizeof *rank), ranked = 0, found = 0;
    ladder_ranks(s, rank);
    for (int k = 0; k < s->n; k++)
        ranked += rank[k] > 0;
    for (int k = 0; k < s->n && player[0]; k++) {
        const struct standing *p = &s->p[k];
        if (strcmp(p->name, player) != 0 || !p->matches)
            continue;
        found = 1;
        fputs("<p class=\"standing\">In the <a href=\"/standings\">standings</a>: ", f);
        if (rank[k])
            fprintf(f, "<strong>rank %d of %d</strong>", rank[k], ranked);
        else
            fputs("<strong>out of the ranking</strong>", f);
        fprintf(f, " · rating %.1f · mean place %.2f · mean score %.1f · %ld ladder matches, %ld with a fault</p>",
                rating_ordinal(p->rating), p->place_mean, p->score_mean, p->matches, p->faults);
        struct rating_range range;
        page_rating_range(s, &range);
        fputs("<figure class=\"rating\">", f);
        page_rating_figure(f, s, p, &range);
        fputs("<figcaption>Your rating after each of your ladder matches, over the ladder's dates (UTC); a dashed "
              "line where a version of yours entered the ladder, named as in your submissions below (#17: "
              "submission 17); the scale: the class's lowest and highest.</figcaption></figure>",
              f);
    }
    if (z.frozen) {
        fputs("<p class=\"frozen\">The standings are frozen since ", f);
        page_time(f, (double)z.since);
        fputs(": the ladder goes on. ", f);
        page_frozen_until(f, &z);
        fputs("</p>", f);
    }
    if (!found && !(z.frozen && player[0] && pending(f, s, z.since, player)))
        fputs("<p class=\"standing\">In the <a href=\"/standings\">standings</a>: not ranked yet (a "
              "qualified player "
              "enters the ladder and is ranked after its first ladder matches).</p>",
              f);
    free(rank);
    ladder_release();
}

/* The upload form: the home page's, and again on a refused upload's page. */
void page_upload_form(struct request *r, FILE *f)
{
    fputs("<form method=\"post\" action=\"/submit\" enctype=\"multipart/form-data\" class=\"box\">", f);
    page_csrf(r);
    fprintf(f,
            "<label>Your player (AIName.c in C, or AIName.cc in C++; at most %d KB) "
            "<input type=\"file\" name=\"source\" accept=\".c,.cc\" "
            "required></label><button>Submit</button></form>",
            course.upload_kb);
}

/* ---- the boards' forms and links, the students' and the teacher's ---- */

/* The board's files sent with a form (fields board and map): 1, or 0 with why. */
int page_board_files(struct request *r, struct board_file files[2], int *n, char *why, size_t size)
{
    const struct form_field *cnf = form_field(r, "board"), *map = form_field(r, "map");
    *n = 0;
    if (!cnf || !cnf->size || !cnf->filename[0]) {
        snprintf(why, size, "Choose a board file (NAME.cnf).");
        return 0;
    }
    if (!boards_valid_name(cnf->filename, 0)) {
        snprintf(why, size,
                 "A board's file is named NAME.cnf, with letters, digits, '.', '_' or '-' (at most %d "
                 "characters).",
                 BOARD_NAME_MAX);
        return 0;
    }
    files[(*n)++] = (struct board_file){cnf->filename, cnf->value, cnf->size};
    if (map && map->size && map->filename[0]) {
        if (!boards_valid_name(map->filename, 1)) {
            snprintf(why, size, "A board's map is named NAME.map, with letters, digits, '.', '_' or '-'.");
            return 0;
        }
        files[(*n)++] = (struct board_file){map->filename, map->value, map->size};
    }
    return 1;
}

void page_board_link(FILE *f, int b)
{
    fprintf(f, "<a href=\"/boards/%d/", b);
    html(f, boards_name(b));
    fputs("\" download>", f);
    html(f, boards_name(b));
    fputs("</a>", f);
}

void page_board_preview_frame(FILE *f, int b)
{
    fprintf(
        f,
        "<iframe class=\"board-preview\" width=\"200\" height=\"200\" loading=\"lazy\" title=\"the board ");
    html(f, boards_name(b));
    fprintf(
        f,
        "\" "
        "src=\"/games/%s/viewer/viewer.html?replay=/boards/%d/preview.res&amp;debug=&amp;still=1\"></iframe>",
        course.t.game, b);
}

void page_board_upload_fields(FILE *f)
{
    fputs("<label>Board <input type=\"file\" name=\"board\" accept=\".cnf\" required></label>"
          "<label>Its map, for a game whose boards have one (Tron) <input type=\"file\" name=\"map\" "
          "accept=\".map\">"
          "</label>",
          f);
}

/* What the course still takes: a proposal or a board added counts until it is declined
 * or retired. */
void page_board_room(FILE *f)
{
    int n = boards_room();
    fprintf(
        f,
        "<p class=\"room\">Room for %d more board%s (%d at most in play, on trial or proposed; declined and "
        "retired boards give their place back).</p>",
        n, n == 1 ? "" : "s", BOARDS_MAX);
}

/* ---- the kinds of matches: one word each for people, never the key ---- */

static const char *const kinds[][2] = {
    {"qualify", "qualification"}, {"ladder", "ladder"},
    {"friendly", "friendly"},     {"trial", "test of a board"},
    {"rerun", "played again"},    {"rejudged", "before judging again (no longer counts)"},
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
        fprintf(f, "<option value=\"%s\"%s>%s</option>", kinds[k][0],
                strcmp(chosen, kinds[k][0]) == 0 ? " selected" : "", kinds[k][1]);
}

void page_kind_list(FILE *f)
{
    for (size_t k = 0; k < KINDS; k++)
        fprintf(f, "%s%s", k ? (k + 1 == KINDS ? " or " : ", ") : "", kinds[k][1]);
}
