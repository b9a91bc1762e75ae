/* admin_desk.c — the questions desk's actions (as DOMjudge's clarifications): a question
 * closed without an answer, several answered or closed at once, the preset answers kept
 * and picked (store/desk.c stores them; the pages are admin_questions.c's). */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "pages/common.h"
#include "pages/threads.h"
#include "store/desk.h"
#include "store/store.h"
#include "teacher/teacher.h"

enum { PRESETS_MAX = 50 };

/* An id of a form's value or name, or 0: digits only. */
static long long id_of(const char *s)
{
    size_t n = strlen(s);
    return n && n <= 18 && strspn(s, "0123456789") == n ? atoll(s) : 0;
}

char *admin_answer_text(struct request *r)
{
    const char *preset = form_value(r, "preset");
    char *fallback = NULL;
    if (*preset && !(fallback = desk_preset_text(id_of(preset)))) {
        page_message(r, 404, "Not found", "There is no such preset answer: nothing was sent.");
        return NULL;
    }
    char *text = thread_form_text(r, "text", fallback);
    free(fallback);
    return text;
}

void admin_thread_back(struct request *r, long long thread)
{
    const char *back = form_value(r, "back");
    int student_page = strncmp(back, "/admin/student/", 15) == 0 && id_of(back + 15);
    char url[96];
    snprintf(url, sizeof url, "%s#t%lld", student_page ? back : "/admin/questions", thread);
    page_redirect(r, url);
}

void admin_presets_section(struct request *r, FILE *f)
{
    sqlite3_stmt *st = desk_presets();
    fprintf(f, "<details id=\"presets\" class=\"presets\"><summary>Preset answers (%lld)</summary><p>Answers you "
               "give often (\"Answered in the rules: read them again.\", \"No comment.\"): each answer form offers "
               "them, and one picked fills its box.</p><ol>",
            store_int(0, "SELECT count(*) FROM answer_presets", ""));
    while (st && sqlite3_step(st) == SQLITE_ROW) {
        long long id = sqlite3_column_int64(st, 0);
        fprintf(f, "<li><p class=\"note-text\" id=\"preset-text-%lld\">", id);
        thread_text(r, f, (const char *)sqlite3_column_text(st, 1));
        fprintf(f, "</p><form method=\"post\" action=\"/admin/presets/%lld/remove\" class=\"inline\">", id);
        page_csrf(r);
        fprintf(f, "<button aria-describedby=\"preset-text-%lld\">Remove</button></form></li>", id);
    }
    sqlite3_finalize(st);
    fputs("</ol><form method=\"post\" action=\"/admin/presets\" class=\"box\">", f);
    page_csrf(r);
    fprintf(f, "<label class=\"wide\">A new preset answer <textarea name=\"text\" rows=\"2\" maxlength=\"%d\" "
               "required></textarea></label><button>Add it</button></form></details>",
            THREAD_TEXT_MAX);
}

/* POST /admin/messages/ID/close: back (this page or the student's). */
void page_admin_close(struct request *r)
{
    long long thread = thread_of(r->id[0]);
    if (!thread) {
        page_message(r, 404, "Not found", "There is no such question.");
        return;
    }
    if (desk_close(thread) < 0) {
        page_message(r, 500, "Not done", "The server could not note it (its database): try again.");
        return;
    }
    admin_thread_back(r, thread);
}

/* POST /admin/questions/several: action (answer: text or preset, to each student alone;
 * close: without an answer), qID for each question selected. All or none. */
void page_admin_several(struct request *r)
{
    const char *action = form_value(r, "action");
    int closing = strcmp(action, "close") == 0;
    long long threads[FORM_MAX_FIELDS];
    int n = 0;
    if (!closing && strcmp(action, "answer") != 0) {
        page_message(r, 400, "What to do?", "Answer the selected questions or close them: nothing was done.");
        return;
    }
    for (int k = 0; k < r->nb_fields; k++) {
        long long id = r->field[k].name[0] == 'q' ? id_of(r->field[k].name + 1) : 0;
        if (!id)
            continue;
        if (thread_of(id) != id) {
            page_message(r, 404, "Not found", "There is no such question: nothing was done.");
            return;
        }
        threads[n++] = id;
    }
    char why[128];
    /* the fields past the form's most were dropped: not some of them answered */
    if (!n || n > ADMIN_SEVERAL_MAX || r->form_parts > r->nb_fields) {
        snprintf(why, sizeof why, "Select from 1 to %d questions: nothing was done.", ADMIN_SEVERAL_MAX);
        page_message(r, 400, n ? "Too many at once" : "None selected", why);
        return;
    }
    char *text = closing ? NULL : admin_answer_text(r);
    if (!closing && !text)
        return;
    int ok = store_begin() == 0;
    for (int k = 0; ok && k < n; k++)
        ok = closing ? desk_close(threads[k]) == 0
                     : thread_add(r, thread_user(threads[k]), threads[k], 0, NULL, 0, 0, text) >= 0;
    ok = ok && store_commit() == 0;
    free(text);
    if (!ok) {
        store_rollback();
        page_message(r, 500, "Not done", "The server could not store it (its database): nothing was done.");
        return;
    }
    page_redirect(r, "/admin/questions#desk");
}

/* POST /admin/presets: text. */
void page_admin_preset_add(struct request *r)
{
    if (store_int(0, "SELECT count(*) FROM answer_presets", "") >= PRESETS_MAX) {
        char why[128];
        snprintf(why, sizeof why, "There are %d preset answers already: remove one first.", PRESETS_MAX);
        page_message(r, 409, "Too many", why);
        return;
    }
    char *text = thread_form_text(r, "text", NULL);
    if (!text)
        return;
    int rc = desk_preset_add(text);
    free(text);
    if (rc < 0) {
        page_message(r, 500, "Not kept", "The server could not store it (its database): try again.");
        return;
    }
    page_redirect(r, "/admin/questions#presets");
}

/* POST /admin/presets/ID/remove */
void page_admin_preset_remove(struct request *r)
{
    int rc = desk_preset_remove(r->id[0]);
    if (rc <= 0) {
        page_message(r, rc < 0 ? 500 : 404, rc < 0 ? "Not done" : "Not found",
                     rc < 0 ? "The server could not remove it (its database): try again." : "There is no such preset answer.");
        return;
    }
    page_redirect(r, "/admin/questions#presets");
}
