/* Mad Max Revisited replay viewer: parses a mad_max_2020 v1 replay and draws the moving
 * window as the reference viewer does: the window is the frame of reference (one extra
 * column each side), so the road slides left a column a round and a car driving by default
 * stays put. Playback, loading, panel and chart come from viewer/common/shell.js. */
(function () {
  'use strict';

  var Shell = window.ArenaShell;
  var mix = Shell.color.mix;
  var D = Shell.draw, hash = D.hash, ease = D.ease, clamp01 = D.clamp01, lerp = D.lerp, unitAlpha = D.unitAlpha;

  /* The reference viewer's colours: blue, green, red, gold. */
  var COLORS = ['#2b6cd9', '#2f9e44', '#e03131', '#e0a800'];
  var NP = 4;
  var PARAMS = ['nb_players', 'nb_rnds', 'nb_rows', 'nb_uni_cols', 'nb_win_cols', 'nb_cars_x_player',
    'nb_rnds_regen', 'nb_miss_bonuses', 'nb_gas_bonuses', 'nb_water_bonuses', 'bonus_miss', 'bonus_gas',
    'water_pnts', 'kill_pnts', 'init_gas'];
  var PARAM_MIN = [4, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0];
  var PARAM_MAX = [4, 100000, 100, 1000, 1000, 100, 1e6, 1e6, 1e6, 1e6, 1e6, 1e6, 1e6, 1e6, 1e6];
  var CAR_HEADER = ['cid', 'row', 'column', 'nb_miss', 'gas', 'alive', 'time'];
  // car record layout (Int32Array, NC ints per car and frame)
  var C_I = 0, C_J = 1, C_MISS = 2, C_GAS = 3, C_ALIVE = 4, C_TIME = 5, NC = 6;
  var DIR_NAMES = { '-1,1': 'UP', '0,1': 'DEFAULT', '1,1': 'DOWN', '-1,0': 'SLOW_UP', '0,0': 'SLOW',
    '1,0': 'SLOW_DOWN', '-1,2': 'FAST_UP', '0,2': 'FAST', '1,2': 'FAST_DOWN' };
  var readRow = Shell.rowReader('.XWGM', 'map', '. X W G M');

  /* ------------------------------------------------------------------ parsing */

  function readActions(sc, literal, nc) {
    sc.expect(literal);
    var list = [];
    for (var p = 0; p < NP; p++) {
      sc.int('player number ' + p, p, p);
      for (;;) {
        var cid = sc.int('a car id (0..' + (nc - 1) + ') or -1', -1, nc - 1);
        if (cid < 0) break;
        var type = sc.expectOneOf(['m', 's']);
        var di = sc.int('a row step (-1..1)', -1, 1), dj = sc.int('a column step (0..2)', 0, 2);
        list.push({ player: p, cid: cid, shoot: type === 's', di: di, dj: dj });
      }
    }
    return list;
  }

  function parse(text) {
    var sc = new Shell.Scanner(text);
    var m = { warnings: [] };
    var f = 0, stage = 'header';
    sc.context = function () { return stage === 'header' ? 'the header' : stage + ', round ' + ((m.r0 || 0) + f); };
    sc.expect('mad_max_2020');
    m.version = sc.next();
    if (m.version === null) throw sc.fail('the version "v1"', null);
    if (m.version !== 'v1') m.warnings.push('version ' + m.version + ' (this viewer knows v1)');
    sc.expect('secgame');
    m.judged = sc.int('secgame (0 or 1)', 0, 1) === 1;
    sc.expect('seed');
    m.seed = sc.int('the seed (an integer)');
    var P = m.params = {};
    for (var k = 0; k < PARAMS.length; k++) {
      sc.expect(PARAMS[k]);
      P[PARAMS[k]] = sc.int('the value of ' + PARAMS[k] + ' (an integer ' + PARAM_MIN[k] + '..' + PARAM_MAX[k] + ')',
        PARAM_MIN[k], PARAM_MAX[k]);
    }
    m.names = sc.playerNames(NP);
    var rows = m.rows = P.nb_rows, cols = m.cols = P.nb_uni_cols, win = m.window = Math.min(P.nb_win_cols, cols);
    var nc = m.nbCars = NP * P.nb_cars_x_player;
    // a match started from another one's round (--from REPLAY:ROUND) begins at that round
    var r0 = m.r0 = sc.numberAfter('rnd', 1, P.nb_rnds);
    var F = P.nb_rnds + 1 - r0;
    var cars = new Int32Array(F * nc * NC), scores = new Int32Array(F * NP), status = new Float64Array(F * NP);
    var alive = new Int32Array(F * NP), gas = new Int32Array(F * NP), stock = new Int32Array(F * NP);
    var maps = [], mapOf = new Int32Array(F), missiles = [], done = [], rowBuf = new Array(rows);
    var tens = '', units = '';
    for (var j = 0; j < cols; j++) { tens += Math.floor(j / 10) % 10; units += j % 10; }
    var complete = 0;
    try {
      for (f = 0; f < F; f++) {
        if (f > 0) {
          stage = 'the actions';
          readActions(sc, 'actions_asked', nc);
          done.push(readActions(sc, 'actions_done', nc));
        }
        stage = 'the map';
        sc.expect('rnd');
        sc.int('the round number ' + (r0 + f), r0 + f, r0 + f);
        sc.expect(tens);
        sc.expect(units);
        for (var i = 0; i < rows; i++) {
          sc.expect((i < 10 ? '0' : '') + i);
          rowBuf[i] = readRow(sc, cols);
        }
        mapOf[f] = Shell.gridIndex(maps, rowBuf.join(''));
        stage = 'the cars';
        sc.expect('cars');
        for (k = 0; k < CAR_HEADER.length; k++) sc.expect(CAR_HEADER[k]);
        for (var c = 0; c < nc; c++) {
          sc.int('car id ' + c, c, c);
          var q = (f * nc + c) * NC;
          cars[q + C_I] = sc.int('a row (0..' + (rows - 1) + ')', 0, rows - 1);
          cars[q + C_J] = sc.int('a column (0..' + (cols - 1) + ')', 0, cols - 1);
          cars[q + C_MISS] = sc.int('a number of missiles', 0);
          cars[q + C_GAS] = sc.int('an amount of gas', 0);
          cars[q + C_ALIVE] = sc.expectOneOf(['y', 'n']) === 'y' ? 1 : 0;
          cars[q + C_TIME] = sc.int('rounds to regenerate', 0);
          var pl = Math.floor(c / P.nb_cars_x_player);
          if (cars[q + C_ALIVE]) {
            alive[f * NP + pl]++;
            gas[f * NP + pl] += cars[q + C_GAS];
            stock[f * NP + pl] += cars[q + C_MISS];
          }
        }
        stage = 'the missiles';
        sc.expect('missiles');
        var count = sc.int('a number of missiles', 0, rows * cols);
        sc.expect('mid'); sc.expect('cid'); sc.expect('row'); sc.expect('column');
        var ms = new Int32Array(count * 4);
        for (k = 0; k < count; k++) {
          ms[4 * k] = sc.int('a missile id', 0);
          ms[4 * k + 1] = sc.int('the car that shot it', 0, nc - 1);
          ms[4 * k + 2] = sc.int('a row', 0, rows - 1);
          ms[4 * k + 3] = sc.int('a column', 0, cols - 1);
        }
        missiles.push(ms);
        stage = 'the players';
        sc.expect('players'); sc.expect('pid'); sc.expect('score'); sc.expect('status');
        for (var p = 0; p < NP; p++) {
          sc.int('player number ' + p, p, p);
          scores[f * NP + p] = sc.int('a score (an integer)');
          status[f * NP + p] = sc.number('a status number');
        }
        complete = f + 1;
      }
      stage = 'the end';
      Shell.expectEnd(sc, F - 1);
    } catch (e) {
      m.warnings.push(Shell.recover(e, complete));
      F = complete;
    }
    m.frameCount = F;
    m.cars = cars;
    m.maps = maps;
    m.mapOf = mapOf;
    m.missiles = missiles;
    m.done = done;
    m.scores = scores;
    m.status = status;
    m.alive = alive;
    m.gas = gas;
    m.stock = stock;
    m.players = Shell.players(m.names, COLORS);
    m.info = 'Seed ' + m.seed + '  ·  ' + rows + '×' + cols + ', window ' + win + '  ·  ' + P.nb_rnds +
      ' rounds' + (r0 > 0 ? ' (from ' + r0 + ')' : '') + '  ·  ' + P.nb_cars_x_player + ' cars each';
    if (r0 > 0) m.frameLabel = function (fr) { return r0 + fr; };
    m.chart = { title: 'Score', value: function (pl, fr) { return scores[fr * NP + pl]; } };
    m.events = carEvents(m);
    m.markers = m.events.map(function (ev) { return { frame: ev.frame, color: ev.color }; });
    if (m.warnings.length) m.warning = m.warnings.join('\n');
    return m;
  }

  function playerOf(m, cid) { return Math.floor(cid / m.params.nb_cars_x_player); }
  function carAt(m, f, cid) { return (f * m.nbCars + cid) * NC; }

  /* Deaths and regenerations: "{p1}'s car 3 is destroyed". */
  function carEvents(m) {
    var events = [], nc = m.nbCars, C = m.cars;
    for (var f = 1; f < m.frameCount; f++) {
      for (var c = 0; c < nc; c++) {
        var a = C[carAt(m, f - 1, c) + C_ALIVE], b = C[carAt(m, f, c) + C_ALIVE], p = playerOf(m, c);
        if (a && !b) events.push({ frame: f, text: '{p' + p + '}’s car ' + c + ' is destroyed', color: COLORS[p] });
        if (!a && b) events.push({ frame: f, text: '{p' + p + '}’s car ' + c + ' is back', color: COLORS[p] });
      }
    }
    return events;
  }

  /* ------------------------------------------------------------------ geometry */

  /* Screen column (0 .. window+1) of universe column k at fractional round t: the window's
   * first column is screen column 1. */
  function screenCol(m, k, t) {
    var s = (((k - (t + m.r0) + 1) % m.cols) + m.cols) % m.cols;
    return s > m.cols - 1 ? s - m.cols : s;
  }

  /* ------------------------------------------------------------------ drawing */

  var ROAD = [196, 170, 128];
  function paintGround(g, x, y, c, i, k) {
    var n = (hash(i, k) - 0.5) * 12;
    g.fillStyle = 'rgb(' + Math.round(ROAD[0] + n) + ',' + Math.round(ROAD[1] + n) + ',' + Math.round(ROAD[2] + n) + ')';
    g.fillRect(x, y, c + 1, c + 1);
  }
  function paintTyre(g, cx, cy, c) {
    g.fillStyle = '#1d1d1f';
    g.beginPath();
    g.arc(cx, cy, c * 0.42, 0, Math.PI * 2);
    g.fill();
    g.strokeStyle = '#55555a';
    g.lineWidth = Math.max(1, c * 0.08);
    g.beginPath();
    g.arc(cx, cy, c * 0.28, 0, Math.PI * 2);
    g.stroke();
    g.fillStyle = '#8a8a90';
    g.beginPath();
    g.arc(cx, cy, c * 0.1, 0, Math.PI * 2);
    g.fill();
  }
  function paintWater(g, cx, cy, c) {
    g.fillStyle = '#1e9be0';
    g.beginPath();
    g.moveTo(cx, cy - c * 0.38);
    g.quadraticCurveTo(cx + c * 0.34, cy + c * 0.05, cx, cy + c * 0.34);
    g.quadraticCurveTo(cx - c * 0.34, cy + c * 0.05, cx, cy - c * 0.38);
    g.fill();
    g.fillStyle = 'rgba(255,255,255,.7)';
    g.fillRect(cx - c * 0.1, cy, c * 0.06, c * 0.14);
  }
  function paintGas(g, cx, cy, c, phase) {
    g.fillStyle = '#d9480f';
    D.roundRect(g, cx - c * 0.26, cy - c * 0.3, c * 0.52, c * 0.62, c * 0.08);
    g.fill();
    g.fillStyle = '#ffd43b';
    g.fillRect(cx - c * 0.14, cy - c * 0.42, c * 0.16, c * 0.12);
    g.fillStyle = 'rgba(255,255,255,' + (0.35 + 0.35 * Math.sin(phase)) + ')';
    g.fillRect(cx - c * 0.16, cy - c * 0.08, c * 0.32, c * 0.1);
  }
  function paintMissileBonus(g, cx, cy, c) {
    g.fillStyle = '#495057';
    D.roundRect(g, cx - c * 0.34, cy - c * 0.26, c * 0.68, c * 0.52, c * 0.08);
    g.fill();
    g.fillStyle = '#ff922b';
    for (var k = -1; k <= 1; k++) g.fillRect(cx - c * 0.24, cy + k * c * 0.15 - c * 0.04, c * 0.46, c * 0.08);
  }
  function paintCell(g, ch, x, y, c, phase) {
    var cx = x + c / 2, cy = y + c / 2;
    if (ch === 'X') paintTyre(g, cx, cy, c);
    else if (ch === 'W') paintWater(g, cx, cy, c);
    else if (ch === 'G') paintGas(g, cx, cy, c, phase);
    else if (ch === 'M') paintMissileBonus(g, cx, cy, c);
  }

  function drawCar(g, cx, cy, c, color, alpha, scale, variant, ring) {
    var L = c * 0.9 * scale, W = c * 0.6 * scale;
    if (W <= 0.3 || alpha <= 0.01) return;
    g.globalAlpha = alpha;
    if (ring) { // out of missiles: a circle in the player's colour, as the reference draws it
      g.strokeStyle = color;
      g.lineWidth = Math.max(1, c * 0.07);
      g.beginPath();
      g.arc(cx, cy, c * 0.5, 0, Math.PI * 2);
      g.stroke();
    }
    g.fillStyle = color;
    D.roundRect(g, cx - L / 2, cy - W / 2, L, W, Math.max(1, W * 0.3));
    g.fill();
    g.lineWidth = Math.max(1, c * 0.06);
    g.strokeStyle = '#111111';
    g.stroke();
    if (c >= 7) {
      g.fillStyle = 'rgba(220,240,255,.9)'; // windscreen, facing right
      g.fillRect(cx + L * 0.08, cy - W * 0.32, L * 0.16, W * 0.64);
      g.fillStyle = variant ? 'rgba(255,255,255,.55)' : 'rgba(0,0,0,.3)'; // the two cars of a player differ
      g.fillRect(cx - L * 0.4, cy - W * 0.1, L * 0.4, W * 0.2);
    }
    g.globalAlpha = 1;
  }

  function drawMissile(g, cx, cy, c, color) {
    g.fillStyle = '#343a40';
    g.beginPath();
    g.moveTo(cx + c * 0.34, cy);
    g.lineTo(cx - c * 0.2, cy - c * 0.12);
    g.lineTo(cx - c * 0.2, cy + c * 0.12);
    g.closePath();
    g.fill();
    g.fillStyle = color;
    g.fillRect(cx - c * 0.3, cy - c * 0.06, c * 0.12, c * 0.12);
  }

  function explosion(g, cx, cy, c, k) { D.hitStar(g, cx, cy, c, k, '#ff6b00', 0.5, 0.22); }

  function missileMap(m, f) {
    var ms = m.missiles[f], map = {};
    for (var k = 0; k < ms.length; k += 4) map[ms[k]] = k;
    return map;
  }

  var view = {
    // (the window and one extra column each side)
    resize: function (m, w, h, dpr) { return D.fitCells(m, m.rows, m.window + 2, w, h, dpr); },

    draw: function (g, m, t, now, opts) {
      var c = m.cell, rows = m.rows, win = m.window;
      if (!c) return;
      var span = Shell.frameSpan(t, m.frameCount), f0 = span.f0, f1 = span.f1, fr = span.fr, e = ease(fr);
      var tt = f0 + e; // the window glides with the eased time
      var map = m.maps[m.mapOf[fr < 0.5 ? f0 : f1]], old = m.maps[m.mapOf[f0]];
      var phase = now / 160, effects = [];
      // ground and items, sliding left with the window
      for (var k = 0; k < m.cols; k++) {
        var sx = screenCol(m, k, tt);
        if (sx < -1 || sx > win + 2) continue;
        var x = sx * c;
        for (var i = 0; i < rows; i++) {
          paintGround(g, x, i * c, c, i, k);
          var ch = map[i * m.cols + k];
          if (ch !== '.') paintCell(g, ch, x, i * c, c, phase + k);
          if (fr > 0 && old[i * m.cols + k] === 'X' && m.maps[m.mapOf[f1]][i * m.cols + k] !== 'X') {
            effects.push([x + c / 2, i * c + c / 2]); // a tyre destroyed
          }
        }
      }
      // the window's edges: the extra columns are shaded
      g.fillStyle = 'rgba(20,15,10,.45)';
      g.fillRect(0, 0, c, rows * c);
      g.fillRect((win + 1) * c, 0, c, rows * c);
      // missiles: glide two columns, leaving a trail over the cells they passed
      var ms0 = m.missiles[f0], ms1 = m.missiles[f1], at1 = missileMap(m, f1);
      for (var q = 0; q < ms0.length; q += 4) {
        var mi = ms0[q + 2], mj = ms0[q + 3], col = COLORS[playerOf(m, ms0[q + 1])];
        var y = mi * c + c / 2, xa = screenCol(m, mj, f0) * c + c / 2;
        if (fr === 0 || at1[ms0[q]] !== undefined) {
          var jb = fr === 0 ? mj : ms1[at1[ms0[q]] + 3];
          var xb = screenCol(m, jb, f1) * c + c / 2;
          if (Math.abs(xb - xa) > 4 * c) xb = xa; // wrapped round the cylinder
          var xm = lerp(xa, xb, e);
          if (fr > 0) {
            g.fillStyle = 'rgba(255,200,80,.35)';
            g.fillRect(Math.min(xa, xm), y - c * 0.08, Math.abs(xm - xa), c * 0.16);
          }
          drawMissile(g, xm, y, c, col);
        } else {
          effects.push([lerp(xa, xa + c, e), y]); // it hit something
        }
      }
      // new missiles leave their car
      for (q = 0; q < ms1.length && fr > 0; q += 4) {
        if (missileMap(m, f0)[ms1[q]] !== undefined) continue;
        var car0 = carAt(m, f0, ms1[q + 1]);
        var xs = screenCol(m, m.cars[car0 + C_J], f0) * c + c / 2, xe = screenCol(m, ms1[q + 3], f1) * c + c / 2;
        if (Math.abs(xe - xs) > 4 * c) xe = xs;
        drawMissile(g, lerp(xs, xe, e), ms1[q + 2] * c + c / 2, c, COLORS[playerOf(m, ms1[q + 1])]);
      }
      // cars
      var sel = opts && opts.selected >= 0 ? opts.selected : -1;
      for (var cid = 0; cid < m.nbCars; cid++) {
        var a = carAt(m, f0, cid), b = carAt(m, f1, cid), C = m.cars, p = playerOf(m, cid);
        var ya = C[a + C_I] * c + c / 2, xA = screenCol(m, C[a + C_J], f0) * c + c / 2;
        var yb = C[b + C_I] * c + c / 2, xB = screenCol(m, C[b + C_J], f1) * c + c / 2;
        var blink = C[a + C_GAS] <= 20 && Math.floor(now / 250) % 2 === 0 ? 0.35 : 1;
        var alpha = unitAlpha(p, sel) * blink, ring = C[a + C_MISS] === 0;
        if (C[a + C_ALIVE] && C[b + C_ALIVE]) {
          if (Math.abs(xB - xA) > 4 * c) xB = xA;
          drawCar(g, lerp(xA, xB, e), lerp(ya, yb, e), c, COLORS[p], alpha, 1, cid % 2, ring);
        } else if (C[a + C_ALIVE]) { // destroyed on the way to where it died
          var k1 = clamp01(fr * 2);
          var xd = lerp(xA, xB, k1), yd = lerp(ya, yb, k1);
          drawCar(g, xd, yd, c, COLORS[p], alpha * (1 - clamp01(fr * 2 - 1)), 1, cid % 2, ring);
          if (fr > 0.4) effects.push([xd, yd]);
        } else if (C[b + C_ALIVE] && fr > 0) { // regenerated
          D.ring(g, xB, yb, c, COLORS[p], fr);
          drawCar(g, xB, yb, c, COLORS[p], unitAlpha(p, sel) * fr, 0.6 + 0.4 * fr, cid % 2, false);
        }
      }
      for (q = 0; q < effects.length; q++) explosion(g, effects[q][0], effects[q][1], c, fr);
      if (opts && opts.pinned) markPinned(g, m, opts.pinned, span, tt);
    },

    animating: function () { return 120; }, // gas bonuses shimmer, low-gas cars blink

    panel: function (m, f) {
      var rows = Shell.panelRows(m, f, m.scores, m.status, [
        { key: 'alive', label: 'Cars', values: m.alive },
        { key: 'gas', label: 'Gas', values: m.gas },
        { key: 'missiles', label: 'Missiles', values: m.stock }
      ]);
      // each car, as the 2018 scoreboard showed them: "#3 gas 45 · 2 m", or back in N rounds
      var per = m.params.nb_cars_x_player, C = m.cars;
      rows.forEach(function (row, p) {
        row.units = [];
        for (var cid = p * per; cid < (p + 1) * per; cid++) {
          var q = carAt(m, f, cid);
          row.units.push(C[q + C_ALIVE]
            ? { text: '#' + cid + ' gas ' + C[q + C_GAS] + ' · ' + C[q + C_MISS] + ' m' }
            : { text: '#' + cid + ' back in ' + C[q + C_TIME], out: true });
        }
      });
      return rows;
    },

    /* A player's debug mark at (row, column): its cell in the window of frame f (columns
     * taken round the cylinder), or null outside the window. */
    markPoint: function (m, f, i, j) {
      var c = m.cell;
      if (!c || i < 0 || i >= m.rows) return null;
      var s = (((j - f - m.r0) % m.cols) + m.cols) % m.cols + 1;
      return s <= m.window + 1 ? { x: (s + 0.5) * c, y: (i + 0.5) * c } : null;
    },
    markRadius: function (m) { return D.cellMarkRadius(m.cell); },

    /* A car ("v" and its id), a missile ("m" and its mid) or a cell ("c" and its index). */
    pick: function (m, f, x, y) {
      var c = m.cell;
      if (!c) return null;
      var i = Math.floor(y / c), s = Math.floor(x / c);
      if (i < 0 || i >= m.rows || s < 0 || s > m.window + 1) return null;
      var k = (((s - 1 + f + m.r0) % m.cols) + m.cols) % m.cols;
      for (var cid = 0; cid < m.nbCars; cid++) {
        var q = carAt(m, f, cid);
        if (m.cars[q + C_ALIVE] && m.cars[q + C_I] === i && m.cars[q + C_J] === k) return 'v' + cid;
      }
      var ms = m.missiles[f];
      for (var n = 0; n < ms.length; n += 4) if (ms[n + 2] === i && ms[n + 3] === k) return 'm' + ms[n];
      return 'c' + (i * m.cols + k);
    },

    inspect: function (m, f, key) {
      var n = parseInt(key.slice(1), 10);
      if (key[0] === 'v') return n >= 0 && n < m.nbCars ? carInfo(m, f, n) : null;
      if (key[0] === 'm') {
        var at = missileMap(m, f)[n];
        if (at === undefined) return null;
        var ms = m.missiles[f], p = playerOf(m, ms[at + 1]);
        return { title: 'Missile #' + n, color: COLORS[p], lines: ['shot by car ' + ms[at + 1] + ' of ' +
          m.names[p] + ' (player ' + p + ')', 'cell (' + ms[at + 2] + ', ' + ms[at + 3] + ')'] };
      }
      if (!(n >= 0 && n < m.rows * m.cols)) return null;
      var names = { '.': 'Road', 'X': 'Tyre', 'W': 'Water bonus (+' + m.params.water_pnts + ' points)',
        'G': 'Gas bonus (+' + m.params.bonus_gas + ' gas)', 'M': 'Missile bonus (+' + m.params.bonus_miss + ' missiles)' };
      var ch = m.maps[m.mapOf[f]][n];
      return { title: names[ch] || ch, lines: ['cell (' + Math.floor(n / m.cols) + ', ' + n % m.cols + ')'] };
    }
  };

  function carInfo(m, f, cid) {
    var q = carAt(m, f, cid), C = m.cars, p = playerOf(m, cid);
    var lines = [m.names[p] + ' (player ' + p + ')'];
    if (C[q + C_ALIVE]) lines.push('gas ' + C[q + C_GAS] + ' · missiles ' + C[q + C_MISS]);
    else lines.push('destroyed: back in ' + C[q + C_TIME] + ' rounds at the earliest · missiles ' + C[q + C_MISS]);
    if (f < m.done.length) {
      var acts = m.done[f];
      for (var k = 0; k < acts.length; k++) {
        if (acts[k].cid !== cid) continue;
        lines.push('next: ' + (acts[k].shoot ? 'shoots' : DIR_NAMES[acts[k].di + ',' + acts[k].dj]));
      }
    }
    lines.push('cell (' + C[q + C_I] + ', ' + C[q + C_J] + ')');
    return { title: 'Car #' + cid, color: COLORS[p], lines: lines };
  }

  function markPinned(g, m, key, span, tt) {
    var c = m.cell, n = parseInt(key.slice(1), 10), i, j;
    if (key[0] === 'v') {
      if (!(n >= 0 && n < m.nbCars)) return;
      var a = carAt(m, span.f0, n), b = carAt(m, span.f1, n);
      var xa = screenCol(m, m.cars[a + C_J], span.f0), xb = screenCol(m, m.cars[b + C_J], span.f1);
      if (Math.abs(xb - xa) > 4) xb = xa;
      var k = ease(span.fr);
      D.pinMark(g, lerp(xa, xb, k) * c + c / 2, lerp(m.cars[a + C_I], m.cars[b + C_I], k) * c + c / 2, c * 0.72);
      return;
    }
    if (key[0] === 'm') {
      var at = missileMap(m, span.f0)[n];
      if (at === undefined) return;
      i = m.missiles[span.f0][at + 2];
      j = m.missiles[span.f0][at + 3];
    } else {
      i = Math.floor(n / m.cols);
      j = n % m.cols;
    }
    D.pinMark(g, screenCol(m, j, tt) * c + c / 2, i * c + c / 2, c * 0.72);
  }

  /* ------------------------------------------------------------------ legend and start */

  function onGround(painter) {
    return function (g, c) { paintGround(g, 0, 0, c, 1, 2); painter(g, c); };
  }
  var legend = [
    { label: 'Tyre', paint: onGround(function (g, c) { paintTyre(g, c / 2, c / 2, c); }) },
    { label: 'Water', paint: onGround(function (g, c) { paintWater(g, c / 2, c / 2, c); }) },
    { label: 'Gas', paint: onGround(function (g, c) { paintGas(g, c / 2, c / 2, c, 0); }) },
    { label: 'Missiles', paint: onGround(function (g, c) { paintMissileBonus(g, c / 2, c / 2, c); }) },
    { label: 'Car', paint: onGround(function (g, c) { drawCar(g, c / 2, c / 2, c, COLORS[0], 1, 1, 0, false); }) },
    { label: 'Missile', paint: onGround(function (g, c) { drawMissile(g, c / 2, c / 2, c, COLORS[2]); }) }
  ];

  window.RevisitedViewer = { parse: parse, view: view, COLORS: COLORS, screenCol: screenCol };

  Shell.start({
    id: 'revisited', // the engine's name for the game (debug files say it)
    title: 'Mad Max Revisited',
    parse: parse,
    view: view,
    legend: legend,
    help: 'The window moves one column a round and is the frame of reference: a car driving by ' +
      'default stays put while the road slides by. A blinking car is low on gas (20 or less); a ' +
      'ring around a car means it has no missile left. Missiles leave a trail over the cells they pass.'
  });
})();
