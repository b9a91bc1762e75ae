/* auth.c — passwords (Argon2id, libsodium's), sessions and login rate limits. */
#define _GNU_SOURCE
#include "store/auth.h"

#include <pthread.h>
#include <sodium.h>
#include <stdio.h>
#include <string.h>
#include <sys/random.h>
#include <unistd.h>

#include "error.h"
#include "hash.h"
#include "store/store.h"

/* Argon2id as OWASP's Password Storage Cheat Sheet has it: 19 MiB and 2 passes, or one
 * of the settings it lists as the same defence (46 MiB and 1, 12 MiB and 3, 9 MiB and 4,
 * 7 MiB and 5; p=1 each). 7 MiB and 5 passes costs the least here, and the machine's
 * time is what a class logging in at once waits for (bench/login.mjs). libsodium's
 * Argon2id, not libargon2's: Debian builds libargon2 from its reference code, without
 * SIMD, and libsodium's takes 11 ms a hash here against 20 ms; both write and read the
 * same encoded strings ($argon2id$v=19$m=...,t=...,p=1$...), so a course's hashes of
 * before still verify. */
enum { ARGON_T = 5, ARGON_M_KIB = 7 * 1024, ARGON_AT_ONCE_MAX = 16 };

/* Hashes wait their turn, first come first served, for one of as many places as cores
 * (at most ARGON_AT_ONCE_MAX): more at once would only share the cores and the memory,
 * and every login of a class arriving together would end late instead of most early. */
static pthread_mutex_t hashing = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t hashing_done = PTHREAD_COND_INITIALIZER;
static unsigned long hashing_tickets, hashing_finished;
static long hashing_places;

static void hashing_enter(void)
{
    pthread_mutex_lock(&hashing);
    if (!hashing_places) {
        if (sodium_init() < 0)
            die("libsodium cannot start");
        long cores = sysconf(_SC_NPROCESSORS_ONLN);
        hashing_places = cores < 1 ? 1 : cores > ARGON_AT_ONCE_MAX ? ARGON_AT_ONCE_MAX : cores;
    }
    /* every earlier ticket is let in first: a ticket enters once fewer than the places
     * are taken by the tickets before it */
    unsigned long ticket = hashing_tickets++;
    while (ticket - hashing_finished >= (unsigned long)hashing_places)
        pthread_cond_wait(&hashing_done, &hashing);
    pthread_mutex_unlock(&hashing);
}

static void hashing_leave(void)
{
    pthread_mutex_lock(&hashing);
    hashing_finished++;
    pthread_cond_broadcast(&hashing_done);
    pthread_mutex_unlock(&hashing);
}

/* 1 if no hash runs or waits now. */
static int hashing_idle(void)
{
    pthread_mutex_lock(&hashing);
    int idle = hashing_tickets == hashing_finished;
    pthread_mutex_unlock(&hashing);
    return idle;
}

/* 1 if an encoded hash was made with today's setting (a hash keeps its own: an older
 * one still verifies). */
static int current_setting(const char *encoded)
{
    return crypto_pwhash_str_needs_rehash(encoded, ARGON_T, (size_t)ARGON_M_KIB * 1024) == 0;
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

_Static_assert(AUTH_HASH_MAX >= crypto_pwhash_STRBYTES, "an encoded hash fits");

int auth_hash(const char *password, char out[AUTH_HASH_MAX])
{
    hashing_enter(); /* (a 16-byte salt of its own, from the system's random bytes) */
    int rc = crypto_pwhash_str_alg(out, password, strlen(password), ARGON_T, (size_t)ARGON_M_KIB * 1024,
                                   crypto_pwhash_ALG_ARGON2ID13);
    hashing_leave();
    return rc == 0 ? 0 : error("cannot hash a password (out of memory?)");
}

int auth_verify(const char *encoded, const char *password)
{
    hashing_enter();
    int rc = crypto_pwhash_str_verify(encoded, password, strlen(password));
    hashing_leave();
    return rc == 0;
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
 * seconds, doubling up to the window). Only the pair is slowed: the owner from another address is not, nor
 * are the others behind the same address (a lab behind one NAT). An address that failed against many logins
 * (a guesser going through the class) loses the free failures for every login it failed. -1 on a database
 * error. */
static double throttled(const char *login, const char *ip, double now)
{
    sqlite3_stmt *st =
        store_query("SELECT count(*), max(at) FROM login_failures WHERE at > ? AND login = ? AND ip = ?",
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

int auth_login(const char *login, const char *password, const char *ip, char token[AUTH_TOKEN_HEX],
               double *wait)
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
    if (store_run("INSERT INTO sessions VALUES(?, ?, ?, ?)", "titd", key, id, csrf,
                  now + AUTH_SESSION_SECONDS) < 0)
        return -2;
    store_run("DELETE FROM login_failures WHERE login = ? AND ip = ?", "tt", login, ip);
    /* a hash of an older setting is made again with today's (the password is at hand only
     * now), when no other hash waits: a class logging in at once after the setting changed
     * waits for one hash each, not two; unless it changed meanwhile (a teacher's reset) */
    char fresh[AUTH_HASH_MAX];
    if (!current_setting(encoded) && hashing_idle() && auth_hash(password, fresh) == 0)
        store_run("UPDATE users SET password = ? WHERE id = ? AND password = ?", "tit", fresh, id, encoded);
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
             store_run("DELETE FROM login_failures WHERE login = (SELECT login FROM users WHERE id = ?)", "i",
                       user) == 0;
    if (!ok || store_commit() < 0) {
        store_rollback();
        return -1;
    }
    return 0;
}
