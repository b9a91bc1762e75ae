# replay-moves.awk REPLAY — a replay without what differs between two matches of the same
# moves: the names, the status of each player (CPU used in judge mode: a "status" row, or
# the status column of a "pid score status" table), and the lists of orders as given
# (Tron records every command, refused or not: only what they did counts). With -v
# status_only=1, only the status goes.
status_only && !/^status|^pid\tscore\tstatus$/ && table == 0 { print; next }
/^names/ { next }
/^status$/ { getline; next }
/^status[ \t]/ { next }
table > 0 { table--; print $1, $2; next }
/^pid\tscore\tstatus$/ { table = 4 }
/^actions$/ { asked = 1 }
/^movements$/ { asked = 0 }
asked { next }
{ print }
