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
        long long id = r->field[k].name[0] == 'q' ? admin_id(r->field[k].name + 1) : 0;
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
                     rc < 0 ? "The server could not remove it (its database): try again."
                            : "There is no such preset answer.");
        return;
    }
    page_redirect(r, "/admin/questions#presets");
}
