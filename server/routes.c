/* teacher.c — the routes of the teacher's pages of teacher.h (pages_route calls it for
 * teachers only, forms' CSRF token checked). */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "teacher/teacher.h"

struct route {
    const char *path;
    void (*page)(struct request *);
};

static const struct route gets[] = {
    {"/admin/matches", page_admin_matches},
    {"/admin/sources.tar.gz", page_admin_sources},
    {"/admin/similar.html", page_admin_similar_made},
    {"/admin/similar/inputs", page_admin_similar_inputs},
};

static const struct route posts[] = {
    {"/admin/password", page_admin_password}, {"/admin/dates", page_admin_dates},
    {"/admin/announcement", page_admin_announcement}, {"/admin/final", page_admin_final},
    {"/admin/rejudge", page_admin_rejudge}, {WEB_LARGE_UPLOAD, page_admin_similar_add},
    {"/admin/similar/remove", page_admin_similar_remove}, {"/admin/qualify", page_admin_qualify},
};

int teacher_route(struct request *r, int post)
{
    const char *u = r->url;
    if (!post && strncmp(u, "/admin/student/", 15) == 0) {
        const char *digits = u + 15;
        char *end;
        errno = 0;
        long long id = *digits >= '1' && *digits <= '9' ? strtoll(digits, &end, 10) : 0;
        if (id > 0 && !errno && !*end)
            page_admin_student(r, id);
        else
            page_message(r, 404, "Not found", "There is no such student.");
        return 1;
    }
    const struct route *table = post ? posts : gets;
    size_t n = post ? sizeof posts / sizeof *posts : sizeof gets / sizeof *gets;
    for (size_t k = 0; k < n; k++)
        if (strcmp(u, table[k].path) == 0) {
            table[k].page(r);
            return 1;
        }
    return 0;
}
