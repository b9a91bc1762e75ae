/* auth.h — accounts: Argon2id password hashes, sessions as random tokens (only their
 * hash is stored), a CSRF token per session, login attempts rate-limited. */
#ifndef ARENA_SERVER_AUTH_H
#define ARENA_SERVER_AUTH_H

enum { AUTH_TOKEN_HEX = 65, AUTH_HASH_MAX = 128 };

struct user {
    long long id; /* 0: nobody logged in */
    char login[64];
    char name[128];
    int admin;
    char csrf[AUTH_TOKEN_HEX];
};

/* 32 random bytes in hex (getrandom). */
void auth_token(char hex[AUTH_TOKEN_HEX]);
/* A password anyone can type: 12 letters and digits. */
void auth_password(char out[13]);

/* The encoded Argon2id hash of a password; 0 or -1 after an error line. */
int auth_hash(const char *password, char out[AUTH_HASH_MAX]);
/* 1 if the password matches the encoded hash. */
int auth_verify(const char *encoded, const char *password);

/* Logs in: 1 and a new session token (for the cookie), 0 wrong login or password, -1
 * too many failed attempts lately of this login from this address (*wait: the seconds
 * left), -2 a database error. */
int auth_login(const char *login, const char *password, const char *ip, char token[AUTH_TOKEN_HEX],
               double *wait);
/* The user of a session token (u->id 0 if none or expired). -1 on a database error. */
int auth_session(const char *token, struct user *u);
void auth_logout(const char *token);
/* Ends every session of the user but the one of this token (a password changed). 0 or -1. */
int auth_end_other_sessions(long long user, const char *token);

/* The teacher's reset of a user's password: hashed, every session of theirs ended, their
 * failed logins forgotten. 0 or -1. */
int auth_reset_password(long long user, const char *password);

/* A password a user chooses (or a teacher types) has at least this many characters. */
enum { AUTH_PASSWORD_MIN = 10, AUTH_PASSWORD_MAX = 256 };

/* Makes or resets an account: its password (given, or a new one into `made`). 0 or -1. */
int auth_set_user(const char *login, const char *name, int admin, const char *password, char made[13]);

/* A login fails AUTH_FREE_FAILURES times from an address freely, then waits 5 s, 10 s, 20 s...
 * (at most the window) between attempts from there; an address with AUTH_ADDRESS_FAILURES
 * failures in the window gets no free ones. */
enum {
    AUTH_SESSION_SECONDS = 14 * 24 * 3600,
    AUTH_FREE_FAILURES = 5,
    AUTH_FIRST_DELAY = 5,
    AUTH_ADDRESS_FAILURES = 100,
    AUTH_FAILURE_WINDOW = 900
};

#endif
