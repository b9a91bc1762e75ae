/* admin_similar.c — the teacher's similar code: the report (bin/arena-server similar, the
 * command a teacher runs, in a process of its own) over every submission of the course,
 * against the earlier courses and with the templates the teacher uploaded here: an earlier
 * course's database, or its sources packed (.tar.gz); a template (code every student
 * starts from) whose code does not count. */
#define _GNU_SOURCE
#include <dirent.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "alloc.h"
#include "entrants.h"
#include "error.h"
#include "pages/common.h"
#include "similar/similar.h"
#include "store/store.h"
#include "teacher/teacher.h"

enum { INPUTS_MAX = 64 };

/* FILES/similar/earlier/ (a database, or a folder of sources) and FILES/similar/templates/ */
static void inputs_dir(char *dir, size_t size, int templates)
{
    snprintf(dir, size, "%s/similar/%s", course.files, templates ? "templates" : "earlier");
}

static int ends_with(const char *s, const char *end)
{
    size_t n = strlen(s), m = strlen(end);
    return n > m && strcmp(s + n - m, end) == 0;
}

/* SQLite's files beside a database it opened: not inputs of their own. */
static const char *const db_companions[] = {"-wal", "-shm", "-journal"};

static int companion(const char *name)
{
    for (size_t k = 0; k < sizeof db_companions / sizeof *db_companions; k++)
        if (ends_with(name, db_companions[k]))
            return 1;
    return 0;
}

/* The names in an inputs folder, sorted: their number. */
static int list_inputs(int templates, char names[INPUTS_MAX][128])
{
    char dir[4200];
    inputs_dir(dir, sizeof dir, templates);
    struct dirent **entries;
    int n = scandir(dir, &entries, NULL, alphasort), kept = 0;
    for (int k = 0; k < n; k++) {
        if (entries[k]->d_name[0] != '.' && !companion(entries[k]->d_name) && kept < INPUTS_MAX &&
            strlen(entries[k]->d_name) < 128)
            snprintf(names[kept++], 128, "%s", entries[k]->d_name);
        free(entries[k]);
    }
    if (n > 0)
        free(entries);
    return kept;
}

/* A page of the report (a body the command made) inside the site's frame: the list, or
 * one pair's side by side. */
static void report_page(struct request *r, const char *path, const char *title, const char *missing)
{
    FILE *in = fopen(path, "r");
    if (!in) {
        page_message(r, 404, "Not made yet", missing);
        return;
    }
    FILE *f = page_begin(r, title);
    fputs("<p><a href=\"/admin/similar\">Make it again</a> \xc2\xb7 <a "
          "href=\"/admin/similar/inputs\">earlier courses and templates</a> \xc2\xb7 <a href=\"/admin\">admin</a></p>",
          f);
    char buf[65536];
    size_t n;
    while ((n = fread(buf, 1, sizeof buf, in)) > 0)
        fwrite(buf, 1, n, f);
    fclose(in);
    page_end(r);
}

static const char not_made[] =
    "The similarity report has not been made yet: open Similar code on the admin page.";

static void list_path(char *path, size_t size)
{
    snprintf(path, size, "%s/similar.html", course.files);
}

/* GET /admin/similar.html: the list as last made. */
void page_admin_similar_made(struct request *r)
{
    char path[4200];
    list_path(path, sizeof path);
    report_page(r, path, "Similar code", not_made);
}

/* GET /admin/similar/pair/N: the last report's pair N side by side (a student's page links
 * its pairs; the list links them all). */
void page_admin_similar_pair(struct request *r)
{
    char list[4200], path[4300], title[64];
    list_path(list, sizeof list);
    snprintf(title, sizeof title, "Similar code: pair %lld", r->id[0]);
    if (r->id[0] < 1 || sim_pair_path(path, sizeof path, list, r->id[0]) < 0)
        page_message(r, 404, "No such pair", "The similarity report has no such pair.");
    else
        report_page(r, path, title,
                    "The last similarity report has no such pair: open Similar code on the admin page to "
                    "make it again.");
}

/* GET /admin/similar: the report made now, with the CSV beside it (each student's page
 * lists their pairs: renamed into place, a page reading it meanwhile reads the last one). */
