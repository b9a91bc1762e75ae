# good.sed — the course tests' good player from games/madmax/AIDummy.c: the Dummy named
# Good, with a debug mark each round (marks of its own in the debug file):
#   sed -f tests/server/good.sed games/madmax/AIDummy.c > AIGood.c
s/PLAYER_NAME Dummy/PLAYER_NAME Good/
/^static void play(struct madmax \*game, struct memory \*m)$/{
n
a\
    debug_mark(game, (struct pos){0, 0}, 0x20c040, "Good was here");
}
