/* auth.c — passwords (libargon2), sessions and login rate limits. */
#define _GNU_SOURCE
#include "store/auth.h"

#include <argon2.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>
#include <sys/random.h>

#include "error.h"
#include "hash.h"
#include "store/store.h"

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

/* Seconds a login must still wait from this address: failures of the same login from the
 * same address, in the window, slow it down (after AUTH_FREE_FAILURES, AUTH_FIRST_DELAY
 * seconds, doubling up to the window). Only the pair is slowed: the owner from another address is not, nor are
 * the others behind the same address (a lab behind one NAT). An address that failed
 * against many logins (a guesser going through the class) loses the free failures for
 * every login it failed. -1 on a database error. */
static double throttled(const char *login, const char *ip, double now)
{
    sqlite3_stmt *st = store_query("SELECT count(*), max(at) FROM login_failures WHERE at > ? AND login = ? AND ip = ?",
                                   "dtt", now - AUTH_FAILURE_WINDOW, login, ip);
    if (!st || sqlite3_step(st) != SQLITE_ROW) {
        sqlite3_finalize(st);
        return -1;
    }
    long long failures = sqlite3_column_int64(st, 0);
    double last = sqlite3_column_double(st, 1);
    sqlite3_finalize(st);
    long long from_ip = store_int(-1, "SELECT count(*) FROM login_failures WHERE at > ? AND ip = ?", "dt",
                                  now - AUTH_FAILURE_WINDOW, ip);
    if (from_ip < 0)
        return -1;
    long long free_failures = from_ip >= AUTH_ADDRESS_FAILURES ? 0 : AUTH_FREE_FAILURES;
    if (failures == 0 || failures < free_failures)
        return 0;
    double delay = AUTH_FIRST_DELAY;
    for (long long k = free_failures; k < failures && delay < AUTH_FAILURE_WINDOW; k++)
        delay *= 2;
    if (delay > AUTH_FAILURE_WINDOW)
        delay = AUTH_FAILURE_WINDOW;
    return last + delay > now ? last + delay - now : 0;
}

int auth_login(const char *login, const char *password, const char *ip, char token[AUTH_TOKEN_HEX], double *wait)
{
    double now = store_now();
    *wait = throttled(login, ip, now);
    if (*wait < 0)
        return -2;
    if (*wait > 0)
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
    store_run("DELETE FROM login_failures WHERE login = ? AND ip = ?", "tt", login, ip);
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

int auth_end_other_sessions(long long user, const char *token)
{
    char key[T_HASH_HEX] = "";
    if (token)
        token_key(token, key);
    return store_run("DELETE FROM sessions WHERE user = ? AND token != ?", "it", user, key);
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

int auth_reset_password(long long user, const char *password)
{
    char encoded[AUTH_HASH_MAX];
    if (auth_hash(password, encoded) < 0 || store_begin() < 0)
        return -1;
    int ok = store_run("UPDATE users SET password = ? WHERE id = ?", "ti", encoded, user) == 0 &&
             store_run("DELETE FROM sessions WHERE user = ?", "i", user) == 0 &&
             store_run("DELETE FROM login_failures WHERE login = (SELECT login FROM users WHERE id = ?)", "i", user) == 0;
    if (!ok || store_commit() < 0) {
        store_rollback();
        return -1;
    }
    return 0;
}
