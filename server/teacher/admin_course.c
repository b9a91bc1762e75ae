/* admin_course.c — what the teacher changes of the course from the admin page: its opening
 * and closing dates and the standings' freeze and unfreeze (the course table, and
 * course.opens/closes/freeze/unfreeze, which every thread reads: atomics), the reveal of
 * frozen standings, and an announcement shown on every page (the course table, and the
 * page kit's copy in memory: page_announcement_set). */
#define _GNU_SOURCE
#include <microhttpd.h>
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

/* The form's dates: the field, its words (in every message about it), an example, what
 * empty means. */
static const struct date_field {
    const char *name, *what, *example, *empty;
} date_fields[] = {
    {"opens", "Opens", "2026-12-01 18:00", "none (no limit)"},
    {"closes", "Closes", "2027-01-15 23:59", "none (no limit)"},
    {"freeze", "Standings frozen from", "2027-01-08 23:59", "none (no freeze)"},
    {"unfreeze", "Standings unfrozen on", "2027-01-16 12:00", "none (frozen until revealed)"},
};
enum { DATES = sizeof date_fields / sizeof *date_fields };

static long long date_now(int k)
{
    return k == 0 ? course.opens : k == 1 ? course.closes : k == 2 ? course.freeze : course.unfreeze;
}

/* The dates form: the course's dates, or (typed, after a refusal) what the teacher typed. */
static void dates_form(struct request *r, FILE *f, int typed)
{
    fputs("<form method=\"post\" action=\"/admin/dates\" class=\"box\" id=\"dates-form\">", f);
    page_csrf(r);
    for (int k = 0; k < DATES; k++) {
        const struct date_field *d = &date_fields[k];
        fprintf(f, "<label>%s (UTC) <input name=\"%s\" placeholder=\"%s\" value=\"", d->what, d->name, d->example);
        if (typed)
            html(f, form_value(r, d->name));
        else
            date_value(f, date_now(k));
        fputs("\"></label>", f);
    }
    fputs("<button>Change the dates</button></form>", f);
}

/* After a change (/admin?dates=opens.freeze, or dates=none): what changed, and to what. */
static void dates_notice(struct request *r, FILE *f)
{
    const char *given = MHD_lookup_connection_value(r->conn, MHD_GET_ARGUMENT_KIND, "dates");
    if (!given)
        return;
    char *said = NULL;
    size_t size = 0;
    FILE *text = open_memstream(&said, &size);
    int changed = 0;
    for (int k = 0; k < DATES; k++) {
        size_t n = strlen(date_fields[k].name);
        const char *at = given;
        while (*at && !(strncmp(at, date_fields[k].name, n) == 0 && (at[n] == '.' || !at[n])))
            at += strcspn(at, ".") + (at[strcspn(at, ".")] == '.');
        if (!*at)
            continue;
        fprintf(text, "%s%s, now ", changed++ ? "; " : "The dates are saved. Changed: ", date_fields[k].what);
        if (date_now(k))
            page_time(text, (double)date_now(k));
        else
            fputs(date_fields[k].empty, text);
    }
    fputs(changed ? "." : "Nothing changed: the dates are as they were.", text);
    fclose(text);
    page_notice(f, said);
    free(said);
}

