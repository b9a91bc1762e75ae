/* page.c — the page kit every page writes with: HTML escaping, the site's frame (header,
 * navigation, the course's announcement and dates), messages, redirections, files and
 * downloads. It knows nothing of any page. */
#define _GNU_SOURCE
#include <fcntl.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "alloc.h"
#include "http/web.h"
#include "store/date.h"
#include "store/desk.h"
#include "store/store.h"

void html_n(FILE *f, const char *s, size_t n)
{
    for (size_t k = 0; k < n; k++) {
        unsigned char c = (unsigned char)s[k];
        switch (c) {
        case '<': fputs("&lt;", f); break;
        case '>': fputs("&gt;", f); break;
        case '&': fputs("&amp;", f); break;
        case '"': fputs("&quot;", f); break;
        case '\'': fputs("&#39;", f); break;
        case '\0': fputs("\xef\xbf\xbd", f); break;
        default: fputc(c, f);
        }
    }
}

void html(FILE *f, const char *s)
{
    html_n(f, s ? s : "", s ? strlen(s) : 0);
}

/* The course's announcement on every page: the course table's, read at the first page, and
 * a copy in memory under a mutex (no query a page), changed by page_announcement_set. */
static pthread_mutex_t announcement_lock = PTHREAD_MUTEX_INITIALIZER;
static char *announcement; /* NULL: none */
static int announcement_read;

static void announcement_locked(void)
{
    pthread_mutex_lock(&announcement_lock);
    if (!announcement_read) {
        announcement = store_setting("announcement");
        announcement_read = 1;
    }
}

static void announcement_box(FILE *f)
{
    announcement_locked();
    if (announcement && *announcement) {
        fputs("<p class=\"announcement\" role=\"status\">", f);
        html(f, announcement);
        fputs("</p>", f);
    }
    pthread_mutex_unlock(&announcement_lock);
}

void page_announcement_text(FILE *f)
{
    announcement_locked();
    html(f, announcement);
    pthread_mutex_unlock(&announcement_lock);
}

void page_announcement_set(char *text)
{
    pthread_mutex_lock(&announcement_lock);
    free(announcement);
    announcement = text;
    announcement_read = 1;
    pthread_mutex_unlock(&announcement_lock);
}

/* The course's dates on every page: when it opens, when it closes and the time left, or
 * that it is closed and what still happens; in a region of its own (every part of a page
 * in a landmark, for those who read a page by its landmarks). */
static void deadline(FILE *f)
{
    struct timespec ts;
    clock_gettime(CLOCK_REALTIME, &ts);
    /* the dates read once: the teacher may change them meanwhile */
    long long now = (long long)ts.tv_sec, opens = course.opens, closes = course.closes;
    char when[STORE_DATE_TEXT];
    long long t = opens && now < opens ? opens : closes;
    if (!t)
        return;
    store_date_text(t, when);
    fputs("<div role=\"region\" aria-label=\"Deadline\">", f);
    if (opens && now < opens) {
        fprintf(f, "<p class=\"deadline\">Opens %s.</p>", when);
    } else if (now < closes) {
        long long left = closes - now;
        fprintf(f, "<p class=\"deadline\">Closes %s: ", when);
        if (left >= 86400)
            fprintf(f, "%lld days %lld h left.</p>", left / 86400, left % 86400 / 3600);
        else
            fprintf(f, "%lld h %lld min left.</p>", left / 3600, left % 3600 / 60);
    } else {
        fprintf(f,
                "<p class=\"deadline\">Closed on %s: no more submissions; the final is played with each "
                "student's chosen submission.</p>",
                when);
    }
    fputs("</div>", f);
}

