/* auth.c — passwords (libargon2), sessions and login rate limits. */
#define _GNU_SOURCE
#include "auth.h"

#include <argon2.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>
#include <sys/random.h>

#include "error.h"
#include "hash.h"
#include "store.h"

/* OWASP's Argon2id setting: 19 MiB, 2 passes. At most two hashes at a time keep the
 * server's memory bounded when a class logs in at once. */
enum { ARGON_T = 2, ARGON_M_KIB = 19 * 1024, ARGON_P = 1, ARGON_SALT = 16, ARGON_LEN = 32, ARGON_AT_ONCE = 2 };
static pthread_mutex_t hashing = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t hashing_done = PTHREAD_COND_INITIALIZER;
static int hashing_now;

static void hashing_enter(void)
{
    pthread_mutex_lock(&hashing);
    while (hashing_now >= ARGON_AT_ONCE)
        pthread_cond_wait(&hashing_done, &hashing);
    hashing_now++;
    pthread_mutex_unlock(&hashing);
}

static void hashing_leave(void)
{
    pthread_mutex_lock(&hashing);
    hashing_now--;
    pthread_cond_signal(&hashing_done);
    pthread_mutex_unlock(&hashing);
}

static void random_bytes(unsigned char *p, size_t n)
{
    while (n > 0) {
        ssize_t got = getrandom(p, n, 0);
        if (got < 0)
            die("no random bytes (getrandom)");
        p += got;
        n -= (size_t)got;
    }
}

void auth_token(char hex[AUTH_TOKEN_HEX])
{
    unsigned char b[32];
    random_bytes(b, sizeof b);
    for (int k = 0; k < 32; k++)
        snprintf(hex + 2 * k, 3, "%02x", b[k]);
}

void auth_password(char out[13])
{
    /* no 0/O, 1/l/I: read aloud or copied from paper */
    static const char letters[] = "abcdefghijkmnpqrstuvwxyzACDEFGHJKLMNPQRTUVWXY23456789";
    unsigned char b[12];
    random_bytes(b, sizeof b);
    for (int k = 0; k < 12; k++)
        out[k] = letters[b[k] % (sizeof letters - 1)];
    out[12] = '\0';
}

int auth_hash(const char *password, char out[AUTH_HASH_MAX])
{
    unsigned char salt[ARGON_SALT];
    random_bytes(salt, sizeof salt);
    hashing_enter();
    int rc = argon2id_hash_encoded(ARGON_T, ARGON_M_KIB, ARGON_P, password, strlen(password), salt, sizeof salt,
                                   ARGON_LEN, out, AUTH_HASH_MAX);
    hashing_leave();
    return rc == ARGON2_OK ? 0 : error("cannot hash a password: %s", argon2_error_message(rc));
}

int auth_verify(const char *encoded, const char *password)
{
    hashing_enter();
    int rc = argon2id_verify(encoded, password, strlen(password));
    hashing_leave();
    return rc == ARGON2_OK;
}

/* The hash an unknown login is checked against. */
static char decoy[AUTH_HASH_MAX];
static pthread_once_t decoy_made = PTHREAD_ONCE_INIT;
static void make_decoy(void)
{
    char password[AUTH_TOKEN_HEX];
    auth_token(password);
    if (auth_hash(password, decoy) < 0)
        die("cannot hash a password");
}

/* What the database keeps of a token: its hash (a copy of the database opens no session). */
static void token_key(const char *token, char key[T_HASH_HEX])
{
    hash_text(token, key);
}

int auth_login(const char *login, const char *password, const char *ip, char token[AUTH_TOKEN_HEX])
{
    double now = store_now();
    long long of_login = store_int(-1, "SELECT count(*) FROM login_failures WHERE at > ? AND login = ?", "dt",
                                   now - AUTH_FAILURE_WINDOW, login);
    long long from_ip = store_int(-1, "SELECT count(*) FROM login_failures WHERE at > ? AND ip = ?", "dt",
                                  now - AUTH_FAILURE_WINDOW, ip);
    if (of_login < 0 || from_ip < 0)
        return -2;
    /* a login may fail 5 times in 15 minutes; an address (a classroom shares one) 20 times as often */
    if (of_login >= AUTH_MAX_FAILURES || from_ip >= 20 * AUTH_MAX_FAILURES)
        return -1;
    sqlite3_stmt *st = store_query("SELECT id, password FROM users WHERE login = ?", "t", login);
    if (!st)
        return -2;
    long long id = 0;
    char encoded[AUTH_HASH_MAX] = "";
    if (sqlite3_step(st) == SQLITE_ROW) {
        id = sqlite3_column_int64(st, 0);
        snprintf(encoded, sizeof encoded, "%s", (const char *)sqlite3_column_text(st, 1));
    }
    sqlite3_finalize(st);
    /* an unknown login costs the same time as a wrong password */
    pthread_once(&decoy_made, make_decoy);
    int good = auth_verify(id ? encoded : decoy, password) && id;
    if (!good) {
        store_run("INSERT INTO login_failures VALUES(?, ?, ?)", "ttd", login, ip, now);
        return 0;
    }
    char key[T_HASH_HEX], csrf[AUTH_TOKEN_HEX];
    auth_token(token);
    auth_token(csrf);
    token_key(token, key);
    store_run("DELETE FROM sessions WHERE expires < ?", "d", now);
    if (store_run("INSERT INTO sessions VALUES(?, ?, ?, ?)", "titd", key, id, csrf, now + AUTH_SESSION_SECONDS) < 0)
        return -2;
    store_run("DELETE FROM login_failures WHERE login = ?", "t", login);
    return 1;
}

int auth_session(const char *token, struct user *u)
{
    memset(u, 0, sizeof *u);
    if (!token || strlen(token) != AUTH_TOKEN_HEX - 1)
        return 0;
    char key[T_HASH_HEX];
    token_key(token, key);
    sqlite3_stmt *st = store_query("SELECT u.id, u.login, u.name, u.role, s.csrf FROM sessions s JOIN users u"
                                   " ON u.id = s.user WHERE s.token = ? AND s.expires > ?",
                                   "td", key, store_now());
    if (!st)
        return -1;
    if (sqlite3_step(st) == SQLITE_ROW) {
        u->id = sqlite3_column_int64(st, 0);
        snprintf(u->login, sizeof u->login, "%s", (const char *)sqlite3_column_text(st, 1));
        snprintf(u->name, sizeof u->name, "%s", (const char *)sqlite3_column_text(st, 2));
        u->admin = strcmp((const char *)sqlite3_column_text(st, 3), "admin") == 0;
        snprintf(u->csrf, sizeof u->csrf, "%s", (const char *)sqlite3_column_text(st, 4));
    }
    sqlite3_finalize(st);
    return 0;
}

void auth_logout(const char *token)
{
    if (!token)
        return;
    char key[T_HASH_HEX];
    token_key(token, key);
    store_run("DELETE FROM sessions WHERE token = ?", "t", key);
}

int auth_set_user(const char *login, const char *name, int admin, const char *password, char made[13])
{
    if (!password) {
        auth_password(made);
        password = made;
    }
    char encoded[AUTH_HASH_MAX];
    if (auth_hash(password, encoded) < 0)
        return -1;
    return store_run("INSERT INTO users(login, name, role, password) VALUES(?1, ?2, ?3, ?4)"
                     " ON CONFLICT(login) DO UPDATE SET name = ?2, role = ?3, password = ?4",
                     "tttt", login, name, admin ? "admin" : "student", encoded);
}