void page_admin_similar(struct request *r)
{
    char out[4200], csv_path[4200], csv_new[4300], names[INPUTS_MAX][128];
    char **argv = xcalloc(16 + 2 * 2 * INPUTS_MAX, sizeof *argv);
    int a = 0;
    list_path(out, sizeof out);
    admin_similar_csv_path(csv_path, sizeof csv_path);
    snprintf(csv_new, sizeof csv_new, "%s.%lu", csv_path, (unsigned long)pthread_self());
    if (asprintf(&argv[a++], "%s/arena-server", course.bin_dir) < 0 || !(argv[a++] = xstrdup("similar")) ||
        !(argv[a++] = xstrdup(course.db_path)) || !(argv[a++] = xstrdup("--top=100")) ||
        asprintf(&argv[a++], "--html-body=%s", out) < 0 || asprintf(&argv[a++], "--csv=%s", csv_new) < 0)
        die("out of memory");
    for (int templates = 0; templates <= 1; templates++) {
        char dir[4200];
        inputs_dir(dir, sizeof dir, templates);
        int n = list_inputs(templates, names);
        for (int k = 0; k < n; k++)
            if (asprintf(&argv[a++], "--%s=%s/%s", templates ? "template" : "against", dir, names[k]) < 0)
                die("out of memory");
    }
    char *said = NULL;
    int status = run_capture(argv, &said);
    for (int k = 0; k < a; k++)
        free(argv[k]);
    free(argv);
    if (status == 0 && rename(csv_new, csv_path) < 0)
        status = error_errno("cannot rename %s", csv_new);
    unlink(csv_new);
    if (status != 0) {
        said[strcspn(said, "\n")] = '\0';
        error("the similarity report: %s", said);
        page_message(r, 503, "Not made", "The similarity report could not be made (see the server's log).");
    } else {
        report_page(r, out, "Similar code", not_made);
    }
    free(said);
}

/* ---- the inputs: earlier courses and templates ---- */

static void inputs_page(struct request *r, const char *message, int status)
{
    FILE *f = page_begin(r, "Similar code: earlier courses and templates");
    page_notice(f, message);
    fputs("<p><a href=\"/admin/similar\">The report</a> compares every submission of this course, every version, "
          "pairwise and against the earlier courses below; the code of the kit's players (Null, Demo) and of the "
          "templates below does not count.</p><p>An earlier course's students started from that year's kit, "
          "not this one's: add its <code>AIDemo.cc</code> and <code>AINull.cc</code> (every <code>AI*</code> "
          "file of that kit) as templates, or its independent players share them and score high.</p>",
          f);
    static const char *const what[] = {"Earlier courses", "Templates"};
    char names[INPUTS_MAX][128];
    for (int templates = 0; templates <= 1; templates++) {
        fprintf(f, "<h2>%s</h2>", what[templates]);
        int n = list_inputs(templates, names);
        if (!n)
            fputs("<p>None.</p>", f);
        for (int k = 0; k < n; k++) {
            fputs("<form method=\"post\" action=\"/admin/similar/remove\" class=\"inline-row\">", f);
            page_csrf(r);
            fprintf(f, "<input type=\"hidden\" name=\"kind\" value=\"%s\"><input type=\"hidden\" name=\"name\" value=\"",
                    templates ? "template" : "earlier");
            html(f, names[k]);
            fputs("\"><code>", f);
            html(f, names[k]);
            fputs("</code> <button>Remove</button></form>", f);
        }
    }
    fputs("<h2>Add</h2><form method=\"post\" action=\"" WEB_LARGE_UPLOAD "\" enctype=\"multipart/form-data\" "
          "class=\"box\">",
          f);
    page_csrf(r);
    fprintf(f, "<label>What <select name=\"kind\"><option value=\"earlier\">an earlier course: its database (.db) or "
               "its sources packed (.tar.gz, a folder per student)</option><option value=\"template\">a template: code "
               "every student starts from (.c, .cc, .h, .hh)</option></select></label><label>File (at most %d MB) "
               "<input type=\"file\" name=\"file\" required></label><button>Add it</button></form>",
            WEB_LARGE_UPLOAD_MB);
    page_end(r);
    r->status = status;
}

void page_admin_similar_inputs(struct request *r)
{
    inputs_page(r, NULL, 200);
}

