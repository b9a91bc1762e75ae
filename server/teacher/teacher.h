/* teacher.h — the teacher's pages beyond the admin page (admin.c): a student's page and
 * their password, the course's dates and announcement, the matches searched, every final
 * kept, every source exported at once, submissions judged again. Teachers only: pages.c
 * routes them (teacher_route) after its check of the role. */
#ifndef ARENA_SERVER_TEACHER_H
#define ARENA_SERVER_TEACHER_H

#include <stdio.h>

#include "http/web.h"

/* Answers a teacher's request for one of these pages: 1 if it did, 0 if none is its. */
int teacher_route(struct request *r, int post);

/* The course (admin_course.c): the announcement on every page (page_begin writes it,
 * from a copy in memory), and the admin page's form of the dates and the announcement. */
void course_announcement(FILE *f);
void admin_course_section(struct request *r, FILE *f);
void page_admin_dates(struct request *r);
void page_admin_announcement(struct request *r);

/* The qualification rule (admin_qualify.c): its form on the admin page, and the change,
 * after a confirmation that says how many submissions it judges again. */
void admin_qualify_section(struct request *r, FILE *f);
void page_admin_qualify(struct request *r);

/* A student (admin_student.c): their page, their password reset, and a link to the page
 * wherever a teacher's page names them. */
void page_admin_student(struct request *r, long long id);
void page_admin_password(struct request *r);
void admin_student_link(FILE *f, long long id, const char *login);

/* The matches searched (admin_matches.c): /admin/matches?student=&kind=&fault=&board=. */
void page_admin_matches(struct request *r);

/* The finals (admin_final.c): each kept in its folder, listed on the admin page. */
void admin_final_section(struct request *r, FILE *f);
void page_admin_final(struct request *r);

/* A CSV field (admin.c): quoted, a leading = + - @ defused (a spreadsheet would run it). */
void admin_csv(FILE *f, const char *s);

/* Every source at once (export.c): /admin/sources.tar.gz. */
void page_admin_sources(struct request *r);

/* Judged again (admin_rejudge.c): one submission, or all of them. */
void admin_rejudge_section(struct request *r, FILE *f);
void page_admin_rejudge(struct request *r);

/* Similar code (admin_similar.c): the report's CSV beside its page (FILES/similar.csv);
 * the page as last made, /admin/similar.html (its pairs' anchors: #p1, #p2...); the
 * earlier courses and templates it is made with, added and removed. */
void admin_similar_csv_path(char *path, size_t size);
void page_admin_similar_made(struct request *r);
void page_admin_similar_inputs(struct request *r);
void page_admin_similar_add(struct request *r);
void page_admin_similar_remove(struct request *r);

#endif
