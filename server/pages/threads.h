/* threads.h — messages kept as threads, both ways (as DOMjudge's clarifications): a
 * student's question about a match, a verdict, the rules or something else; the teacher's
 * answers, to them alone or to everyone; the teacher's notes to one student. Shared by the
 * students' pages (questions.c, home.c) and the teacher's (admin_questions.c,
 * admin_student.c). A thread is its first message's id; every message of it has the
 * thread's student as its user. */
#ifndef ARENA_SERVER_THREADS_H
#define ARENA_SERVER_THREADS_H

#include <stddef.h>
#include <stdio.h>

#include "http/web.h"

/* A message's length; a student's questions waiting for an answer at most (one the teacher
 * closed without an answer waits no more); a text's excerpt in a list. */
enum { THREAD_TEXT_MAX = 2000, THREAD_WAITING_MAX = 5, THREAD_EXCERPT = 120 };

/* How a thread is shown. */
enum thread_view {
    THREAD_OWN,     /* to its student: every message, the reply form */
    THREAD_PUBLIC,  /* to another student: the question without its asker, the answers for everyone */
    THREAD_TEACHER, /* to a teacher: every message with who read it, the answer form */
};

/* The form's field as a message's text (blanks trimmed, CRs dropped; fallback if the field
 * is empty, NULL: none), malloc'd; or NULL with a 400 page (empty, longer than
 * THREAD_TEXT_MAX). */
char *thread_form_text(struct request *r, const char *field, const char *fallback);
/* Stores text as a message of `user`'s thread `thread` (0: it starts one, about what
 * `about` says: "rules", "match", "verdict", "other", or NULL for a teacher's note,
 * about_id its match or submission); everyone: an answer for every student. The thread's
 * id; or -1 with a 500 page (the database). */
long long thread_add(struct request *r, long long user, long long thread, int from_student, const char *about,
                     long long about_id, int everyone, const char *text);
/* thread_add with the form's field `text` (thread_form_text): -1 with its page. */
long long thread_post(struct request *r, long long user, long long thread, int from_student,
                      const char *about, long long about_id, int everyone);
/* The thread a message is in (0: none). */
long long thread_of(long long message);
/* The thread's student. */
long long thread_user(long long thread);

/* The thread, as `view` shows it, with its form (back: where the teacher's answer goes
 * back to). */
void thread_write(struct request *r, FILE *f, long long thread, enum thread_view view, const char *back);
/* The teacher's preset answers (store/desk.c) as the answer forms' choice (nothing if
 * none), and their texts once in the page, hidden, for site.js to fill the box with. */
void thread_preset_select(FILE *f);
void thread_preset_texts(FILE *f);
/* What a thread is about, a phrase with its match or submission linked ("about match 12"). */
void thread_about(struct request *r, FILE *f, long long thread);
/* A message's text, escaped, its "match 12" and "submission 5" linked where the reader may
 * open them. */
void thread_text(struct request *r, FILE *f, const char *text);

#endif
