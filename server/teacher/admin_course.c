/* admin_course.c — what the teacher changes of the course from the admin page: its opening
 * and closing dates and the standings' freeze and unfreeze (the course table, and
 * course.opens/closes/freeze/unfreeze, which every thread reads: atomics), the reveal of
 * frozen standings, and an announcement shown on every page (the course table, and the
 * page kit's copy in memory: page_announcement_set). */
#define _GNU_SOURCE
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "alloc.h"
#include "judge/freeze.h"
#include "judge/judge.h"
#include "pages/common.h"
#include "store/date.h"
#include "store/store.h"
#include "teacher/teacher.h"

enum { ANNOUNCEMENT_MAX = 2000, DATE_MAX = 40 };

static const char forget_announcement[] = "DELETE FROM course WHERE key = 'announcement'";

/* A date as the form takes it again: "2026-12-01 18:00" (the label says UTC; its seconds
 * if it has any, so that sending the form again keeps it), or nothing for no limit. */
static void date_value(FILE *f, long long t)
{
    char text[32];
    time_t s = (time_t)t;
    struct tm tm;
    if (t && gmtime_r(&s, &tm) && strftime(text, sizeof text, t % 60 ? "%Y-%m-%d %H:%M:%S" : "%Y-%m-%d %H:%M", &tm))
        fputs(text, f);
}

/* What the students see of the standings: frozen since when and until when (with the
 * button that reveals them), or revealed when and by what. */
static void freeze_section(struct request *r, FILE *f)
{
    struct freeze z;
    freeze_now(&z);
    if (!z.since)
        return;
    fputs("<p class=\"frozen\" id=\"freeze\">", f);
    if (z.by != REVEALED_NOT) {
        fputs("The standings were revealed on ", f);
        page_time(f, z.revealed_at);
        if (z.by == REVEALED_BY_FINAL)
            fprintf(f, " by final %lld", z.final);
        else
            fputs(z.by == REVEALED_BY_DATE ? " by the unfreeze date" : " by a teacher (Reveal the standings now)", f);
        fputs(": the students now see the live standings. A later freeze freezes them again.</p>", f);
        return;
    }
    fputs(z.frozen ? "The standings are frozen for the students since " : "The standings freeze for the students on ",
          f);
    page_time(f, (double)z.since);
    if (z.until) {
        fputs(", until the unfreeze date, ", f);
        page_time(f, (double)z.until);
    } else {
        fputs(", until you reveal them (the button below, or a final that you ask to reveal them)", f);
    }
    fputs(z.frozen ? ". You see them live.</p>" : ".</p>", f);
    if (z.frozen) {
        fputs("<form method=\"post\" action=\"/admin/reveal\" class=\"box\">", f);
        page_csrf(r);
        fputs("<button>Reveal the standings now</button></form>", f);
    }
}

void admin_course_section(struct request *r, FILE *f)
{
    fputs("<h2>Dates and announcement</h2><form method=\"post\" action=\"/admin/dates\" class=\"box\">", f);
    page_csrf(r);
    fputs("<label>Opens (UTC) <input name=\"opens\" placeholder=\"2026-12-01 18:00\" value=\"", f);
    date_value(f, course.opens);
    fputs("\"></label><label>Closes (UTC) <input name=\"closes\" placeholder=\"2027-01-15 23:59\" value=\"",
          f);
    date_value(f, course.closes);
    fputs("\"></label><label>Standings frozen from (UTC) <input name=\"freeze\" placeholder=\"2027-01-08 23:59\" "
          "value=\"",
          f);
    date_value(f, course.freeze);
    fputs("\"></label><label>Standings unfrozen on (UTC) <input name=\"unfreeze\" placeholder=\"2027-01-16 12:00\" "
          "value=\"",
          f);
    date_value(f, course.unfreeze);
    fputs("\"></label><button>Change the dates</button></form><p>The standings' freeze, before the closing: from "
          "then the students and visitors see the standings of that time (the ladder goes on) until they are "
          "revealed: at the unfreeze date if you give one, by the button, or by a final you ask to reveal them; "
          "you see them live. A date is 2026-12-01 or 2026-12-01 18:00 "
          "(UTC); "
          "empty: no limit. Before the opening and after the closing no submission is taken and the ladder "
          "rests; "
          "every page says when.</p>",
          f);
    freeze_section(r, f);
    fputs("<form method=\"post\" action=\"/admin/announcement\" class=\"box\">", f);
    page_csrf(r);
    fprintf(f,
            "<label class=\"wide\">Announcement, shown on every page (students' and teachers') "
            "<textarea name=\"text\" rows=\"2\" maxlength=\"%d\">",
            ANNOUNCEMENT_MAX);
    page_announcement_text(f);
    fputs("</textarea></label><button>Show it</button><button name=\"clear\" value=\"1\">Clear "
          "it</button></form>",
          f);
}

