#!/usr/bin/env perl
# inline.pl — the "inlining" disguise of tests/similar/make-corpus.sh: the static helpers
# of a C file (stdin) inlined at their call sites and their definitions removed (stdout).
# A helper that only returns an expression becomes that expression, its parameters
# replaced by the arguments; a void helper without return, called as a statement, becomes
# a block declaring its parameters. Helpers with array parameters or that call themselves
# stay. A helper that returns at its end only, called as "T v = f(x);", becomes "T v;" and
# that block, assigning v at its end.
use strict;
use warnings;
local $/;
my $src = <STDIN>;
my $paren = qr/(\((?:[^()]++|(?-1))*\))/;
my $brace = qr/(\{(?:[^{}]++|(?-1))*\})/;
sub args {    # "a, f(b, c)" -> ("a", "f(b, c)"): commas at depth 0
    my ($s, $d, $cur) = ($_[0], 0, '');
    my @out;
    for my $ch (split //, $s) {
        if ($ch eq ',' && $d == 0) { push @out, $cur; $cur = ''; next }
        $d++ if $ch =~ /[([{]/; $d-- if $ch =~ /[)\]}]/; $cur .= $ch;
    }
    push @out, $cur if $cur =~ /\S/;
    s/^\s+|\s+$//g for @out;
    return @out;
}
sub block {    # a call as a statement -> { T param_ = arg; ... body } (renamed: an argument may
               # have a parameter's name)
    my ($ind, $call, $p, $body) = @_;
    my @a = args(substr($call, 1, -1));
    my $decl = '';
    for my $k (0 .. $#$p) {
        my ($t, $n) = $p->[$k] =~ /^(.*?)(\w+)\s*$/s;
        $decl .= " $t${n}_ = $a[$k];";
        $body =~ s/(?<![.>])\b\Q$n\E\b/${n}_/g;
    }
    return $ind . '{' . $decl . ' ' . substr($body, 1, -1) . ' }';
}
# One helper found: (name, its definition, kind, expression or body, params, their names).
sub helper {
    my %tried = map { $_ => 1 } @_;
    while ($src =~ /^static\s+([\w\s\*]+?)\s*\b(\w+)\s*\(([^()]*)\)\s*(\{(?:[^{}]++|(?4))*\})[ \t]*\n/mg) {
        my ($type, $name, $params, $body, $all) = ($1, $2, $3, $4, $&);
        next if $tried{$name} || $name eq 'play' || $params =~ /\[/ || $body =~ /\b\Q$name\E\s*\(/;
        my @p = $params =~ /^\s*void\s*$/ ? () : args($params);
        my @names = map { /(\w+)\s*$/ ? $1 : '' } @p;
        next if grep { $_ eq '' } @names;
        my @h = $body =~ /^\{\s*return\s+([^;]*);\s*\}$/s ? ($name, $all, 'expr', $1, \@p, \@names)
              : $type =~ /^void$/ && $body !~ /\breturn\b/ ? ($name, $all, 'stmt', $body, \@p, \@names)
              : $body =~ /^\{((?:(?!\breturn\b).)*)\breturn\s+([^;]*);\s*\}$/s ? ($name, $all, 'assign', [$1, $2], \@p, \@names)
              : ();
        next unless @h;
        pos($src) = undef;
        return @h;
    }
    return ();
}
my @tried;
while (my ($name, $all, $kind, $body, $p, $names) = helper(@tried)) {
    push @tried, $name;
    my $before = $src;
    $src =~ s/\Q$all\E//;
    if ($kind eq 'expr') {
        $src =~ s{\b\Q$name\E\s*$paren}{
            my @a = args(substr($1, 1, -1)); my $e = $body;
            for my $k (0 .. $#$names) { $e =~ s/\b\Q$names->[$k]\E\b/($a[$k])/g }
            "($e)" }ge;
    } elsif ($kind eq 'stmt') {
        $src =~ s/^([ \t]*)\b\Q$name\E\s*$paren;/block($1, $2, $p, $body)/gme;
    } else { # T v = f(x);  ->  T v; { params; body; v = its return value; }
        my ($stmts, $ret) = @$body;
        $src =~ s{^([ \t]*)((?:[\w ]+?\s+)?)(\w+) = \Q$name\E\s*$paren;}{
            my ($ind, $decl, $var, $call) = ($1, $2, $3, $4);
            ($decl =~ /\S/ ? "$ind$decl$var;\n" : '') . block($ind, $call, $p, "{$stmts$var = $ret; }") }gme;
    }
    $src = $before if $src =~ /\b\Q$name\E\b/; # used some other way: kept
}
print $src;
