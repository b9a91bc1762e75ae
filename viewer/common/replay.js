/* arena viewer: reading replays. The scanner every game's parse() uses, and what every arena
 * replay shares (header, names, status, the players' colours and labels, a file that ends early
 * or goes bad partway). Plain script: adds to window.ArenaShell. */
(function (Shell) {
  'use strict';

  function ParseError(message, line) {
    this.name = 'ParseError';
    this.message = message;
    this.line = line;
  }
  ParseError.prototype = Object.create(Error.prototype);
  ParseError.prototype.constructor = ParseError;

  function isSpace(c) {
    return c === 32 || c === 10 || c === 13 || c === 9 || c === 11 || c === 12;
  }

  /* Whitespace tokenizer that reads strictly in order and reports "expected X, found Y" with
   * the line number. Integers are parsed from char codes without allocating strings. */
  function Scanner(text) {
    var n = text.length;
    // Replays end with a line break: a file that does not was cut, maybe inside a number
    // ("40" cut to "4"), so its last token is not read at all.
    while (n > 0 && !isSpace(text.charCodeAt(n - 1))) n--;
    this.s = text;
    this.p = 0;
    this.n = n;
    this.tokStart = 0;
    this.context = '';   // a string, or a function returning one, named in error messages
  }
  Scanner.prototype.skip = function () {
    var s = this.s, p = this.p, n = this.n;
    while (p < n && isSpace(s.charCodeAt(p))) p++;
    this.p = p;
  };
  Scanner.prototype.atEnd = function () {
    this.skip();
    return this.p >= this.n;
  };
  /* Next token as a string, or null at end of file. */
  Scanner.prototype.next = function () {
    this.skip();
    var s = this.s, p = this.p, n = this.n;
    this.tokStart = p;
    if (p >= n) return null;
    while (p < n && !isSpace(s.charCodeAt(p))) p++;
    this.p = p;
    return s.substring(this.tokStart, p);
  };
  Scanner.prototype.peek = function () {
    var save = this.p, st = this.tokStart;
    var t = this.next();
    this.p = save;
    this.tokStart = st;
    return t;
  };
  /* Reading ahead, the position kept: the integer after `word` when `word` is among the next
   * `within` tokens and the integer is 0..max; else 0. A replay of a match started from
   * another one's round (--from REPLAY:ROUND) gives that round in its first state. */
  Scanner.prototype.numberAfter = function (word, within, max) {
    var save = this.p, st = this.tokStart, r = 0, t;
    for (var k = 0; k < within && (t = this.next()) !== null; k++) {
      if (t !== word) continue;
      var v = this.next();
      if (v !== null && /^\d+$/.test(v) && parseInt(v, 10) <= max) r = parseInt(v, 10);
      break;
    }
    this.p = save;
    this.tokStart = st;
    return r;
  };
  Scanner.prototype.lineAt = function (pos) {
    var s = this.s, line = 1, i = 0;
    for (;;) {
      i = s.indexOf('\n', i);
      if (i < 0 || i >= pos) return line;
      line++;
      i++;
    }
  };
  Scanner.prototype.describe = function (tok) {
    if (tok === null) return 'end of file';
    if (tok.length > 40) tok = tok.slice(0, 37) + '...';
    return '"' + tok + '"';
  };
  /* Error at the token just read: expected `what`, found that token (null: end of file). */
  Scanner.prototype.fail = function (what, tok) {
    var line = this.lineAt(this.tokStart);
    var ctx = typeof this.context === 'function' ? this.context() : this.context;
    var msg = 'Line ' + line + (ctx ? ' (' + ctx + ')' : '') + ': expected ' +
      what + ', found ' + this.describe(tok);
    if (tok === null) msg = 'Unexpected end of file' + (ctx ? ' (' + ctx + ')' : '') + ': expected ' + what;
    var e = new ParseError(msg, line);
    e.eof = tok === null;
    return e;
  };
  Scanner.prototype.expect = function (literal) {
    var t = this.next();
    if (t !== literal) throw this.fail('"' + literal + '"', t);
    return t;
  };
  Scanner.prototype.expectOneOf = function (literals) {
    var t = this.next();
    if (literals.indexOf(t) < 0) {
      throw this.fail(literals.map(function (x) { return '"' + x + '"'; }).join(' or '), t);
    }
    return t;
  };
  /* Integer token (optional sign). `what` names it in errors; lo/hi optional bounds. */
  Scanner.prototype.int = function (what, lo, hi) {
    this.skip();
    var s = this.s, p = this.p, n = this.n, start = p, neg = false, v = 0, digits = 0;
    this.tokStart = p;
    if (p < n) {
      var c = s.charCodeAt(p);
      if (c === 45 || c === 43) { neg = c === 45; p++; }
      while (p < n) {
        c = s.charCodeAt(p);
        if (c >= 48 && c <= 57) { v = v * 10 + (c - 48); digits++; p++; } else break;
      }
    }
    if (digits === 0 || (p < n && !isSpace(s.charCodeAt(p))) || digits > 15) {
      this.p = start;
      var tok = this.next();
      throw this.fail(what, tok);
    }
    this.p = p;
    if (neg) v = -v;
    if ((lo !== undefined && v < lo) || (hi !== undefined && v > hi)) {
      throw this.fail(what, s.substring(start, p));
    }
    return v;
  };
  /* Number token (integer or decimal, as printed by C's default stream formatting). */
  Scanner.prototype.number = function (what) {
    var t = this.next();
    if (t === null || !/^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(t)) throw this.fail(what, t);
    return parseFloat(t);
  };

  /* The engine's header: "Game" (or "SecGame" for a judged match, whose status fields are CPU
   * fractions), "Seed" and its number, the game's name and the version of its replay format.
   * Fills m.header, m.judged, m.seed and m.version; a version other than the one this viewer
   * knows is read anyway, with a line added to m.warnings. */
  Scanner.prototype.replayHeader = function (m, name, version) {
    m.header = this.expectOneOf(['Game', 'SecGame']);
    m.judged = m.header === 'SecGame';
    this.expect('Seed');
    m.seed = this.int('the seed (an integer)');
    this.expect(name);
    m.version = this.next();
    if (m.version === null) throw this.fail('the version "' + version + '"', null);
    if (m.version !== version) m.warnings.push('version ' + m.version + ' (this viewer knows ' + version + ')');
  };
  /* "names" and the names of the count players. */
  Scanner.prototype.playerNames = function (count) {
    this.expect('names');
    var names = [];
    for (var p = 0; p < count; p++) {
      var nm = this.next();
      if (nm === null) throw this.fail('the name of player ' + p, null);
      names.push(nm);
    }
    return names;
  };

  /* What a file that is no replay of this game is, for a message a student understands:
   * "it is a Mad Max replay: open it with games/madmax/viewer/viewer.html", "it is not a
   * text file", or null when it looks like a (broken) replay of this game. */
  var GAMES = [
    { id: 'madmax', title: 'Mad Max', test: /^\s*(Game|SecGame)\s+Seed\s+\S+\s+Mad_Max\s/ },
    { id: 'apocalypse', title: 'Apocalypse Now', test: /^\s*(Game|SecGame)\s+Seed\s+\S+\s+ApocalypseNow2018\s/ },
    { id: 'revisited', title: 'Mad Max Revisited', test: /^\s*mad_max_2020\s/ },
    { id: 'tron', title: 'Tron 3D', test: /^\s*tron3d\s/ }
  ];
  function whatFileIs(text, gameId) {
    var head = text.slice(0, 4096);
    if (/\u0000/.test(head) || (head.match(/\uFFFD/g) || []).length > head.length / 50)
      return 'it is not a text file (a replay is text, or text in a .gz file): a program, an image, or another ' +
        'compressed format?';
    for (var k = 0; k < GAMES.length; k++) {
      if (GAMES[k].id !== gameId && GAMES[k].test.test(head))
        return 'it is a ' + GAMES[k].title + ' replay: open it with games/' + GAMES[k].id + '/viewer/viewer.html';
    }
    return null;
  }

  /* For parse's catch around the states: a file that ends early, or goes bad partway, still
   * shows the `complete` states read before, when there is at least one; returns the warning
   * to show. Rethrows anything else (a bad header, a bad first state, a bug). */
  function recover(e, complete) {
    if (!(e instanceof ParseError) || complete < 1) throw e;
    var shown = complete === 1 ? 'its first state only' : 'its first ' + complete + ' states (0..' + (complete - 1) + ')';
    if (e.eof) return e.message + '. The file is cut short: showing ' + shown + '.';
    return e.message + '. The rest of the file cannot be read: showing ' + shown + '.';
  }

  /* A reader of board rows: reader(sc, cols) is the next token when it is a row of `cols`
   * characters, each one of `chars` (ASCII); else it fails, expecting "a KIND row of COLS cells
   * (LEGEND)". */
  function rowReader(chars, kind, legend) {
    var ok = new Uint8Array(128);
    chars.split('').forEach(function (ch) { ok[ch.charCodeAt(0)] = 1; });
    function valid(row) {
      for (var i = 0; i < row.length; i++) {
        var c = row.charCodeAt(i);
        if (c >= 128 || !ok[c]) return false;
      }
      return true;
    }
    return function (sc, cols) {
      var row = sc.next();
      if (row === null || row.length !== cols || !valid(row)) {
        throw sc.fail('a ' + kind + ' row of ' + cols + ' cells (' + legend + ')', row);
      }
      return row;
    };
  }

  /* Where board g goes in grids, which keeps each board once while it does not change: the
   * last one's index when g is the same, else g's, added. */
  function gridIndex(grids, g) {
    if (!grids.length || grids[grids.length - 1] !== g) grids.push(g);
    return grids.length - 1;
  }

  /* After a replay's last state (round lastRound), nothing. */
  function expectEnd(sc, lastRound) {
    if (!sc.atEnd()) throw sc.fail('end of file after round ' + lastRound, sc.next());
  }

  /* model.players: colours taken in turn; `label` tells the seats apart when several play
   * under one name ("Demo (player 2)"), else it is the name. */
  function players(names, colors) {
    return names.map(function (n, i) {
      var twins = names.filter(function (o) { return o === n; }).length;
      return { name: n, seat: i, label: twins > 1 ? n + ' (player ' + i + ')' : n, color: colors[i % colors.length] };
    });
  }

  /* The engine's status of a player: -1 out of the game (frozen), else in a judged match the
   * fraction of its CPU budget used (the reference viewers' "CPU n%"), in a local one 0. */
  function playerStatus(st, judged) {
    if (st < 0) return { text: 'out', kind: 'frozen' };
    if (judged) return { text: 'CPU ' + Math.floor(st * 100) + '%', kind: st >= 0.9 ? 'other' : 'ok' };
    return st === 0 ? { text: 'ok', kind: 'ok' } : { text: 'status ' + st, kind: 'other' };
  }

  /* view.panel's rows for frame f from per-frame arrays indexed f * np + player. */
  function panelRows(m, f, scores, status, stats) {
    var out = [], np = m.players.length;
    for (var p = 0; p < np; p++) {
      var o = f * np + p;
      out.push({
        score: scores[o],
        stats: stats.map(function (s) { return { key: s.key, label: s.label, value: s.values[o] }; }),
        status: playerStatus(status[o], m.judged)
      });
    }
    return out;
  }

  /* The frames a draw at fractional frame t shows: f0, and f1 = f0 + 1 that it is fr of the
   * way to (f1 = f0 and fr = 0 on a frame, and at or past either end). */
  function frameSpan(t, frameCount) {
    var f0 = Math.floor(t), fr = t - f0;
    if (f0 >= frameCount - 1) { f0 = frameCount - 1; fr = 0; }
    if (f0 < 0) { f0 = 0; fr = 0; }
    return { f0: f0, f1: fr > 0 ? f0 + 1 : f0, fr: fr };
  }

  Shell.Scanner = Scanner;
  Shell.whatFileIs = whatFileIs;
  Shell.ParseError = ParseError;
  Shell.recover = recover;
  Shell.rowReader = rowReader;
  Shell.gridIndex = gridIndex;
  Shell.expectEnd = expectEnd;
  Shell.players = players;
  Shell.playerStatus = playerStatus;
  Shell.panelRows = panelRows;
  Shell.frameSpan = frameSpan;
})(window.ArenaShell = window.ArenaShell || {});
