/* date.c — the course's dates as a teacher writes them and as every page shows them:
 * "2026-12-01 18:00 UTC". */
#define _GNU_SOURCE
#include "store/date.h"

#include <stdio.h>
#include <string.h>
#include <time.h>

#include "error.h"

/* The date's fields back from its seconds: strptime takes 2027-02-30 (a day 1 to 31 in any
 * month) and timegm moves it to March 2, so a date that does not exist differs. */
static int date_exists(const struct tm *given, time_t t)
{
    struct tm back;
    return gmtime_r(&t, &back) && back.tm_year == given->tm_year && back.tm_mon == given->tm_mon &&
           back.tm_mday == given->tm_mday && back.tm_hour == given->tm_hour && back.tm_min == given->tm_min;
}

/* The digits of a field, from min to max of them: its value, or -1. */
static int field(const char **s, int min, int max)
{
    int n = 0, v = 0;
    while (n < max && (*s)[n] >= '0' && (*s)[n] <= '9')
        v = v * 10 + ((*s)[n++] - '0');
    *s += n;
    return n >= min ? v : -1;
}

/* Written as a date: YYYY-MM-DD, then maybe " HH:MM" (or " HH:MM:SS"), then maybe " UTC"; each field
 * read as its digits say, whatever its range (24:00 and 2027-02-30 are dates written
 * well, of a day or time that does not exist: one message for all of them). */
static int written_as_date(const char *s, struct tm *tm)
{
    memset(tm, 0, sizeof *tm);
    int year = field(&s, 4, 4);
    if (year < 0 || *s++ != '-' || (tm->tm_mon = field(&s, 1, 2) - 1) < -1 || *s++ != '-' ||
        (tm->tm_mday = field(&s, 1, 2)) < 0)
        return 0;
    tm->tm_year = year - 1900;
    if (s[0] == ' ' && s[1] >= '0' && s[1] <= '9') {
        s++;
        if ((tm->tm_hour = field(&s, 1, 2)) < 0 || *s++ != ':' || (tm->tm_min = field(&s, 2, 2)) < 0)
            return 0;
        if (*s == ':' && (s++, (tm->tm_sec = field(&s, 2, 2)) < 0)) /* seconds, rarely given */
            return 0;
    }
    if (strcmp(s, " UTC") == 0)
        s += 4;
    return *s == '\0';
}

int store_parse_date(const char *text, long long *t)
{
    *t = 0;
    if (!text || !*text)
        return 0;
    struct tm tm;
    if (!written_as_date(text, &tm))
        return -1;
    struct tm given = tm;
    if (tm.tm_mon < 0 || tm.tm_mon > 11 || tm.tm_mday < 1 || tm.tm_hour > 23 || tm.tm_min > 59 || tm.tm_sec > 59)
        return -2;
    time_t at = timegm(&tm);
    if (!date_exists(&given, at))
        return -2;
    *t = (long long)at;
    return 0;
}

const char *store_dates_out_of_order(long long opens, long long closes)
{
    return opens && closes && opens >= closes ? "the closing date must come after the opening date" : NULL;
}

void store_date_text(long long t, char text[STORE_DATE_TEXT])
{
    time_t s = (time_t)t;
    struct tm tm;
    if (!gmtime_r(&s, &tm) || !strftime(text, STORE_DATE_TEXT, "%Y-%m-%d %H:%M UTC", &tm))
        snprintf(text, STORE_DATE_TEXT, "?");
}

int store_date_arg(const char *what, const char *text, long long *t)
{
    int rc = store_parse_date(text, t);
    if (rc == -2)
        return error("%s '%s': no such day or time (give a day of its month, hours 0-23, minutes 0-59)", what,
                     quote_str(text).text);
    if (rc < 0)
        return error("%s '%s': give a date as 2026-12-01 or 2026-12-01 18:00 (UTC)", what,
                     quote_str(text).text);
    return 0;
}