FILE *page_begin(struct request *r, const char *title)
{
    r->page = open_memstream(&r->body, &r->length);
    r->type = "text/html; charset=utf-8";
    FILE *f = r->page;
    fputs("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
          "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"><title>",
          f);
    html(f, title);
    fputs(" · ", f);
    html(f, course.title);
    fputs("</title><link rel=\"stylesheet\" href=\"/site.css\"><script src=\"/site.js\" "
          "defer></script></head><body>"
          /* the first Tab stop: past the navigation, to the page's own content */
          "<a class=\"skip\" href=\"#content\">Skip to content</a>"
          "<header><a class=\"brand\" href=\"/\">",
          f);
    html(f, course.title);
    fputs("</a><nav><a href=\"/standings\">Standings</a>", f);
    if (r->user.id) {
        fputs("<a href=\"/\">My player</a><a href=\"/friendly\">Friendly</a><a href=\"/boards\">Boards</a>"
              "<a href=\"/kit\">Kit</a>",
              f);
        fputs(r->user.admin ? "<a href=\"/admin/questions\">Questions" : "<a href=\"/questions\">Questions", f);
        desk_nav_count(f, &r->user); /* waiting for a teacher, unread for a student */
        fputs("</a>", f);
        if (r->user.admin)
            fputs("<a href=\"/admin\">Admin</a>", f);
        fputs("<span class=\"who\">", f);
        html(f, r->user.login);
        fputs("</span><form method=\"post\" action=\"/logout\" class=\"inline\">", f);
        page_csrf(r);
        fputs("<button>Log out</button></form>", f);
    } else {
        fputs("<a href=\"/\">Log in</a>", f);
    }
    fputs("</nav></header>", f);
    announcement_box(f);
    deadline(f);
    fputs("<main id=\"content\" tabindex=\"-1\">\n<h1>", f);
    html(f, title);
    fputs("</h1>\n", f);
    return f;
}

void page_end(struct request *r)
{
    fputs("</main></body></html>\n", r->page);
    fclose(r->page);
    r->page = NULL;
    if (!r->status)
        r->status = 200;
}

void page_message(struct request *r, int status, const char *title, const char *text)
{
    if (r->page) { /* a page half written is dropped */
        fclose(r->page);
        r->page = NULL;
    }
    free(r->body);
    r->body = NULL;
    r->status = 0;
    FILE *f = page_begin(r, title);
    page_notice(f, text);
    /* a form refused (or a search's bad field: a GET's 400) is no dead end: back to the
     * page it was sent from */
    if (r->user.id && status >= 400 && status < 500 && r->method &&
        (strcmp(r->method, "POST") == 0 || status == 400)) {
        const char *back = r->back[0] ? r->back : strncmp(r->url, "/admin", 6) == 0 ? "/admin" : "/";
        fputs("<p><a class=\"back\" href=\"", f);
        html(f, back);
        fputs("\">Back to the form</a></p>", f);
    }
    page_end(r);
    r->status = status;
}

void page_notice(FILE *f, const char *text)
{
    if (!text)
        return;
    fputs("<p class=\"message\">", f);
    html(f, text);
    fputs("</p>", f);
}

void page_redirect(struct request *r, const char *url)
{
    snprintf(r->location, sizeof r->location, "%s", url);
    r->status = 303;
}

void page_bytes(struct request *r, const char *type, const char *data, size_t size, const char *download)
{
    free(r->body);
    r->body = xmalloc(size + 1);
    memcpy(r->body, data, size);
    r->length = size;
    r->type = type;
    r->status = 200;
    if (download)
        snprintf(r->disposition, sizeof r->disposition, "attachment; filename=\"%s\"", download);
}

void page_file(struct request *r, const char *path, const char *type, const char *download)
{
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    struct stat st;
    if (fd < 0 || fstat(fd, &st) < 0 || !S_ISREG(st.st_mode)) {
        if (fd >= 0)
            close(fd);
        page_message(r, 404, "Not found", "There is no such file.");
        return;
    }
    r->fd = fd;
    r->fd_size = (size_t)st.st_size;
    r->type = type;
    r->status = 200;
    if (download)
        snprintf(r->disposition, sizeof r->disposition, "attachment; filename=\"%s\"", download);
}

void page_csrf(struct request *r)
{
    fputs("<input type=\"hidden\" name=\"csrf\" value=\"", r->page);
    html(r->page, r->user.csrf);
    fputs("\">", r->page);
}

const char *web_static_type(const char *name)
{
    size_t n = strlen(name);
    if (n == 0 || name[0] == '.' ||
        strspn(name, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_.-") != n)
        return NULL;
    const char *dot = strrchr(name, '.');
    if (!dot)
        return NULL;
    if (strcmp(dot, ".html") == 0)
        return "text/html; charset=utf-8";
    if (strcmp(dot, ".js") == 0 || strcmp(dot, ".mjs") == 0)
        return "text/javascript; charset=utf-8";
    if (strcmp(dot, ".css") == 0)
        return "text/css; charset=utf-8";
    if (strcmp(dot, ".png") == 0)
        return "image/png";
    if (strcmp(dot, ".svg") == 0)
        return "image/svg+xml";
    return NULL;
}
