/* common.c — what the teacher's pages share: a student's name linked to their page, a
 * CSV field, where the similarity report's CSV is. */
#include <stdio.h>

#include "similar/csv.h"
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
