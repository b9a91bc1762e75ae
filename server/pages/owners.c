/* owners.c — whose an object of a URL is, for the router (routes.c): one query each. */
#include "pages/owners.h"

#include "store/board_list.h"
#include "store/store.h"

int user_has_submission(long long user, long long submission)
{
    return store_int(0, "SELECT user FROM submissions WHERE id = ?", "i", submission) == user;
}

int owns_submission(const struct request *r)
{
    return user_has_submission(r->user.id, r->id[0]);
}

static const char seats_of_user[] = "SELECT count(*) FROM job_seats js JOIN submissions s ON s.id = js.submission"
                                    " WHERE js.job = ? AND s.user = ? AND (? < 0 OR js.seat = ?)";

int user_has_seat(long long user, long long match)
{
    return store_int(0, seats_of_user, "iiii", match, user, -1LL, -1LL) > 0;
}

int owns_match(const struct request *r)
{
    return user_has_seat(r->user.id, r->id[0]);
}

int owns_match_seat(const struct request *r)
{
    return store_int(0, seats_of_user, "iiii", r->id[0], r->user.id, r->id[1], r->id[1]) > 0;
}

int owns_board(const struct request *r)
{
    if (r->id[0] >= BOARDS_INDICES || !boards_get((int)r->id[0]))
        return 0;
    enum board_state state = boards_state((int)r->id[0]);
    return state == BOARD_ACTIVE || state == BOARD_RETIRED ||
           store_int(0, "SELECT coalesce(proposed_by, 0) FROM course_boards WHERE idx = ?", "i", r->id[0]) == r->user.id;
}

int owns_message(const struct request *r)
{
    return store_int(0, "SELECT count(*) FROM messages WHERE id = ? AND (user = ? OR everyone = 1)", "ii", r->id[0],
                     r->user.id) > 0;
}

int owns_thread(const struct request *r)
{
    return store_int(0, "SELECT user FROM messages WHERE id = ?", "i", r->id[0]) == r->user.id;
}
