/* files.c — the site's static files, the viewers', and the course's kit. */
#include <stdio.h>
#include <string.h>

#include "pages/pages.h"
#include "paths.h"
#include "store/store.h"

static void static_file(struct request *r, const char *dir, const char *name)
{
    const char *type = web_static_type(name);
    if (!type) {
        page_message(r, 404, "Not found", "There is no such page.");
        return;
    }
    char path[4096];
    snprintf(path, sizeof path, "%s/%s/%s", paths_data(), dir, name);
    page_file(r, path, type, NULL);
}

/* GET /favicon.ico: none (a 204, not a 404 in every browser's console). */
void page_no_icon(struct request *r)
{
    r->status = 204;
}

/* GET /site.css, /site.js */
void page_site_file(struct request *r)
{
    static_file(r, "server", r->url + 1);
}

/* GET /viewer/common/NAME */
void page_common_file(struct request *r)
{
    static_file(r, "viewer/common", r->arg[0]);
}

/* GET /games/GAME/viewer/NAME */
void page_game_file(struct request *r)
{
    char dir[300];
    if (strspn(r->arg[0], "abcdefghijklmnopqrstuvwxyz") != strlen(r->arg[0])) {
        page_message(r, 404, "Not found", "There is no such page.");
        return;
    }
    snprintf(dir, sizeof dir, "games/%s/viewer", r->arg[0]);
    static_file(r, dir, r->arg[1]);
}

/* GET /kit: the course's kit, made at init. */
void page_kit(struct request *r)
{
    char path[4096], name[64];
    snprintf(path, sizeof path, "%s/kit.tar.gz", course.files);
    snprintf(name, sizeof name, "%s-kit.tar.gz", course.t.game);
    page_file(r, path, "application/gzip", name);
}
