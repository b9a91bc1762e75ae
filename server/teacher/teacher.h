/* teacher.h — the teacher's pages: the admin page (admin.c) and its sections, a student's
 * page and their password, the course's dates and announcement, the matches searched,
 * every final kept, every source exported at once, submissions judged again, boards,
 * similar code. The router (routes.c) lets teachers only through to them. */
#ifndef ARENA_SERVER_TEACHER_H
#define ARENA_SERVER_TEACHER_H

#include <stdio.h>

#include "http/web.h"

/* The admin page (admin.c): the students, the ladder, the queue; a student out of the
 * ladder or back (/admin/disqualify, /admin/reinstate), judged again, a match played again;
 * the standings as CSV. */
void page_admin(struct request *r);
void page_admin_disqualify(struct request *r);
void page_admin_again(struct request *r);
void page_admin_rerun(struct request *r);
void page_admin_csv(struct request *r);

/* The matches that wait for a quieter machine (admin_waiting.c): the admin page's section,
 * none when none waits. */
void admin_waiting_section(FILE *f);

/* The boards (admin_boards.c): every board, one added, tried, accepted, retired. */
void page_admin_boards(struct request *r);
void page_admin_boards_post(struct request *r);

/* The course (admin_course.c): the admin page's form of the dates (the standings' freeze
 * among them) and the announcement; the reveal of frozen standings. */
void admin_course_section(struct request *r, FILE *f);
void page_admin_dates(struct request *r);
void page_admin_reveal(struct request *r);
void page_admin_announcement(struct request *r);

/* The qualification rule (admin_qualify.c): its form on the admin page, and the change,
 * after a confirmation that says how many submissions it judges again. */
void admin_qualify_section(struct request *r, FILE *f);
void page_admin_qualify(struct request *r);

/* A student (admin_student.c): their page (/admin/student/ID), their password reset, a
 * message to them alone. */
void page_admin_student(struct request *r);
void page_admin_password(struct request *r);
void page_admin_message(struct request *r);

/* Questions both ways (admin_questions.c): those waiting, on the admin page; every thread
 * (/admin/questions); an answer, to the student alone or to everyone. */
void admin_questions_section(struct request *r, FILE *f);
void page_admin_questions(struct request *r);
void page_admin_answer(struct request *r);

/* The questions desk's actions (admin_desk.c): a question closed without an answer, several
 * answered or closed at once (at most ADMIN_SEVERAL_MAX: the form's fields are counted),
 * the preset answers added and removed. */
enum { ADMIN_SEVERAL_MAX = 30 };
void page_admin_close(struct request *r);
void page_admin_several(struct request *r);
void page_admin_preset_add(struct request *r);
void page_admin_preset_remove(struct request *r);

/* What the teacher's pages share (common.c): a link to a student's page wherever a page
 * names them, a CSV field (quoted, a leading = + - @ defused: a spreadsheet would run it),
 * the similarity report's CSV beside its page (FILES/similar.csv). */
void admin_student_link(FILE *f, long long id, const char *login);
void admin_csv(FILE *f, const char *s);
void admin_similar_csv_path(char *path, size_t size);
/* An id of a form's value (or of a field's name past its letter), or 0: digits only. */
long long admin_id(const char *s);
/* An answer's text: the form's `text`, or if empty the text of its `preset`; NULL with the
 * page written (404: no such preset; 400: thread_form_text's). */
char *admin_answer_text(struct request *r);
/* Back to the thread where the form's `back` says: the student's page, or /admin/questions. */
void admin_thread_back(struct request *r, long long thread);

/* The matches searched (admin_matches.c): /admin/matches?student=&kind=&fault=&board=. */
void page_admin_matches(struct request *r);

/* The finals (admin_final.c): each kept in its folder, listed on the admin page. */
void admin_final_section(struct request *r, FILE *f);
void page_admin_final(struct request *r);

/* Every source at once (export.c): /admin/sources.tar.gz. */
void page_admin_sources(struct request *r);

/* Judged again (admin_rejudge.c): one submission, or all of them. */
void admin_rejudge_section(struct request *r, FILE *f);
void page_admin_rejudge(struct request *r);

/* Similar code (admin_similar.c): the page that makes the report; the report as last made,
 * /admin/similar.html (the groups and the list of pairs), and its pair N side by side,
 * /admin/similar/pair/N; the earlier courses and templates it is made with, added and
 * removed. */
void page_admin_similar(struct request *r);
void page_admin_similar_made(struct request *r);
void page_admin_similar_pair(struct request *r);
void page_admin_similar_inputs(struct request *r);
void page_admin_similar_add(struct request *r);
void page_admin_similar_remove(struct request *r);

#endif
