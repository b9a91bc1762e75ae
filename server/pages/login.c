/* login.c — logging in and out (the login form's own token: a cookie it repeats), and a
 * user's password. Password hashes are slow by design: they run off the request threads. */
#define _GNU_SOURCE
#include <microhttpd.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "pages/pages.h"
#include "store/store.h"

static void login_page(struct request *r, const char *message, int status)
{
    /* the login form's CSRF token: a random cookie the form must repeat */
    const char *cookie = MHD_lookup_connection_value(r->conn, MHD_COOKIE_KIND, "arena_login");
    char token[AUTH_TOKEN_HEX];
    if (cookie && strlen(cookie) == AUTH_TOKEN_HEX - 1) {
        snprintf(token, sizeof token, "%s", cookie);
    } else {
        auth_token(token);
        snprintf(r->cookie, sizeof r->cookie, "arena_login=%s; Path=/; HttpOnly; SameSite=Strict", token);
    }
    snprintf(r->user.csrf, sizeof r->user.csrf, "%s", token);
    FILE *f = page_begin(r, "Log in");
    page_notice(f, message);
    fputs("<form method=\"post\" action=\"/login\" class=\"box\">", f);
    page_csrf(r);
    fputs("<label>Login <input name=\"login\" autocomplete=\"username\" required autofocus></label>"
          "<label>Password <input name=\"password\" type=\"password\" autocomplete=\"current-password\" required></label>"
          "<button>Log in</button></form><p>Your teacher gives you your login and password.</p>",
          f);
    page_end(r);
    r->status = status;
}

static void check_password(struct request *r)
{
    r->result = auth_login(form_value(r, "login"), form_value(r, "password"), r->ip, r->token, &r->wait);
}

void page_login_form(struct request *r)
{
    login_page(r, NULL, 200);
}

int page_login_token_ok(struct request *r)
{
    const char *cookie = MHD_lookup_connection_value(r->conn, MHD_COOKIE_KIND, "arena_login");
    struct user session = r->user; /* the form's token is the login cookie, not the session's */
    snprintf(r->user.csrf, sizeof r->user.csrf, "%s", cookie ? cookie : "");
    int ok = cookie && form_csrf_ok(r);
    r->user = session;
    return ok;
}

void page_login_again(struct request *r)
{
    memset(&r->user, 0, sizeof r->user);
    login_page(r, "That form was not this site's (or it is too old): log in again.", 403);
}

void page_login(struct request *r)
{
    memset(&r->user, 0, sizeof r->user);
    if (r->deferred != 2) { /* the password's hash is slow by design: off this thread */
        web_defer(r, check_password);
        return;
    }
    int got = r->result;
    if (got == 1) {
        snprintf(r->cookie, sizeof r->cookie, "arena_session=%s; Path=/; HttpOnly; SameSite=Strict%s", r->token,
                 getenv("ARENA_SECURE_COOKIES") ? "; Secure" : "");
        page_redirect(r, "/");
    } else if (got == 0) {
        login_page(r, "Wrong login or password.", 403);
    } else if (got == -1) {
        char text[160];
        snprintf(text, sizeof text, "Too many failed attempts for this login from here: wait %.0f seconds and try again.",
                 r->wait < 1 ? 1 : r->wait + 0.5);
        login_page(r, text, 429);
    } else {
        page_message(r, 503, "Database error", "The course database cannot be read just now: try again in a moment.");
    }
}

void page_logout(struct request *r)
{
    auth_logout(r->session);
    snprintf(r->cookie, sizeof r->cookie, "arena_session=; Path=/; HttpOnly; SameSite=Strict; Max-Age=0");
    page_redirect(r, "/");
}

/* What changing a password gives (r->result indexes it), found off the request threads. */
static const char *const password_outcome[] = {
    "Your password is changed.", "The current password is wrong.", "A password has at least 10 characters.",
    "The two new passwords differ.", "The password could not be changed (database error).",
};

static void change_password(struct request *r)
{
    char encoded[AUTH_HASH_MAX] = "";
    sqlite3_stmt *st = store_query("SELECT password FROM users WHERE id = ?", "i", r->user.id);
    if (st && sqlite3_step(st) == SQLITE_ROW)
        snprintf(encoded, sizeof encoded, "%s", (const char *)sqlite3_column_text(st, 0));
    sqlite3_finalize(st);
    const char *now = form_value(r, "new");
    if (!auth_verify(encoded, form_value(r, "current")))
        r->result = 1;
    else if (strlen(now) < AUTH_PASSWORD_MIN)
        r->result = 2;
    else if (strcmp(now, form_value(r, "again")) != 0)
        r->result = 3;
    else
        /* a new password ends every other session (one opened with the old password too) */
        r->result = auth_set_user(r->user.login, r->user.name, r->user.admin, now, NULL) < 0 ||
                            auth_end_other_sessions(r->user.id, r->session) < 0
                        ? 4
                        : 0;
}

static void password(struct request *r, int post)
{
    if (post && r->deferred != 2) { /* two password hashes: off this thread */
        web_defer(r, change_password);
        return;
    }
    const char *message = post ? password_outcome[r->result] : NULL;
    FILE *f = page_begin(r, "Password");
    page_notice(f, message);
    fputs("<p>A new password has at least 10 characters, typed twice the same; it ends your other sessions.</p>"
          "<form method=\"post\" action=\"/password\" class=\"box\">", f);
    page_csrf(r);
    fputs("<label>Current password <input name=\"current\" type=\"password\" autocomplete=\"current-password\" required>"
          "</label><label>New password <input name=\"new\" type=\"password\" autocomplete=\"new-password\" minlength=\"10\" "
          "required></label><label>Again <input name=\"again\" type=\"password\" autocomplete=\"new-password\" required>"
          "</label><button>Change it</button></form>",
          f);
    page_end(r);
}

void page_password(struct request *r)
{
    password(r, 0);
}

void page_password_post(struct request *r)
{
    password(r, 1);
}