/* A name kept as it is: letters, digits, '.', '_', '-', not starting with '.'. */
static int plain_name(const char *name)
{
    size_t n = strlen(name);
    return n > 0 && n < 100 && name[0] != '.' &&
           strspn(name, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789._-") == n;
}

/* An earlier course's sources packed: unpacked by GNU tar into dir (members with an
 * absolute name or a "..", and links, are tar's to refuse; nothing keeps its owner). */
static int unpack(const char *packed, const char *dir, char *why, size_t size)
{
    if (make_dirs(dir) < 0) {
        snprintf(why, size, "The server could not make a folder for it (see its log).");
        return -1;
    }
    char *out, *argv[] = {"tar", "-xzf", (char *)packed, "-C", (char *)dir, "--no-same-owner", "--no-same-permissions",
                          "--exclude=*/.*", NULL};
    int status = run_capture(argv, &out);
    if (status != 0) {
        out[strcspn(out, "\n")] = '\0';
        snprintf(why, size, "That is not a .tar.gz that tar unpacks: %s", out);
        remove_tree(dir);
    }
    free(out);
    return status == 0 ? 0 : -1;
}

/* POST /admin/similar/add: kind (earlier or template) and file. */
void page_admin_similar_add(struct request *r)
{
    const struct form_field *file = form_field(r, "file");
    const char *kind = form_value(r, "kind"), *name = file ? file->filename : "";
    int templates = strcmp(kind, "template") == 0;
    char dir[4200], path[4400], why[512] = "";
    if (!templates && strcmp(kind, "earlier") != 0)
        snprintf(why, sizeof why, "Add an earlier course or a template.");
    else if (!file || !file->size || !plain_name(name))
        snprintf(why, sizeof why, "Choose a file whose name has only letters, digits, '.', '_' or '-'.");
    else if (templates && !(ends_with(name, ".c") || ends_with(name, ".cc") || ends_with(name, ".h") ||
                            ends_with(name, ".hh")))
        snprintf(why, sizeof why, "A template is a source: .c, .cc, .h or .hh.");
    else if (!templates && ends_with(name, ".db") && (file->size < 16 || memcmp(file->value, "SQLite format 3", 16) != 0))
        snprintf(why, sizeof why, "%s is not an SQLite database (a course's .db).", name);
    else if (!templates && !ends_with(name, ".db") && !ends_with(name, ".tar.gz") && !ends_with(name, ".tgz"))
        snprintf(why, sizeof why, "An earlier course is its database (.db) or its sources packed (.tar.gz).");
    if (why[0]) {
        inputs_page(r, why, 400);
        return;
    }
    char names[INPUTS_MAX][128];
    inputs_dir(dir, sizeof dir, templates);
    if (list_inputs(templates, names) >= INPUTS_MAX) {
        inputs_page(r, "There are too many already: remove one first.", 409);
        return;
    }
    int packed = !templates && !ends_with(name, ".db");
    size_t stem = strlen(name) - (ends_with(name, ".tgz") ? 4 : packed ? 7 : 0);
    snprintf(path, sizeof path, "%s/%.*s", dir, (int)stem, name);
    if (access(path, F_OK) == 0) {
        inputs_page(r, "One of that name is there already: remove it first, or rename the file.", 409);
        return;
    }
    int ok;
    if (packed) {
        char tmp[4500];
        snprintf(tmp, sizeof tmp, "%s.tar.gz.part", path);
        ok = make_dirs(dir) == 0 && write_file(tmp, file->value, file->size) == 0 && unpack(tmp, path, why, sizeof why) == 0;
        unlink(tmp);
    } else {
        ok = make_dirs(dir) == 0 && write_file(path, file->value, file->size) == 0;
    }
    if (!ok) {
        inputs_page(r, why[0] ? why : "The server could not keep the file (see its log).", why[0] ? 400 : 503);
        return;
    }
    page_redirect(r, "/admin/similar/inputs");
}

/* POST /admin/similar/remove: kind and name. */
void page_admin_similar_remove(struct request *r)
{
    const char *name = form_value(r, "name");
    int templates = strcmp(form_value(r, "kind"), "template") == 0;
    char dir[4200], path[4400];
    inputs_dir(dir, sizeof dir, templates);
    snprintf(path, sizeof path, "%s/%s", dir, name);
    if (!plain_name(name) || companion(name) || access(path, F_OK) != 0) {
        inputs_page(r, "There is no such file.", 404);
        return;
    }
    remove_tree(path);
    for (size_t k = 0; k < sizeof db_companions / sizeof *db_companions; k++) {
        char other[4500];
        snprintf(other, sizeof other, "%s%s", path, db_companions[k]);
        unlink(other); /* absent: nothing to do */
    }
    page_redirect(r, "/admin/similar/inputs");
}
