/* common.c — what the teacher's pages share: a student's name linked to their page, a
 * CSV field, where the similarity report's CSV is, an answer's text and the way back to
 * its thread (the questions' pages and the desk's actions). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "pages/threads.h"
#include "similar/csv.h"
#include "store/desk.h"
#include "store/store.h"
#include "teacher/teacher.h"

void admin_student_link(FILE *f, long long id, const char *login)
{
    fprintf(f, "<a href=\"/admin/student/%lld\">", id);
    html(f, login);
    fputs("</a>", f);
}

/* Quoted, and a leading = + - @ defused (a spreadsheet would run it). */
void admin_csv(FILE *f, const char *s)
{
    csv_field(f, s, CSV_SPREADSHEET);
}

/* FILES/similar.csv: written with /admin/similar's page, read by each student's page. */
void admin_similar_csv_path(char *path, size_t size)
{
    snprintf(path, size, "%s/similar.csv", course.files);
}

long long admin_id(const char *s)
{
    size_t n = strlen(s);
    return n && n <= 18 && strspn(s, "0123456789") == n ? atoll(s) : 0;
}

char *admin_answer_text(struct request *r)
{
    const char *preset = form_value(r, "preset");
    char *fallback = NULL;
    if (*preset && !(fallback = desk_preset_text(admin_id(preset)))) {
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
    int student_page = strncmp(back, "/admin/student/", 15) == 0 && admin_id(back + 15);
    char url[96];
    snprintf(url, sizeof url, "%s#t%lld", student_page ? back : "/admin/questions", thread);
    page_redirect(r, url);
}
