/* pages.h — the pages of students and visitors: each answers a request the router
 * (routes.c) has let through, the ids and names of its path in r->id[] and r->arg[].
 * One file a page or a close family; what they share is in common.h. */
#ifndef ARENA_SERVER_PAGES_H
#define ARENA_SERVER_PAGES_H

#include "http/web.h"

/* The site's files (files.c): none for /favicon.ico, /site.css and /site.js, the
 * viewers' /viewer/common/NAME and /games/GAME/viewer/NAME, the course's kit. */
void page_no_icon(struct request *r);
void page_site_file(struct request *r);
void page_common_file(struct request *r);
void page_game_file(struct request *r);
void page_kit(struct request *r);

/* Logging in and out, and one's password (login.c). The login form's token is a cookie
 * it repeats: page_login_token_ok checks it, page_login_again asks again (403). */
void page_login_form(struct request *r);
int page_login_token_ok(struct request *r);
void page_login_again(struct request *r);
void page_login(struct request *r);
void page_logout(struct request *r);
void page_password(struct request *r);
void page_password_post(struct request *r);

/* The student's home (home.c) and the standings (standings.c). */
void page_home(struct request *r);
void page_standings(struct request *r);

/* Submissions (submissions.c): a new one, the one that represents its student, one's
 * page (/submissions/ID) and source. */
void page_submit(struct request *r);
/* A form's body larger than the server takes (the router calls it, the body unread): the
 * limit, the upload's size, the form again. */
void page_too_large(struct request *r);
void page_choose(struct request *r);
void page_submission(struct request *r);
void page_submission_source(struct request *r);

/* A match (matches.c): its page, its replay (and its download name), debug marks, a
 * seat's log, a board map beside it. */
void page_match(struct request *r);
void page_match_replay(struct request *r);
void page_match_download(struct request *r);
void page_match_debug(struct request *r);
void page_match_log(struct request *r);
void page_match_map(struct request *r);

/* Friendly matches (friendly.c): the form and what was asked, and a request for more. */
void page_friendly(struct request *r);
void page_friendly_post(struct request *r);

/* Questions both ways (questions.c): the student's threads with the teacher and the answers
 * for everyone (/questions), a question asked (about the rules or anything, a match, a
 * verdict), a reply in a thread, the teacher's messages marked read (home.c shows the
 * unread ones). */
void page_questions(struct request *r);
void page_question_ask(struct request *r);
void page_question_reply(struct request *r);
void page_message_read(struct request *r);

/* Boards (boards.c): those in play and one's proposals, a proposal, a board's file, its
 * preview (a replay of one round the viewer draws still). */
void page_boards(struct request *r);
void page_boards_post(struct request *r);
void page_board_file(struct request *r);
void page_board_preview(struct request *r);

/* The final's report and replays (final.c): the latest's (/final/NAME) or one's
 * (/final/ID/NAME), and its log (the teacher's); the report in the site's frame (/final,
 * /final/ID). */
void page_final(struct request *r);
void page_final_file(struct request *r);
void page_final_log(struct request *r);

#endif
