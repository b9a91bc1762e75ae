# reference.sh — where a game's reference cases are (sourced by tests/reference.sh and
# tests/kit-platforms.sh, run from the checkout's root).
# reference_cases REF GAME: sets `cases` to the table (case, board, seed, players, scores,
# tokens_sha256, replay) and `boards` to the folder of its boards, or returns 1 with `why`.
# The table is REF/GAME/cases.tsv, or, where that is absent, the project's own
# games/GAME/tests/reference.tsv (made from the kit the same way); the boards are always
# the kit's, REF/GAME/boards (the project does not copy them).
reference_cases() {
    boards=$1/$2/boards cases=$1/$2/cases.tsv why=
    [ -f "$cases" ] || cases=games/$2/tests/reference.tsv
    if [ ! -f "$cases" ]; then
        why="no reference cases for $2 ($1/$2/cases.tsv and $cases absent)"
    elif [ ! -d "$boards" ]; then
        why="no reference boards for $2 ($boards absent) for the cases of $cases"
    fi
    [ -z "$why" ]
}