void admin_course_section(struct request *r, FILE *f)
{
    fputs("<h2 id=\"dates\">Dates and announcement</h2>", f);
    dates_notice(r, f);
    dates_form(r, f, 0);
    fputs("<p>The standings' freeze, between the opening and the closing: from "
          "then the students and visitors see the standings of that time (the ladder goes on) until they are "
          "revealed: at the unfreeze date if you give one, by the button, or by a final you ask to reveal them; "
          "you see them live. A date is 2026-12-01 or 2026-12-01 18:00 (UTC); empty: no limit. Before the opening "
          "and after the closing no submission is taken and the ladder rests; every page says when.</p>",
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

/* A form's date into *t (0: empty, no limit); 0, or -1 with what is wrong in why. */
static int form_date(struct request *r, const struct date_field *d, long long *t, char *title, char *why,
                     size_t size)
{
    const char *given = form_value(r, d->name);
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
    snprintf(title, 64, "%s", rc == -2 ? "No such date" : "Not a date");
    snprintf(why, size, "%s: '%.*s' %s. Give it as 2026-12-01 or 2026-12-01 18:00 (UTC), or leave it empty for no limit.",
             d->what, n <= DATE_MAX ? (int)n : DATE_MAX, given + skip,
             rc == -2 ? "is no such day or time (that month has no such day, or the hour is past 23 or the minute "
                        "past 59)"
                      : "is not a date");
    return -1;
}

/* What is wrong with the dates together (0: nothing): their order. */
static int dates_order(const long long v[DATES], char *title, char *why, size_t size, struct request *r)
{
    long long opens = v[0], closes = v[1], freeze = v[2], unfreeze = v[3];
    const char *order = store_dates_out_of_order(opens, closes);
    if (order) {
        snprintf(title, 64, "Closes before it opens");
        snprintf(why, size, "Closes: '%s' is not after Opens: '%s': %s.", form_value(r, "closes"),
                 form_value(r, "opens"), order);
    } else if (freeze && opens && freeze < opens) {
        snprintf(title, 64, "Frozen before the opening");
        snprintf(why, size, "Standings frozen from: '%s' is before Opens: '%s': the standings' freeze must come "
                 "after the opening, when there are standings to freeze (or be empty: no freeze).",
                 form_value(r, "freeze"), form_value(r, "opens"));
    } else if (freeze && closes && freeze >= closes) {
        snprintf(title, 64, "Frozen after the closing");
        snprintf(why, size, "The standings' freeze must come before the closing date (or be empty: no freeze).");
    } else if (unfreeze && (!freeze || unfreeze <= freeze)) {
        snprintf(title, 64, "%s", freeze ? "Unfrozen before the freeze" : "Unfrozen without a freeze");
        snprintf(why, size, "%s",
                 freeze ? "The standings' unfreeze must come after their freeze (or be empty: they stay frozen until "
                          "you reveal them)."
                        : "The standings' unfreeze reveals frozen standings: give the freeze before it too (or "
                          "leave the unfreeze empty).");
    } else {
        return 0;
    }
    return -1;
}

static int set_date(const char *key, long long t)
{
    char text[32];
    snprintf(text, sizeof text, "%lld", t);
    return store_set(key, text);
}

/* A refused change: a 400 page that says what is wrong, above the form as it was typed. */
static void dates_refused(struct request *r, const char *title, const char *why)
{
    FILE *f = page_begin(r, title);
    page_notice(f, why);
    fputs("<p>Nothing was changed. Correct the dates and send them again:</p>", f);
    dates_form(r, f, 1);
    fputs("<p><a class=\"back\" href=\"/admin#dates\">Back to the admin page</a></p>", f);
    page_end(r);
    r->status = 400;
}

/* POST /admin/dates: opens, closes, freeze and unfreeze (the standings'). */
void page_admin_dates(struct request *r)
{
    long long v[DATES];
    char title[64], why[512];
    for (int k = 0; k < DATES; k++)
        if (form_date(r, &date_fields[k], &v[k], title, why, sizeof why) < 0) {
            dates_refused(r, title, why);
            return;
        }
    if (dates_order(v, title, why, sizeof why, r) < 0) {
        dates_refused(r, title, why);
        return;
    }
    char changed[64] = "";
    for (int k = 0; k < DATES; k++)
        if (v[k] != date_now(k))
            snprintf(changed + strlen(changed), sizeof changed - strlen(changed), "%s%s", *changed ? "." : "",
                     date_fields[k].name);
    if (store_begin() < 0 || set_date("opens", v[0]) < 0 || set_date("closes", v[1]) < 0 ||
        set_date("freeze", v[2]) < 0 || set_date("unfreeze", v[3]) < 0 || store_commit() < 0) {
        store_rollback();
        page_message(r, 503, "Database error", "The dates could not be stored: try again.");
        return;
    }
    course.opens = v[0];
    course.closes = v[1];
    course.freeze = v[2];
    course.unfreeze = v[3];
    judge_wake(); /* a ladder that rested may go on */
    char to[128];
    snprintf(to, sizeof to, "/admin?dates=%s#dates", *changed ? changed : "none");
    page_redirect(r, to);
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
