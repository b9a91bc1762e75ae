# figures.awk — the plagiarism check's figures on the corpus (tests/similar.sh): the CSV
# of `similar --csv` in, with -v copies=FILE family=FILE threshold=T (make-corpus.sh's
# lists). Prints, per kind of copy, how many score at least T with their original and the
# lowest score; the highest pair of independent players (two copies of different players
# are not such a pair: the dead code the copies got is the generator's); then "missed N above M" where
# N copies fall below T and M independent pairs reach it. Each copy below T is a line
# "below: COPY SCORE" on stderr, each independent pair above "above: A B SCORE".
BEGIN {
    FS = ","
    while ((getline l < copies) > 0) { split(l, c, " "); orig[c[1]] = c[2]; kind[c[1]] = c[3]; nkind[c[3]]++ }
    while ((getline l < family) > 0) { split(l, c, " "); fam[c[1]] = fam[c[1]] " " c[2] " " }
}
function related(a, b) {
    ra = (a in orig) ? orig[a] : a; rb = (b in orig) ? orig[b] : b
    if (ra == rb) return 1
    if (index(fam[a], " " rb " ") || index(fam[b], " " ra " ") || index(fam[ra], " " rb " ") || index(fam[rb], " " ra " ")) return 1
    fa = fam[a] fam[ra]; fb = fam[b] fam[rb]
    split(fa, x, " "); split(fb, y, " ")
    for (i in x) for (j in y) if (x[i] == y[j]) return 1
    return 0
}
NR == 1 { next }
{
    a = $5; b = $8; s = $1 + 0
    if ((a in orig) && orig[a] == b) score[a] = s
    else if ((b in orig) && orig[b] == a) score[b] = s
    else if (!related(a, b) && !((a in orig) && (b in orig))) { if (s > maxind) { maxind = s; maxpair = a " ~ " b }; if (s >= threshold) { above++; print "above: " a " " b " " s > "/dev/stderr" } }
}
END {
    for (cp in orig) { k = kind[cp]; s = score[cp] + 0; if (s >= threshold) found[k]++; else { missed++; print "below: " cp " " s > "/dev/stderr" }
                      if (!(k in low) || s < low[k]) low[k] = s }
    n = split("rename reformat reorder comment deadcode loops branches inline all onefunc", order, " ")
    for (i = 1; i <= n; i++) { k = order[i]; if (k in nkind) printf "  %-9s %2d of %2d copies at %.2f or more, lowest %.3f\n", k, found[k] + 0, nkind[k], threshold, low[k] }
    printf "  independent pairs: highest %.3f (%s), %d at %.2f or more\n", maxind, maxpair, above + 0, threshold
    printf "missed %d above %d\n", missed + 0, above + 0
}