/* A form's date into *t (0: empty, no limit); 0, or -1 after a 400 page. */
static int form_date(struct request *r, const char *name, const char *what, long long *t)
{
    const char *given = form_value(r, name);
    char text[DATE_MAX + 1];
    size_t skip = strspn(given, " \t"), n = strlen(given + skip);
    while (n > 0 && (given[skip + n - 1] == ' ' || given[skip + n - 1] == '\t'))
        n--;
    int rc = -1;
    if (n <= DATE_MAX) {
        memcpy(text, given + skip, n);
        text[n] = '\0';
        if ((rc = store_parse_date(text, t)) == 0)
            return 0;
    }
    /* a day past its month's end (2027-02-30) is refused, never moved to the next month */
    char *said = NULL;
    if (asprintf(&said,
                 "%s: '%.*s' %s. Give it as 2026-12-01 or 2026-12-01 18:00 (UTC), or leave it empty for no "
                 "limit.",
                 what, n <= DATE_MAX ? (int)n : DATE_MAX, given + skip,
                 rc == -2
                     ? "is no such day or time (that month has no such day, or the hour is past 23 or the "
                       "minute past 59)"
                     : "is not a date") < 0)
        said = NULL;
    page_message(r, 400, rc == -2 ? "No such date" : "Not a date", said ? said : "That is not a date.");
    free(said);
    return -1;
}

static int set_date(const char *key, long long t)
{
    char text[32];
    snprintf(text, sizeof text, "%lld", t);
    return store_set(key, text);
}

/* POST /admin/dates: opens, closes, freeze and unfreeze (the standings'). */
void page_admin_dates(struct request *r)
{
    long long opens, closes, freeze, unfreeze;
    if (form_date(r, "opens", "Opens", &opens) < 0 || form_date(r, "closes", "Closes", &closes) < 0 ||
        form_date(r, "freeze", "Standings frozen from", &freeze) < 0 ||
        form_date(r, "unfreeze", "Standings unfrozen on", &unfreeze) < 0)
        return;
    if (freeze && closes && freeze >= closes) {
        page_message(r, 400, "Frozen after the closing",
                     "The standings' freeze must come before the closing date (or be empty: no freeze).");
        return;
    }
    if (unfreeze && (!freeze || unfreeze <= freeze)) {
        page_message(r, 400, freeze ? "Unfrozen before the freeze" : "Unfrozen without a freeze",
                     freeze ? "The standings' unfreeze must come after their freeze (or be empty: they stay frozen "
                              "until you reveal them)."
                            : "The standings' unfreeze reveals frozen standings: give the freeze before it too (or "
                              "leave the unfreeze empty).");
        return;
    }
    const char *order = store_dates_out_of_order(opens, closes);
    if (order) {
        char said[256];
        snprintf(said, sizeof said, "Closes: '%s' is not after Opens: '%s': %s.", form_value(r, "closes"),
                 form_value(r, "opens"), order);
        page_message(r, 400, "Closes before it opens", said);
        return;
    }
    if (store_begin() < 0 || set_date("opens", opens) < 0 || set_date("closes", closes) < 0 || set_date("freeze", freeze) < 0 ||
        set_date("unfreeze", unfreeze) < 0 || store_commit() < 0) {
        store_rollback();
        page_message(r, 503, "Database error", "The dates could not be stored: try again.");
        return;
    }
    course.opens = opens;
    course.closes = closes;
    course.freeze = freeze;
    course.unfreeze = unfreeze;
    judge_wake(); /* a ladder that rested may go on */
    page_redirect(r, "/admin");
}

/* POST /admin/reveal: the frozen standings shown to everyone now, as DOMjudge's jury
 * unfreezes its scoreboard (until a later freeze). */
void page_admin_reveal(struct request *r)
{
    struct freeze z;
    freeze_now(&z);
    if (!z.frozen) {
        page_message(r, 409, "Not frozen", "The standings are not frozen: the students see them live already.");
        return;
    }
    long long now = (long long)store_now();
    if (set_date("revealed", now) < 0) {
        page_message(r, 503, "Database error", "The reveal could not be stored: try again.");
        return;
    }
    course.revealed = now;
    page_redirect(r, "/admin#freeze");
}

/* POST /admin/announcement: text (empty, or clear=1: none). */
void page_admin_announcement(struct request *r)
{
    const char *given = strcmp(form_value(r, "clear"), "1") == 0 ? "" : form_value(r, "text");
    size_t n = strlen(given);
    if (n > ANNOUNCEMENT_MAX) {
        page_message(r, 400, "Too long", "An announcement is at most 2000 characters.");
        return;
    }
    char *text = xstrdup(given + strspn(given, " \t\r\n"));
    /* the browser's CRLF line ends as LF; no trailing blanks */
    char *to = text;
    for (const char *from = text; *from; from++)
        if (*from != '\r')
            *to++ = *from;
    while (to > text && strchr(" \t\n", to[-1]))
        to--;
    *to = '\0';
    if ((*text ? store_set("announcement", text) : store_run(forget_announcement, "")) < 0) {
        free(text);
        page_message(r, 503, "Database error", "The announcement could not be stored: try again.");
        return;
    }
    if (!*text) {
        free(text);
        text = NULL;
    }
    page_announcement_set(text);
    page_redirect(r, "/admin");
}
