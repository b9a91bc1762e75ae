/* desk.h — the questions desk's part of the course database (as DOMjudge's clarifications):
 * a question closed without an answer, the question as the teacher published it to
 * everyone, the teacher's preset answers, and the counts the header shows (its columns and
 * table: migrate.c). The threads themselves are pages/threads.c's. */
#ifndef ARENA_SERVER_DESK_H
#define ARENA_SERVER_DESK_H

#include <sqlite3.h>
#include <stdio.h>

#include "store/auth.h"

/* SQL: the last message of the thread whose first message is `t` (an alias of messages). */
#define DESK_LAST(t) "coalesce((SELECT max(l.id) FROM messages l WHERE l.thread = " t ".id), " t ".id)"
/* SQL: 1 if that thread waits for the teacher: its last message is the student's, written
 * after the teacher last closed it without an answer (messages.handled, on the first). */
#define DESK_WAITS(t)                                                                                        \
    "coalesce((SELECT w.from_student = 1 AND w.id > coalesce(" t                                             \
    ".handled, 0) FROM messages w WHERE w.id = " DESK_LAST(t) "), 0)"
/* SQL: the teacher's message m not read yet by the user ?1 (to them, or an answer for everyone). */
#define DESK_UNREAD(m)                                                                                       \
    m ".from_student = 0 AND (" m ".user = ?1 OR " m ".everyone = 1) AND NOT EXISTS(SELECT 1 FROM "          \
      "message_reads x WHERE x.message = " m ".id AND x.user = ?1)"

/* Questions waiting for an answer: of one student, or everyone's (user 0). */
long long desk_waiting(long long user);
/* The teacher's messages a student has not read (a teacher reads none: 0). */
long long desk_unread(const struct user *u);
/* The students of the course (those an answer for everyone goes to). */
long long desk_students(void);
/* " (3)" after the header's Questions: the questions waiting for a teacher, the messages
 * not read for a student; nothing when none. */
void desk_nav_count(FILE *f, const struct user *u);

/* Closes a thread without an answer: it waits no more, until the student writes again
 * in it. 0 or -1 after an error line. */
int desk_close(long long thread);
/* What the teacher publishes of a thread's question with an answer for everyone: its text
 * (NULL: what was published before, or else as the student wrote it) and whether its
 * match or submission is named. 0 or -1 after an error line. */
int desk_publish(long long thread, const char *text, int about);

/* The teacher's preset answers, oldest first: a statement of (id, text). */
sqlite3_stmt *desk_presets(void);
/* A preset's text (malloc'd; NULL: none of that id). */
char *desk_preset_text(long long id);
/* 0, or -1 after an error line. */
int desk_preset_add(const char *text);
/* 1 removed, 0 none of that id, -1 after an error line. */
int desk_preset_remove(long long id);

#endif
