#!/usr/bin/env bash
# bin/arena-server: a class logging in at once (issue 41). Passwords are hashed with
# Argon2id at m=7 MiB, t=5, p=1 (one of the settings OWASP's Password Storage Cheat Sheet
# lists); a hash of the former setting (19 MiB, 2 passes) still logs in and is made again
# with today's; 50 logins at once all get in, first come first served; failed logins in a
# rush are still throttled. No timings here: bench/login.mjs measures them.
set -u
. tests/lib/common.sh
. tests/lib/server.sh
db=$tmp/course.db
"$SERVER" init "$db" --game madmax --seed 1 >"$tmp/init.out" 2>&1
check "init makes the course: $(tail -1 "$tmp/init.out")" test -s "$db"
{ echo login,name; for k in $(seq 1 50); do echo "s$k,Student $k"; done; echo "old,Old"; } >"$tmp/class.csv"
"$SERVER" users "$db" "$tmp/class.csv" >"$tmp/passwords" 2>/dev/null
pw() { sed -n "s/^$1,//p" "$tmp/passwords"; }
current='$argon2id$v=19$m=7168,t=5,p=1$'
check "every new hash has today's setting: $(q "select password from users limit 1" | cut -c1-40)" \
    test "$(q "select count(*) from users where substr(password, 1, ${#current}) = '$current'")" = 51
# 'old-setting-pw1' hashed with the former setting (bench/argon2.c: argon2 hash 2 19456)
old_hash='$argon2id$v=19$m=19456,t=2,p=1$2m9BjxgP17s3kCDUmpKgfQ$JsVAUY0a2PYa5zE8RnXJZAeiyMJtcDyMpGO+0D+pET4'
q "update users set password = '$old_hash' where login = 'old'"
start_server "$db" --no-ladder || { summary; exit 1; }

check "a wrong password against a hash of the former setting is refused" test "$(login old wrong-password "$tmp/o.jar")" = 403
check "which stays as it was" test "$(q "select password from users where login = 'old'")" = "$old_hash"
check "the right one logs in" test "$(login old old-setting-pw1 "$tmp/o.jar")" = 303
check "and its hash is made again with today's setting" \
    test "$(q "select substr(password, 1, ${#current}) from users where login = 'old'")" = "$current"
check "which logs in too" test "$(login old old-setting-pw1 "$tmp/o2.jar")" = 303

# at_once LOGIN PASSWORD NAME...: each NAME opens the login page (its own form cookie),
# then all post the form together; NAME's status into $tmp/NAME.status
at_once() {
    local who=$1 password=$2 name pids=(); shift 2
    for name in "$@"; do
        curl -s -o "$tmp/$name.page" -c "$tmp/$name.jar" "$server_url/"
        sed -n 's/.*name="csrf" value="\([0-9a-f]*\)".*/\1/p' "$tmp/$name.page" | head -1 >"$tmp/$name.csrf"
    done
    for name in "$@"; do
        local l=$who; [ "$who" = - ] && l=$name
        local p=$password; [ "$password" = - ] && p=$(pw "$name")
        curl -s -o /dev/null -w '%{http_code}\n' -b "$tmp/$name.jar" -c "$tmp/$name.jar" --data-urlencode "login=$l" \
            --data-urlencode "password=$p" --data-urlencode "csrf=$(cat "$tmp/$name.csrf")" "$server_url/login" \
            >"$tmp/$name.status" &
        pids+=($!)
    done
    wait "${pids[@]}" # not the server's
}
students=$(seq -f 's%g' 1 50)
# shellcheck disable=SC2086
at_once - - $students
statuses=$(for s in $students; do cat "$tmp/$s.status"; done | sort | uniq -c | tr -s ' \n' ' ')
check "50 logins at once all get in:$statuses" test "$(for s in $students; do cat "$tmp/$s.status"; done | grep -c '^303$')" = 50
check "each with a session of its own" test "$(q "select count(distinct user) from sessions where user in (select id from users where login like 's%')")" = 50
check "whose cookie opens the student's page" \
    bash -c "curl -s -b '$tmp/s37.jar' '$server_url/' | grep -q 's37'"

# a rush of wrong passwords for one login from one address: recorded, then throttled
# shellcheck disable=SC2046
at_once s1 wrong-password $(seq -f 'g%g' 1 8)
check "8 wrong passwords at once are refused: $(cat "$tmp"/g*.status | tr -s '\n' ' ')" \
    test "$(cat "$tmp"/g*.status | grep -c '^403$\|^429$')" = 8
check "and every one that was checked is recorded" test "$(q "select count(*) from login_failures where login = 's1'")" = "$(cat "$tmp"/g*.status | grep -c '^403$')"
check "then even the right password waits (throttled) from that address" test "$(login s1 "$(pw s1)" "$tmp/s1b.jar")" = 429
stop_server
summary
