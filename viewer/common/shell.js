/* arena viewer shell: replay loading, timeline, playback, keyboard, score chart and side panel,
 * shared by every game's viewer. Plain script (no modules, no fetch) so it works from file://.
 *
 * A game viewer calls ArenaShell.start(game) once, where game is:
 *   title        "Mad Max"                        shown in the top bar and the page title
 *   subtitle     optional short text next to the title (default "arena replay viewer")
 *   accept       optional file picker filter (default ".res,.gz,.out,.txt,text/plain": the
 *                files a match writes, plain or gzipped)
 *   parse(text)  -> model; throws ArenaShell.ParseError (use ArenaShell.Scanner) on bad input.
 *                A model may carry `warning` (string): loaded, but shown with a warning banner.
 *   The model must provide:
 *     frameCount          number of states (frames 0 .. frameCount-1)
 *     players             [{name, color}]
 *     info                optional HTML-free text for the top bar ("Seed 1 · 60×60")
 *     frameLabel(f)       optional: round number shown for frame f (default f)
 *     chart               {title, value(player, frame)}     plotted per player over frames
 *     markers             optional [{frame, color}]          ticks above the timeline
 *     events              optional [{frame, text}] sorted by frame; text may hold {p0}..{p9}
 *                         (player name chips); the side panel lists the latest ones
 *   view:
 *     resize(model, cssW, cssH, dpr) -> {w, h} device pixels of the board canvas
 *     draw(ctx, model, t, now, opts)  t: fractional frame (animates between frames);
 *                                      opts.selected: the highlighted player, or -1
 *     panel(model, frame) -> [{score, stats: [{key, label, value}], status: {text, kind}}]
 *                                      kind: "ok" | "frozen" | "other"
 *     hover(model, frame, x, y) -> null | {title, color, lines: [..]}   x, y device pixels
 *     animating(model, t)             optional: true to keep redrawing while paused (every
 *                                      frame), or a number of ms to wait before the next redraw
 *   legend       optional [{label, paint(ctx, sizePx)}]
 *   help         optional extra help text (one paragraph)
 *   speed        optional initial playback speed in frames per second (default 8; one of
 *                0.5 1 2 4 8 16 32 64)
 *
 * What every arena replay shares, for a game's parse() and view (window.ArenaShell):
 *   sc.replayHeader(m, name, version)   reads "Game|SecGame  Seed <int>  <name> <version>" into
 *                        m.header, m.seed, m.version; another version adds to m.warnings
 *   sc.playerNames(count)               reads "names" and the count names after it
 *   cutShort(e, complete)               in parse's catch: rethrows e unless it is an end of
 *                        file after at least 2 complete states; returns the warning to show
 *   rowTest(chars)       -> function (row): true when every character of row is in chars
 *   players(names, colors) -> model.players, colours taken in turn
 *   panelRows(f, np, scores, status, stats, other) -> what view.panel returns, from arrays
 *                        indexed frame * np + player; stats: [{key, label, values}]; status is
 *                        the engine's (-1 frozen, 0 ok, anything else shown as other + value)
 *   frameSpan(t, frameCount) -> {f0, f1, fr}: draw between frames f0 and f1, fr of the way
 *   color.mix(hex, other, k), color.rgba(hex, alpha), color.hexToRgb(hex)
 *   draw.hash(i, j)      stable noise in [0, 1) for a cell;  draw.ease(x), draw.clamp01(x)
 *   draw.starPath(g, cx, cy, outer, inner)   path of a five-pointed star (not filled)
 *   draw.hitStar(g, cx, cy, c, k, stroke, outer, inner)   the star flashed where a blow lands,
 *                        k from 0 to 1 over its life, radii in cells of c pixels
 *
 * The shell exposes window.arenaViewer for tests and the console.
 */
