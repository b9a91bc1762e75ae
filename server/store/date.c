/* date.c — the course's dates as a teacher writes them and as every page shows them:
 * "2026-12-01 18:00 UTC". */
#define _GNU_SOURCE
#include "store/date.h"

#include <stdio.h>
#include <string.h>
#include <time.h>

/* The date's fields back from its seconds: strptime takes 2027-02-30 (a day 1 to 31 in any
 * month) and timegm moves it to March 2, so a date that does not exist differs. */
static int date_exists(const struct tm *given, time_t t)
{
    struct tm back;
    return gmtime_r(&t, &back) && back.tm_year == given->tm_year && back.tm_mon == given->tm_mon &&
           back.tm_mday == given->tm_mday && back.tm_hour == given->tm_hour && back.tm_min == given->tm_min;
}

int store_parse_date(const char *text, long long *t)
{
    *t = 0;
    if (!text || !*text)
        return 0;
    static const char *const forms[] = {"%Y-%m-%d %H:%M UTC", "%Y-%m-%d %H:%M", "%Y-%m-%d UTC", "%Y-%m-%d"};
    struct tm tm;
    const char *end = NULL;
    for (size_t k = 0; k < sizeof forms / sizeof *forms && (!end || *end); k++) {
        memset(&tm, 0, sizeof tm);
        end = strptime(text, forms[k], &tm);
    }
    if (!end || *end)
        return -1;
    struct tm given = tm;
    time_t at = timegm(&tm);
    if (!date_exists(&given, at))
        return -2;
    *t = (long long)at;
    return 0;
}

void store_date_text(long long t, char text[STORE_DATE_TEXT])
{
    time_t s = (time_t)t;
    struct tm tm;
    if (!gmtime_r(&s, &tm) || !strftime(text, STORE_DATE_TEXT, "%Y-%m-%d %H:%M UTC", &tm))
        snprintf(text, STORE_DATE_TEXT, "?");
}
