# gen.awk — one random, independent player in C for a game's C API (the plagiarism
# check's test corpus and bench): awk -v seed=N -v game=G -v name=N -v funcs=F
#   -v api="f1 f2 ..." -f gen.awk
# Each player gets its own memory, helpers (their number, parameters, loops, branches,
# expressions and the game's functions they call all drawn from the seed), comments,
# and a play() that uses them: structure and algorithms differ from one seed to another.
function r(n) { return int(rand() * n) }
function pick(list,   a, n) { n = split(list, a, " "); return a[1 + r(n)] }
function pickbar(list,   a, n) { n = split(list, a, "|"); return a[1 + r(n)] }
function ind(d,   s) { s = ""; while (d-- > 0) s = s "    "; return s }
function var(   v) { return nv > 0 && r(4) ? vars[1 + r(nv)] : (r(2) ? "game_" r(9) : pick("k n best total score limit")) }
function newvar(   v) { v = pick("a b c d e f g h p q x y z t u w m s cnt acc val tmp dist goal pos cur nxt") r(30); vars[++nv] = v; return v }
function lit() { return r(5) ? r(2) ? r(10) : r(1000) : sprintf("%d.%d", r(10), r(100)) }
function call(   f, s, i, n) {
    if (nh > 0 && r(3) == 0) { f = helpers[1 + r(nh)]; s = f "(game, memory"; n = hp[f]; for (i = 0; i < n; i++) s = s ", " expr(2); return s ")" }
    f = pick(api); s = f "(game"; n = r(3); for (i = 0; i < n; i++) s = s ", " expr(2); return s ")"
}
function expr(d,   k) {
    k = r(d > 0 ? 11 : 3)
    if (k == 0) return var()
    if (k == 1) return lit()
    if (k == 2) return "memory->" pick(fields) "[" var() " % " msize "]"
    if (k == 3 || k == 4) return call()
    if (k == 5) return "(" expr(d - 1) " ? " expr(d - 1) " : " expr(d - 1) ")"
    if (k == 6) return pick("- ! ~") expr(d - 1)
    if (k == 7) return "(" expr(d - 1) ")"
    return expr(d - 1) " " pick("+ - * / % < > <= >= == != && || & | ^ << >>") " " expr(d - 1)
}
function stmts(d, n,   i) { for (i = 0; i < n; i++) stmt(d) }
function stmt(d,   k, v, w) {
    k = r(d < 4 ? 13 : 4)
    if (k == 0) { print ind(d) pick("int long double unsigned short") " " newvar() " = " expr(2) ";"; return }
    if (k == 1) { print ind(d) var() " " pick("= += -= *= |= ^=") " " expr(3) ";"; return }
    if (k == 2) { print ind(d) call() ";"; return }
    if (k == 3) { print ind(d) "memory->" pick(fields) "[" expr(1) " % " msize "] " pick("= += -=") " " expr(2) ";"; return }
    if (k == 4 || k == 5) { print ind(d) "if (" expr(2) ") {"; stmts(d + 1, 1 + r(3)); if (r(2)) { print ind(d) "} else {"; stmts(d + 1, 1 + r(2)) } print ind(d) "}"; return }
    if (k == 6 || k == 7) { v = newvar(); print ind(d) "for (int " v " = " lit() "; " v " " pick("< <= !=") " " expr(1) "; " v pick("++ -- +=2") ") {"; stmts(d + 1, 1 + r(4)); print ind(d) "}"; nv--; return }
    if (k == 8) { print ind(d) "while (" expr(2) ") {"; stmts(d + 1, 1 + r(3)); print ind(d) "    " pick("break; continue;") ; print ind(d) "}"; return }
    if (k == 9) { print ind(d) "switch (" expr(1) ") {"; w = 1 + r(4); for (v = 0; v < w; v++) { print ind(d) "case " v * (1 + r(5)) ":"; stmts(d + 1, 1 + r(2)); print ind(d + 1) "break;" } print ind(d) "default:"; print ind(d + 1) "break;"; print ind(d) "}"; return }
    if (k == 10) { print ind(d) "/* " pickbar("try the next one first, it is closer|keep the best so far|what the opponents did last round|the enemy is near: run|count what is left|nothing to do here") " */"; return }
    if (k == 11) { print ind(d) "do {"; stmts(d + 1, 1 + r(2)); print ind(d) "} while (" expr(1) ");"; return }
    print ind(d) "return" (rt == "void" ? "" : " " expr(2)) ";"
}
BEGIN {
    srand(seed)
    split("", hp); nh = 0
    msize = 8 + r(200)
    nf = 2 + r(4); fields = ""
    for (i = 0; i < nf; i++) fields = fields " " pick("seen last visits target danger plan cost owner when weight mark") i
    print "/* AI" name ".c — " pickbar("my player|a player for the course|first try|the final version|greedy with a memory") " */"
    print "#define PLAYER_NAME " name
    print "#include \"" game ".h\""
    print ""
    print "struct memory {"
    split(fields, fa, " "); for (i = 1; i <= nf; i++) print "    " pick("int long double short") " " fa[i] "[" msize "];"
    print "};"
    print ""
    print "PLAYER(struct memory)"
    print ""
    for (h = 0; h < funcs; h++) {
        rt = pick("int int double long void bool")
        f = pick("choose find best pick score weigh route go attack flee look count plan eval") "_" pick("unit city target cell move enemy path area step") h
        np = r(4)
        s = "static " rt " " f "(struct " game " *game, struct memory *memory"
        nv = 0
        for (i = 0; i < np; i++) s = s ", " pick("int long double") " " newvar()
        print s ")"
        print "{"
        stmts(1, 2 + r(6))
        if (rt != "void") print "    return " expr(2) ";"
        print "}"
        print ""
        helpers[++nh] = f; hp[f] = np
    }
    rt = "void"; nv = 0
    print "static void play(struct " game " *game, struct memory *memory)"
    print "{"
    stmts(1, 4 + r(6))
    print "}"
}