(function () {
  'use strict';

  /* ------------------------------------------------------------------ parsing helpers */

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
    this.s = text;
    this.p = 0;
    this.n = text.length;
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
  /* Error at the token just read: expected `what`, found that token. */
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

  /* ------------------------------------------------------------------ what every replay shares */

  /* The engine's header: "Game" (or "SecGame"), "Seed" and its number, the game's name and the
   * version of its replay format. Fills m.header, m.seed and m.version; a version other than
   * the one this viewer knows is read anyway, with a line added to m.warnings. */
  Scanner.prototype.replayHeader = function (m, name, version) {
    m.header = this.expectOneOf(['Game', 'SecGame']);
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

  /* For parse's catch around the states: a file that ends early still shows the `complete`
   * states read before, when there are at least two. Rethrows any other error. */
  function cutShort(e, complete) {
    if (!(e instanceof ParseError) || !e.eof || complete < 2) throw e;
    return e.message + '. The file is cut short: showing rounds 0..' + (complete - 1) + '.';
  }

  /* A test for board rows: true when every character of the row is one of `chars` (ASCII). */
  function rowTest(chars) {
    var ok = new Uint8Array(128);
    chars.split('').forEach(function (ch) { ok[ch.charCodeAt(0)] = 1; });
    return function (row) {
      for (var i = 0; i < row.length; i++) {
        var c = row.charCodeAt(i);
        if (c >= 128 || !ok[c]) return false;
      }
      return true;
    };
  }

  function players(names, colors) {
    return names.map(function (n, i) { return { name: n, color: colors[i % colors.length] }; });
  }

  /* The engine's player status: 0 playing, -1 frozen (out of the game); `other` names any
   * other value. */
  function playerStatus(st, other) {
    return st === -1 ? { text: 'frozen', kind: 'frozen' } :
      st === 0 ? { text: 'ok', kind: 'ok' } : { text: other + st, kind: 'other' };
  }

  /* view.panel's rows for frame f from per-frame arrays indexed f * np + player. */
  function panelRows(f, np, scores, status, stats, other) {
    var out = [];
    for (var p = 0; p < np; p++) {
      var o = f * np + p;
      out.push({
        score: scores[o],
        stats: stats.map(function (s) { return { key: s.key, label: s.label, value: s.values[o] }; }),
        status: playerStatus(status[o], other)
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

  /* ------------------------------------------------------------------ small DOM helpers */

  function el(tag, attrs, children) {
    var e = document.createElement(tag);
    if (attrs) {
      for (var k in attrs) {
        if (!Object.prototype.hasOwnProperty.call(attrs, k)) continue;
        var v = attrs[k];
        if (k === 'class') e.className = v;
        else if (k === 'text') e.textContent = v;
        else if (k === 'html') e.innerHTML = v;
        else if (k.slice(0, 2) === 'on') e.addEventListener(k.slice(2), v);
        else if (v === true) e.setAttribute(k, '');
        else if (v !== false && v !== null && v !== undefined) e.setAttribute(k, v);
      }
    }
    (children || []).forEach(function (c) {
      if (c === null || c === undefined) return;
      e.appendChild(typeof c === 'string' ? document.createTextNode(c) : c);
    });
    return e;
  }

  var ICONS = {
    first: 'M6 5h2v14H6zM9.5 12 18 5v14z',
    back10: 'M11 5v14L2.5 12zM21 5v14l-8.5-7z',
    prev: 'M8 5h2v14H8zM19 5v14l-8-7z',
    play: 'M7 4.5v15l12.5-7.5z',
    pause: 'M6 5h4.5v14H6zM13.5 5H18v14h-4.5z',
    next: 'M14 5h2v14h-2zM5 5v14l8-7z',
    fwd10: 'M3 5v14l8.5-7zM13 5v14l8.5-7z',
    last: 'M16 5h2v14h-2zM6 5v14l8.5-7z',
    open: 'M3 6a2 2 0 0 1 2-2h4l2 2h8a2 2 0 0 1 2 2v1H3zm0 4h18l-1.5 8a2 2 0 0 1-2 1.6H5.5a2 2 0 0 1-2-1.6z'
  };
  function icon(name) {
    var ns = 'http://www.w3.org/2000/svg';
    var svg = document.createElementNS(ns, 'svg');
    svg.setAttribute('viewBox', '0 0 24 24');
    var path = document.createElementNS(ns, 'path');
    path.setAttribute('d', ICONS[name]);
    svg.appendChild(path);
    return svg;
  }

  function hexToRgb(hex) {
    var h = hex.replace('#', '');
    if (h.length === 3) h = h[0] + h[0] + h[1] + h[1] + h[2] + h[2];
    var n = parseInt(h, 16);
    return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  }
  function mix(hex, other, k) {
    var a = hexToRgb(hex), b = hexToRgb(other);
    return 'rgb(' + Math.round(a[0] + (b[0] - a[0]) * k) + ',' + Math.round(a[1] + (b[1] - a[1]) * k) +
      ',' + Math.round(a[2] + (b[2] - a[2]) * k) + ')';
  }
  function rgba(hex, alpha) {
    var a = hexToRgb(hex);
    return 'rgba(' + a[0] + ',' + a[1] + ',' + a[2] + ',' + alpha + ')';
  }

  /* ------------------------------------------------------------------ drawing helpers */

  /* Stable pseudo-random number in [0, 1) for cell (i, j): texture that does not flicker. */
  function hash(i, j) {
    var h = (i * 374761393 + j * 668265263) | 0;
    h = Math.imul(h ^ (h >>> 13), 1274126177);
    return ((h ^ (h >>> 16)) >>> 0) / 4294967296;
  }
  function ease(x) { return x <= 0 ? 0 : x >= 1 ? 1 : x * x * (3 - 2 * x); }
  function clamp01(x) { return x < 0 ? 0 : x > 1 ? 1 : x; }

  /* A five-pointed star's path (points at radius r1, the notches between at r2), pointing up. */
  function starPath(g, cx, cy, r1, r2) {
    g.beginPath();
    for (var s = 0; s < 10; s++) {
      var r = s % 2 ? r2 : r1, a = s * Math.PI / 5 - Math.PI / 2;
      g[s ? 'lineTo' : 'moveTo'](cx + Math.cos(a) * r, cy + Math.sin(a) * r);
    }
    g.closePath();
  }

  /* A pale star with a `stroke` outline where a blow lands, swelling and fading as k goes from
   * 0 to 1; outer and inner radii in cells (c pixels). */
  function hitStar(g, cx, cy, c, k, stroke, outer, inner) {
    var a = Math.sin(Math.PI * clamp01(k));
    if (a <= 0.05) return;
    g.globalAlpha = a;
    g.fillStyle = '#fff3b0';
    g.strokeStyle = stroke;
    g.lineWidth = Math.max(1, c * 0.06);
    starPath(g, cx, cy, outer * c * (0.6 + 0.4 * a), inner * c * (0.6 + 0.4 * a));
    g.fill();
    g.stroke();
    g.globalAlpha = 1;
  }

  /* Reads a File/ArrayBuffer as text, gunzipping (DecompressionStream) when it starts with the
   * gzip magic bytes. Calls back with (err, text). */
  function bufferToText(buf, cb) {
    var bytes = new Uint8Array(buf);
    if (bytes.length >= 2 && bytes[0] === 0x1f && bytes[1] === 0x8b) {
      if (typeof DecompressionStream === 'undefined') {
        cb(new Error('This browser cannot unpack .gz files; gunzip the replay first.'));
        return;
      }
      try {
        var stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('gzip'));
        new Response(stream).text().then(function (t) { cb(null, t); },
          function (e) { cb(new Error('Could not unpack the gzip file: ' + e.message)); });
      } catch (e) {
        cb(new Error('Could not unpack the gzip file: ' + e.message));
      }
      return;
    }
    cb(null, new TextDecoder('utf-8').decode(bytes));
  }

  /* ------------------------------------------------------------------ the shell */

  var SPEEDS = [0.5, 1, 2, 4, 8, 16, 32, 64];

  function start(game) {
    var state = {
      model: null,
      t: 0,                // displayed fractional frame
      target: 0,           // frame the displayed one is heading to (shown in the labels)
      playing: false,
      speed: SPEEDS.indexOf(game.speed) >= 0 ? game.speed : 8,   // frames per second
      tween: null,         // {from, to, start, dur}
      selected: -1,        // highlighted player, -1 for none
      lastParseMs: 0,
      status: 'empty',     // empty | loading | ready | error
      error: null,
      warning: null,
      fileName: '',
      raf: 0,
      lastNow: 0,
      shownFrame: -1,
      hover: null          // {x, y} device pixels over the board
    };

    document.title = game.title + ' — arena viewer';

    /* ---- build the page ---- */
    var fileInput = el('input', { type: 'file', id: 'arena-file',
      accept: game.accept || '.res,.gz,.out,.txt,text/plain', hidden: true });
    var infoEl = el('div', { class: 'arena-info', id: 'arena-info' });
    var helpBtn = el('button', { class: 'arena-btn icon', title: 'Keyboard shortcuts (?)', text: '?' });
    var openBtn = el('button', { class: 'arena-btn primary', id: 'arena-open', title: 'Open a replay file (o)' },
      [icon('open'), 'Open replay']);
    var top = el('header', { class: 'arena-top' }, [
      el('div', { class: 'arena-brand' }, [el('h1', { text: game.title }),
        el('span', { class: 'arena-sub', text: game.subtitle || 'arena replay viewer' })]),
      infoEl,
      el('div', { class: 'arena-actions' }, [openBtn, helpBtn, fileInput])
    ]);

    var msgText = el('span', { class: 'arena-msg-text', id: 'arena-error-text' });
    var msgTitle = el('span', { class: 'arena-msg-title' });
    var msgBox = el('div', { class: 'arena-msg', id: 'arena-error', role: 'alert', hidden: true }, [
      el('div', { style: 'flex:1' }, [msgTitle, msgText]),
      el('button', { title: 'Dismiss', text: '×', onclick: function () { msgBox.hidden = true; } })
    ]);

    var board = el('canvas', { class: 'arena-board', id: 'arena-board', hidden: true });
    var ctx = board.getContext('2d');
    var tooltip = el('div', { class: 'arena-tooltip', id: 'arena-tooltip', hidden: true });
    var loading = el('div', { class: 'arena-loading', text: 'Reading replay…', hidden: true });
    var emptyOpen = el('button', { class: 'arena-btn primary', onclick: function () { fileInput.click(); } },
      [icon('open'), 'Choose a replay file']);
    var empty = el('div', { class: 'arena-empty', id: 'arena-empty' }, [
      el('div', { class: 'arena-empty-title',
        text: 'Drop ' + (/^[aeiou]/i.test(game.title) ? 'an ' : 'a ') + game.title + ' replay here' }),
      emptyOpen,
      el('div', { class: 'arena-empty-hint', html:
        'Replays are the text files a match writes (<code>-o game.res</code>); gzipped ones ' +
        '(<code>.res.gz</code>) work too. Press <kbd>?</kbd> for the keyboard shortcuts.' })
    ]);
    var stage = el('section', { class: 'arena-stage', id: 'arena-stage' }, [board, empty, loading, tooltip]);

    var roundVal = el('span', { class: 'val', id: 'arena-round' }, ['–']);
    var roundBox = el('div', { class: 'arena-roundbox' }, [el('span', { class: 'lbl', text: 'Round' }), roundVal]);
    var playersEl = el('div', { class: 'arena-players', id: 'arena-players' });
    var chart = el('canvas', { class: 'arena-chart', id: 'arena-chart' });
    var chartTitle = el('span', { text: 'Score' });
    var chartBox = el('div', { class: 'arena-chart-box' }, [
      el('div', { class: 'arena-chart-title' }, [chartTitle, el('span', { text: 'over rounds' })]), chart]);
    var legendEl = el('div', { class: 'arena-legend', hidden: !game.legend });
    var eventsList = el('div', { class: 'arena-events-list', id: 'arena-events' });
    var eventsBox = el('div', { class: 'arena-events', hidden: true }, [
      el('div', { class: 'arena-chart-title' }, [el('span', { text: 'Latest events' }),
        el('span', { id: 'arena-events-count' })]), eventsList]);
    var side = el('aside', { class: 'arena-side', id: 'arena-side', hidden: true },
      [roundBox, playersEl, chartBox, eventsBox, legendEl]);
    var main = el('main', { class: 'arena-main' }, [stage, side]);

    function ctrl(name, title, fn, id) {
      return el('button', { class: 'arena-btn icon', title: title, id: id, tabindex: '-1',
        onmousedown: function (e) { e.preventDefault(); }, onclick: fn }, [icon(name)]);
    }
    var playBtn = ctrl('play', 'Play / pause (space)', function () { togglePlay(); }, 'arena-play');
    var slider = el('input', { class: 'arena-slider', id: 'arena-slider', type: 'range', min: '0', max: '0',
      value: '0', step: '1', 'aria-label': 'Round' });
    var markers = el('canvas', { class: 'arena-markers' });
    var roundLabel = el('span', { class: 'arena-roundlabel', id: 'arena-round-label' });
    var speedSel = el('select', { class: 'arena-speed', id: 'arena-speed', title: 'Playback speed (+ / −)' },
      SPEEDS.map(function (s) {
        return el('option', { value: String(s), text: s + ' rounds/s' });
      }));
    speedSel.value = String(state.speed);
    var controls = el('footer', { class: 'arena-controls' }, [
      ctrl('first', 'First round (Home)', function () { seek(0); }),
      ctrl('back10', 'Back 10 rounds (Page Up)', function () { step(-10); }),
      ctrl('prev', 'Previous round (←)', function () { step(-1); }),
      playBtn,
      ctrl('next', 'Next round (→)', function () { step(1); }),
      ctrl('fwd10', 'Forward 10 rounds (Page Down)', function () { step(10); }),
      ctrl('last', 'Last round (End)', function () { seek(lastFrame()); }),
      el('div', { class: 'arena-timeline' }, [markers, slider]),
      roundLabel,
      speedSel
    ]);

    var helpRows = [
      ['Space', 'play / pause'], ['←|/|→', 'previous / next round'], ['Page Up|/|Page Down', 'back / forward 10 rounds'],
      ['Home|/|End', 'first / last round'], ['+|/|−', 'faster / slower'], ['1|…|4', 'highlight a player (again: all)'],
      ['O', 'open a replay'], ['?', 'this help']
    ];
    var help = el('div', { class: 'arena-help', id: 'arena-help', hidden: true,
      onclick: function (e) { if (e.target === help) help.hidden = true; } }, [
      el('div', { class: 'box' }, [
        el('h2', { text: 'Keyboard shortcuts' }),
        el('table', null, helpRows.map(function (r) {
          return el('tr', null, [el('td', null, r[0].split('|').map(function (k) {
            return k === '/' || k === '…' ? ' ' + k + ' ' : el('kbd', { text: k });
          })), el('td', { text: r[1] })]);
        })),
        el('p', { text: (game.help ? game.help + ' ' : '') +
          'Drag the slider or click the chart to jump. Click a player card to highlight that player. ' +
          'Hover the board for details.' })
      ])
    ]);
    var veil = el('div', { class: 'arena-dropveil', hidden: true, text: 'Drop the replay to open it' });

    var app = el('div', { class: 'arena', id: 'arena-app' }, [top, msgBox, main, controls, help, veil]);
    document.body.appendChild(app);

    if (game.legend) {
      game.legend.forEach(function (item) {
        var c = el('canvas', { width: '32', height: '32' });
        item.paint(c.getContext('2d'), 32);
        legendEl.appendChild(el('span', { class: 'lg' }, [c, item.label]));
      });
    }

    /* ---- messages ---- */
    function showMessage(kind, title, text) {
      msgBox.className = 'arena-msg' + (kind === 'warning' ? ' warning' : '');
      msgTitle.textContent = title;
      msgText.textContent = text;
      msgBox.hidden = false;
      layoutSoon();
    }
    function hideMessage() {
      if (!msgBox.hidden) { msgBox.hidden = true; layoutSoon(); }
    }

    /* ---- loading ---- */
    function loadText(text, name) {
      state.status = 'loading';
      var t0 = performance.now();
      var model;
      try {
        model = game.parse(text);
      } catch (e) {
        state.lastParseMs = performance.now() - t0;
        state.status = 'error';
        state.error = e.message || String(e);
        if (!(e instanceof ParseError)) console.error(e);
        showMessage('error', 'Could not read ' + (name || 'the replay') + '.', state.error);
        return false;
      }
      state.lastParseMs = performance.now() - t0;
      state.model = model;
      state.fileName = name || '';
      state.error = null;
      state.warning = model.warning || null;
      state.status = 'ready';
      if (state.warning) showMessage('warning', 'Replay loaded with a problem:', state.warning);
      else hideMessage();
      setupModel();
      return true;
    }

    function loadBuffer(buf, name) {
      loading.hidden = false;
      bufferToText(buf, function (err, text) {
        loading.hidden = true;
        if (err) {
          state.status = 'error';
          state.error = err.message;
          showMessage('error', 'Could not read ' + name + '.', err.message);
          return;
        }
        loadText(text, name);
      });
    }

    function loadFile(file) {
      if (!file) return;
      state.status = 'loading';
      loading.hidden = false;
      var reader = new FileReader();
      reader.onload = function () { loadBuffer(reader.result, file.name); };
      reader.onerror = function () {
        loading.hidden = true;
        state.status = 'error';
        state.error = 'The browser could not read the file.';
        showMessage('error', 'Could not read ' + file.name + '.', state.error);
      };
      reader.readAsArrayBuffer(file);
    }

    function loadUrl(url) {
      state.status = 'loading';
      loading.hidden = false;
      var xhr = new XMLHttpRequest();
      var name = url.split('/').pop().split('?')[0] || url;
      xhr.open('GET', url, true);
      xhr.responseType = 'arraybuffer';
      xhr.onload = function () {
        if (xhr.status !== 200 && !(xhr.status === 0 && xhr.response && xhr.response.byteLength)) {
          loading.hidden = true;
          state.status = 'error';
          state.error = 'HTTP ' + xhr.status + ' for ' + url;
          showMessage('error', 'Could not load the replay.', state.error);
          return;
        }
        loadBuffer(xhr.response, name);
      };
      xhr.onerror = function () {
        loading.hidden = true;
        state.status = 'error';
        state.error = 'Could not fetch ' + url + (location.protocol === 'file:' ?
          ' (pages opened from file:// cannot load other files; use "Open replay" or drag the file here)' : '');
        showMessage('error', 'Could not load the replay.', state.error);
      };
      xhr.send();
    }

    openBtn.addEventListener('click', function () { fileInput.click(); });
    fileInput.addEventListener('change', function () {
      if (fileInput.files && fileInput.files[0]) loadFile(fileInput.files[0]);
      fileInput.value = '';
    });

    var dragDepth = 0;
    window.addEventListener('dragenter', function (e) {
      if (!hasFiles(e)) return;
      e.preventDefault();
      dragDepth++;
      veil.hidden = false;
    });
    window.addEventListener('dragover', function (e) {
      if (!hasFiles(e)) return;
      e.preventDefault();
      e.dataTransfer.dropEffect = 'copy';
    });
    window.addEventListener('dragleave', function () {
      dragDepth = Math.max(0, dragDepth - 1);
      if (dragDepth === 0) veil.hidden = true;
    });
    window.addEventListener('drop', function (e) {
      e.preventDefault();
      dragDepth = 0;
      veil.hidden = true;
      var f = e.dataTransfer && e.dataTransfer.files && e.dataTransfer.files[0];
      if (f) loadFile(f);
    });
    function hasFiles(e) {
      var types = e.dataTransfer && e.dataTransfer.types;
      if (!types) return false;
      for (var i = 0; i < types.length; i++) if (types[i] === 'Files') return true;
      return false;
    }

    /* ---- model setup ---- */
    var cards = [];
    function setupModel() {
      var m = state.model;
      pause();
      state.tween = null;
      state.selected = -1;
      state.t = state.target = 0;
      state.shownFrame = -1;
      empty.hidden = true;
      app.classList.add('loaded');
      board.hidden = false;
      side.hidden = false;
      slider.max = String(lastFrame());
      slider.value = '0';
      chartTitle.textContent = (m.chart && m.chart.title) || 'Score';
      infoEl.innerHTML = '';
      if (state.fileName) infoEl.appendChild(el('b', { text: state.fileName }));
      if (m.info) infoEl.appendChild(document.createTextNode((state.fileName ? '  ·  ' : '') + m.info));
      infoEl.title = infoEl.textContent;

      playersEl.innerHTML = '';
      cards = m.players.map(function (p, i) {
        var name = el('span', { class: 'player-name', text: p.name, title: p.name });
        var rank = el('span', { class: 'player-rank', text: String(i + 1) });
        var score = el('span', { class: 'player-score', text: '0' });
        var stats = el('div', { class: 'pc-stats' });
        var status = el('span', { class: 'player-status' });
        var card = el('div', { class: 'player-card', 'data-player': String(i),
          title: 'Click to highlight ' + p.name + "'s units (key " + (i + 1) + ')',
          onclick: function () { select(i); } }, [
          el('div', { class: 'pc-head' }, [rank, name, score]), stats]);
        card.style.setProperty('--pc', p.color);
        card.style.setProperty('--pc-light', mix(p.color, '#ffffff', 0.35));
        playersEl.appendChild(card);
        return { card: card, score: score, stats: stats, status: status, rank: rank, statEls: {} };
      });
      eventsBox.hidden = !m.events;
      shownEvents = -1;
      layout();
      drawMarkers();
      render(performance.now());
    }

    /* Events (model.events, sorted by frame): the latest few up to the shown frame. Their text
     * may name players as {p0}..{p9}, drawn as coloured name chips. */
    var shownEvents = -1;
    var EVENTS_SHOWN = 4;
    function updateEvents(f) {
      var m = state.model, evs = m.events;
      if (!evs) return;
      var lo = 0, hi = evs.length;          // first event after frame f
      while (lo < hi) { var mid = (lo + hi) >> 1; if (evs[mid].frame <= f) lo = mid + 1; else hi = mid; }
      if (lo === shownEvents) return;
      shownEvents = lo;
      eventsList.innerHTML = '';
      document.getElementById('arena-events-count').textContent = lo + ' of ' + evs.length;
      if (lo === 0) {
        eventsList.appendChild(el('div', { class: 'ev-none', text: 'Nothing yet.' }));
        return;
      }
      for (var k = lo - 1; k >= Math.max(0, lo - EVENTS_SHOWN); k--) {
        (function (ev) {
          var row = el('div', { class: 'ev', title: 'Go to round ' + frameLabel(ev.frame),
            onclick: function () { seek(ev.frame); } },
            [el('span', { class: 'ev-round', text: String(frameLabel(ev.frame)) })]);
          var txt = el('span', { class: 'ev-text' });
          ev.text.split(/(\{p\d\})/).forEach(function (part) {
            var mm = /^\{p(\d)\}$/.exec(part);
            if (mm && m.players[+mm[1]]) {
              var chip = el('span', { class: 'ev-chip', text: m.players[+mm[1]].name });
              chip.style.setProperty('--pc', m.players[+mm[1]].color);
              txt.appendChild(chip);
            } else if (part) txt.appendChild(document.createTextNode(part));
          });
          row.appendChild(txt);
          eventsList.appendChild(row);
        })(evs[k]);
      }
    }

    function lastFrame() { return state.model ? state.model.frameCount - 1 : 0; }
    function frameLabel(f) {
      var m = state.model;
      return m && m.frameLabel ? m.frameLabel(f) : f;
    }

    /* ---- playback ---- */
    function clamp(v, lo, hi) { return v < lo ? lo : v > hi ? hi : v; }

    function seek(f, animate) {
      if (!state.model) return;
      f = clamp(Math.round(f), 0, lastFrame());
      pause(true);
      if (animate && Math.abs(f - state.t) <= 1.001 && f !== state.t) {
        state.tween = { from: state.t, to: f, start: performance.now(), dur: 260 };
      } else {
        state.tween = null;
        state.t = f;
      }
      state.target = f;
      updateUi();
      schedule();
    }
    function step(d) {
      if (!state.model) return;
      var base = state.target;
      seek(base + d, Math.abs(d) === 1);
    }
    function play() {
      if (!state.model || state.playing) return;
      if (state.target >= lastFrame()) { state.t = state.target = 0; }
      state.tween = null;
      state.t = state.target;
      state.playing = true;
      playBtn.replaceChildren(icon('pause'));
      state.lastNow = performance.now();
      schedule();
    }
    function pause(snapHard) {
      if (!state.playing) return;
      state.playing = false;
      playBtn.replaceChildren(icon('play'));
      if (!snapHard) {
        var to = Math.min(Math.ceil(state.t - 1e-9), lastFrame());
        if (to !== state.t) state.tween = { from: state.t, to: to, start: performance.now(), dur: 150 };
        state.target = to;
        updateUi();
        schedule();
      }
    }
    function togglePlay() { if (state.playing) pause(); else play(); }
    function setSpeed(s) {
      state.speed = s;
      speedSel.value = String(s);
    }
    function changeSpeed(dir) {
      var i = SPEEDS.indexOf(state.speed);
      setSpeed(SPEEDS[clamp(i + dir, 0, SPEEDS.length - 1)]);
    }
    function select(p) {
      if (!state.model || p >= state.model.players.length) return;
      state.selected = state.selected === p ? -1 : p;
      cards.forEach(function (c, i) {
        c.card.classList.toggle('selected', i === state.selected);
        c.card.classList.toggle('dimmed', state.selected >= 0 && i !== state.selected);
      });
      schedule();
    }

    speedSel.addEventListener('change', function () {
      setSpeed(parseFloat(speedSel.value));
      speedSel.blur();
    });
    slider.addEventListener('input', function () { seek(parseInt(slider.value, 10)); });

    function schedule() {
      if (!state.raf) state.raf = requestAnimationFrame(tick);
    }
    function tick(now) {
      state.raf = 0;
      var more = false;
      if (state.playing) {
        var dt = Math.min(0.1, Math.max(0, (now - state.lastNow) / 1000));
        state.t += dt * state.speed;
        if (state.t >= lastFrame()) {
          state.t = lastFrame();
          state.target = state.t;
          state.playing = false;
          playBtn.replaceChildren(icon('play'));
        } else {
          state.target = Math.floor(state.t);
          more = true;
        }
      } else if (state.tween) {
        var k = clamp((now - state.tween.start) / state.tween.dur, 0, 1);
        state.t = state.tween.from + (state.tween.to - state.tween.from) * k;
        if (k >= 1) { state.t = state.tween.to; state.tween = null; } else more = true;
      }
      state.lastNow = now;
      render(now);
      if (more) { schedule(); return; }
      var anim = state.model && game.view.animating ? game.view.animating(state.model, state.t) : false;
      if (typeof anim === 'number' && anim > 0) scheduleIn(anim);
      else if (anim) schedule();
    }
    /* Idle animation (flames, rotors...) at the game's own pace, to spare the CPU. */
    var idleTimer = 0;
    function scheduleIn(ms) {
      if (idleTimer) return;
      idleTimer = setTimeout(function () { idleTimer = 0; schedule(); }, ms);
    }

    function render(now) {
      if (!state.model) return;
      game.view.draw(ctx, state.model, state.t, now, { selected: state.selected });
      updateUi();
      drawChart();
      if (state.hover) updateTooltip();
    }

    function updateUi() {
      var m = state.model;
      if (!m) return;
      var f = state.target;
      var last = lastFrame();
      if (String(f) !== slider.value) slider.value = String(f);
      slider.style.setProperty('--fill', (last ? (100 * f / last) : 0) + '%');
      if (f === state.shownFrame) return;
      state.shownFrame = f;
      roundLabel.innerHTML = '<b>' + frameLabel(f) + '</b> / ' + frameLabel(last);
      roundVal.innerHTML = frameLabel(f) + ' <small>/ ' + frameLabel(last) + '</small>';
      updateEvents(f);
      var data = game.view.panel(m, f);
      var order = data.map(function (d, i) { return i; }).sort(function (a, b) {
        return data[b].score - data[a].score || a - b;
      });
      var rankOf = [];
      order.forEach(function (p, k) {
        rankOf[p] = k > 0 && data[order[k - 1]].score === data[p].score ? rankOf[order[k - 1]] : k + 1;
      });
      data.forEach(function (d, i) {
        var c = cards[i];
        if (!c) return;
        setText(c.score, String(d.score));
        setText(c.rank, String(rankOf[i]));
        c.card.classList.toggle('leader', rankOf[i] === 1);
        (d.stats || []).forEach(function (s) {
          var se = c.statEls[s.key];
          if (!se) {
            se = c.statEls[s.key] = { b: el('b', { 'data-stat': s.key }) };
            c.stats.appendChild(el('span', { class: 'pc-stat' }, [s.label + ' ', se.b]));
          }
          setText(se.b, String(s.value));
        });
        if (d.status) {
          if (!c.status.parentNode) c.stats.appendChild(c.status);
          setText(c.status, d.status.text);
          c.status.className = 'player-status ' + (d.status.kind || 'other');
        }
      });
    }
    function setText(node, text) { if (node.textContent !== text) node.textContent = text; }

    /* ---- score chart ---- */
    var chartGeom = null;
    function drawChart() {
      var m = state.model;
      if (!m || !m.chart || !chartGeom) return;
      var g = chart.getContext('2d');
      var W = chart.width, H = chart.height, dpr = chartGeom.dpr;
      var n = m.frameCount, np = m.players.length;
      if (!chartGeom.max) {
        var mx = 1;
        for (var p = 0; p < np; p++) for (var f = 0; f < n; f++) mx = Math.max(mx, m.chart.value(p, f));
        chartGeom.max = niceCeil(mx);
      }
      var max = chartGeom.max;
      g.font = (10 * dpr) + 'px system-ui, sans-serif';
      // room for the widest axis label (5-digit scores need more than the default)
      var padL = Math.max(34 * dpr, Math.ceil(g.measureText(String(Math.round(max))).width + 9 * dpr));
      var padR = 6 * dpr, padT = 6 * dpr, padB = 16 * dpr;
      var x = function (fr) { return padL + (W - padL - padR) * (n > 1 ? fr / (n - 1) : 0); };
      var y = function (v) { return padT + (H - padT - padB) * (1 - v / max); };
      chartGeom.x0 = padL; chartGeom.x1 = W - padR;
      g.clearRect(0, 0, W, H);
      g.fillStyle = '#8a93a6';
      g.strokeStyle = 'rgba(255,255,255,.07)';
      g.lineWidth = 1;
      g.textAlign = 'right';
      g.textBaseline = 'middle';
      for (var k = 0; k <= 4; k++) {
        var v = max * k / 4, yy = Math.round(y(v)) + 0.5;
        g.beginPath(); g.moveTo(padL, yy); g.lineTo(W - padR, yy); g.stroke();
        g.fillText(String(Math.round(v)), padL - 5 * dpr, yy);
      }
      g.textAlign = 'center';
      g.textBaseline = 'top';
      var ticks = 5;
      for (var q = 0; q <= ticks; q++) {
        var fr = Math.round((n - 1) * q / ticks);
        g.fillText(String(frameLabel(fr)), clamp(x(fr), padL + 8 * dpr, W - padR - 10 * dpr), H - padB + 4 * dpr);
      }
      var cur = clamp(state.t, 0, n - 1);
      var step = Math.max(1, Math.floor((n - 1) / ((W - padL - padR) / 1.5)));
      for (var pl = 0; pl < np; pl++) {
        var col = m.players[pl].color;
        var dim = state.selected >= 0 && pl !== state.selected;
        // future part, faint
        g.strokeStyle = rgba(col, dim ? 0.06 : 0.16);
        g.lineWidth = 1.5 * dpr;
        g.beginPath();
        var f0 = Math.floor(cur);
        g.moveTo(x(f0), y(m.chart.value(pl, f0)));
        for (var f2 = f0 + 1; f2 < n; f2 += step) g.lineTo(x(f2), y(m.chart.value(pl, f2)));
        g.lineTo(x(n - 1), y(m.chart.value(pl, n - 1)));
        g.stroke();
        // past part
        g.strokeStyle = dim ? rgba(col, 0.3) : mix(col, '#ffffff', 0.18);
        g.lineWidth = (pl === state.selected ? 3 : 2) * dpr;
        g.lineJoin = 'round';
        g.beginPath();
        g.moveTo(x(0), y(m.chart.value(pl, 0)));
        for (var f3 = step; f3 <= f0; f3 += step) g.lineTo(x(f3), y(m.chart.value(pl, f3)));
        var vb = m.chart.value(pl, f0), va = f0 + 1 < n ? m.chart.value(pl, f0 + 1) : vb;
        var vc = vb + (va - vb) * (cur - f0);
        g.lineTo(x(cur), y(vc));
        g.stroke();
        g.fillStyle = mix(col, '#ffffff', 0.18);
        g.beginPath(); g.arc(x(cur), y(vc), 3 * dpr, 0, Math.PI * 2); g.fill();
      }
      g.strokeStyle = 'rgba(255,255,255,.45)';
      g.lineWidth = 1;
      g.beginPath(); g.moveTo(Math.round(x(cur)) + 0.5, padT); g.lineTo(Math.round(x(cur)) + 0.5, H - padB); g.stroke();
    }
    function niceCeil(v) {
      var p = Math.pow(10, Math.floor(Math.log10(v)));
      var r = v / p;
      var nice = r <= 1 ? 1 : r <= 2 ? 2 : r <= 2.5 ? 2.5 : r <= 5 ? 5 : 10;
      return nice * p;
    }
    function chartSeek(e) {
      if (!state.model || !chartGeom) return;
      var r = chart.getBoundingClientRect();
      var px = (e.clientX - r.left) * chartGeom.dpr;
      var k = (px - chartGeom.x0) / (chartGeom.x1 - chartGeom.x0);
      seek(clamp(k, 0, 1) * lastFrame());
    }
    var chartDrag = false;
    chart.addEventListener('mousedown', function (e) { chartDrag = true; chartSeek(e); });
    window.addEventListener('mousemove', function (e) { if (chartDrag) chartSeek(e); });
    window.addEventListener('mouseup', function () { chartDrag = false; });

    function drawMarkers() {
      var m = state.model;
      var r = markers.getBoundingClientRect();
      var dpr = window.devicePixelRatio || 1;
      markers.width = Math.max(1, Math.round(r.width * dpr));
      markers.height = Math.max(1, Math.round(r.height * dpr));
      var g = markers.getContext('2d');
      g.clearRect(0, 0, markers.width, markers.height);
      if (!m || !m.markers) return;
      // the thumb is 16 css px wide: its centre travels from 8 px to width - 8 px
      var x0 = 8 * dpr, x1 = markers.width - 8 * dpr, n = Math.max(1, lastFrame());
      m.markers.forEach(function (mk) {
        var x = Math.round(x0 + (x1 - x0) * mk.frame / n);
        g.fillStyle = mk.color;
        g.fillRect(x - Math.max(1, dpr), 0, Math.max(2, 2 * dpr), markers.height);
      });
    }

    /* ---- tooltip ---- */
    function updateTooltip() {
      if (!state.model || !state.hover || !game.view.hover) { tooltip.hidden = true; return; }
      var info = game.view.hover(state.model, Math.round(state.t), state.hover.x, state.hover.y);
      if (!info) { tooltip.hidden = true; return; }
      tooltip.innerHTML = '';
      var title = el('div', { class: 'tt-title' });
      if (info.color) {
        var dot = el('span', { class: 'tt-dot' });
        dot.style.background = info.color;
        title.appendChild(dot);
      }
      title.appendChild(document.createTextNode(info.title));
      tooltip.appendChild(title);
      (info.lines || []).forEach(function (l) { tooltip.appendChild(el('div', { text: l })); });
      tooltip.hidden = false;
      var sr = stage.getBoundingClientRect();
      var px = state.hover.cx - sr.left + 16, py = state.hover.cy - sr.top + 16;
      var tw = tooltip.offsetWidth, th = tooltip.offsetHeight;
      if (px + tw > sr.width - 4) px = state.hover.cx - sr.left - tw - 12;
      if (py + th > sr.height - 4) py = state.hover.cy - sr.top - th - 12;
      tooltip.style.left = Math.max(4, px) + 'px';
      tooltip.style.top = Math.max(4, py) + 'px';
    }
    board.addEventListener('mousemove', function (e) {
      var r = board.getBoundingClientRect();
      var sx = board.width / r.width, sy = board.height / r.height;
      state.hover = { x: (e.clientX - r.left) * sx, y: (e.clientY - r.top) * sy, cx: e.clientX, cy: e.clientY };
      updateTooltip();
    });
    board.addEventListener('mouseleave', function () { state.hover = null; tooltip.hidden = true; });

    /* ---- layout ---- */
    var layoutPending = false;
    function layoutSoon() {
      if (layoutPending) return;
      layoutPending = true;
      requestAnimationFrame(function () { layoutPending = false; layout(); render(performance.now()); });
    }
    function layout() {
      var dpr = window.devicePixelRatio || 1;
      var cr = chart.getBoundingClientRect();
      chart.width = Math.max(1, Math.round(cr.width * dpr));
      chart.height = Math.max(1, Math.round(cr.height * dpr));
      chartGeom = { dpr: dpr, max: chartGeom && state.model === chartGeom.model ? chartGeom.max : 0,
        model: state.model };
      drawMarkers();
      if (!state.model) return;
      var sr = stage.getBoundingClientRect();
      var cs = getComputedStyle(stage);
      var w = sr.width - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight);
      var h = sr.height - parseFloat(cs.paddingTop) - parseFloat(cs.paddingBottom);
      var size = game.view.resize(state.model, Math.max(50, w), Math.max(50, h), dpr);
      if (board.width !== size.w || board.height !== size.h) {
        board.width = size.w;
        board.height = size.h;
      }
      board.style.width = (size.w / dpr) + 'px';
      board.style.height = (size.h / dpr) + 'px';
    }
    if (typeof ResizeObserver !== 'undefined') {
      new ResizeObserver(function () { layoutSoon(); }).observe(stage);
    }
    window.addEventListener('resize', layoutSoon);

    /* ---- keyboard ---- */
    document.addEventListener('keydown', function (e) {
      var tg = e.target && e.target.tagName;
      if (tg === 'INPUT' && e.target.type !== 'range') return;
      if (tg === 'SELECT' || tg === 'TEXTAREA') return;
      if (e.ctrlKey || e.metaKey || e.altKey) return;
      var handled = true;
      switch (e.key) {
        case ' ': case 'Spacebar': case 'k': togglePlay(); break;
        case 'ArrowRight': case 'ArrowDown': step(1); break;
        case 'ArrowLeft': case 'ArrowUp': step(-1); break;
        case 'PageDown': step(10); break;
        case 'PageUp': step(-10); break;
        case 'Home': seek(0); break;
        case 'End': seek(lastFrame()); break;
        case '+': case '=': changeSpeed(1); break;
        case '-': case '_': changeSpeed(-1); break;
        case '?': case 'h': case 'H': help.hidden = !help.hidden; break;
        case 'Escape': help.hidden = true; msgBox.hidden = true; break;
        case 'o': case 'O': fileInput.click(); break;
        default:
          if (e.key >= '1' && e.key <= '9') select(parseInt(e.key, 10) - 1);
          else handled = false;
      }
      if (handled) e.preventDefault();
    });
    document.addEventListener('keyup', function (e) {
      if (e.key === ' ' && e.target && e.target.tagName === 'BUTTON') e.preventDefault();
    });

    /* ---- test / console hook ---- */
    window.arenaViewer = {
      get model() { return state.model; },
      get status() { return state.status; },
      get error() { return state.error; },
      get warning() { return state.warning; },
      get lastParseMs() { return state.lastParseMs; },
      get frame() { return state.target; },
      get t() { return state.t; },
      get playing() { return state.playing; },
      get speed() { return state.speed; },
      loadText: loadText,
      loadUrl: loadUrl,
      seek: seek,
      play: play,
      pause: function () { pause(); },
      setSpeed: setSpeed,
      select: select
    };

    layout();
    var q = new URLSearchParams(location.search);
    var url = q.get('game') || q.get('replay');
    if (url) loadUrl(url);
    return window.arenaViewer;
  }

  window.ArenaShell = {
    start: start,
    Scanner: Scanner,
    ParseError: ParseError,
    cutShort: cutShort,
    rowTest: rowTest,
    players: players,
    panelRows: panelRows,
    frameSpan: frameSpan,
    color: { mix: mix, rgba: rgba, hexToRgb: hexToRgb },
    draw: { hash: hash, ease: ease, clamp01: clamp01, starPath: starPath, hitStar: hitStar }
  };
})();
