/* The Purge replay viewer: parses a ThePurge 1.0 replay (the kit's format) and draws the
 * streets and buildings, day and night, barricades and their strength, citizens with their
 * life and weapon, and the money, food and weapons lying about. Playback, loading, panel,
 * chart, inspector and debug marks come from viewer/common/shell.js (window.ArenaShell). */
(function () {
  'use strict';

  var Shell = window.ArenaShell;
  var mix = Shell.color.mix, rgba = Shell.color.rgba;
  var D = Shell.draw, hash = D.hash, ease = D.ease, clamp01 = D.clamp01, unitAlpha = D.unitAlpha;

  /* The kit's colours: red, green, blue, purple, a little softened. */
  var COLORS = ['#e5383b', '#2f9e44', '#1c6fe0', '#9b4dca'];
  var SETTINGS = ['NUM_PLAYERS', 'NUM_DAYS', 'NUM_ROUNDS_PER_DAY', 'BOARD_ROWS', 'BOARD_COLS',
    'NUM_INI_BUILDERS', 'NUM_INI_WARRIORS', 'NUM_INI_MONEY', 'NUM_INI_FOOD', 'NUM_INI_GUNS',
    'NUM_INI_BAZOOKAS', 'BUILDER_INI_LIFE', 'WARRIOR_INI_LIFE', 'MONEY_POINTS', 'KILL_BUILDER_POINTS',
    'KILL_WARRIOR_POINTS', 'FOOD_INCR_LIFE', 'LIFE_LOST_IN_ATTACK', 'BUILDER_STRENGTH_ATTACK',
    'HAMMER_STRENGTH_ATTACK', 'GUN_STRENGTH_ATTACK', 'BAZOOKA_STRENGTH_ATTACK', 'BUILDER_STRENGTH_DEMOLISH',
    'HAMMER_STRENGTH_DEMOLISH', 'GUN_STRENGTH_DEMOLISH', 'BAZOOKA_STRENGTH_DEMOLISH',
    'NUM_ROUNDS_REGEN_BUILDER', 'NUM_ROUNDS_REGEN_WARRIOR', 'NUM_ROUNDS_REGEN_FOOD', 'NUM_ROUNDS_REGEN_MONEY',
    'NUM_ROUNDS_REGEN_WEAPON', 'BARRICADE_RESISTANCE_STEP', 'BARRICADE_MAX_RESISTANCE', 'MAX_NUM_BARRICADES'];
  var DIRS = 'drul', DIR_NAMES = ['Down', 'Right', 'Up', 'Left'];
  var DI = [1, 0, -1, 0], DJ = [0, 1, 0, -1];
  var WEAPONS = 'hgbn', WEAPON_NAMES = ['hammer', 'gun', 'bazooka', 'none'];
  /* A citizen: type (0 builder, 1 warrior), id, player, row, column, weapon, life. */
  var C_TYPE = 0, C_ID = 1, C_PLAYER = 2, C_I = 3, C_J = 4, C_WEAPON = 5, C_LIFE = 6, NC = 7;

  var readRow = Shell.rowReader('.BGZMFCcWwb', 'board', '. B G Z M F C c W w b');

  /* ------------------------------------------------------------------ parsing */

  function parse(text) {
    var sc = new Shell.Scanner(text);
    var m = { warnings: [] };
    sc.context = 'header';
    sc.replayHeader(m, 'ThePurge', '1.0');
    var P = m.params = {};
    for (var k = 0; k < SETTINGS.length; k++) {
      sc.expect(SETTINGS[k]);
      P[SETTINGS[k]] = sc.int('the value of ' + SETTINGS[k] + ' (an integer)', k === 0 ? 4 : 0, k === 0 ? 4 : 1e9);
    }
    var rows = m.rows = P.BOARD_ROWS, cols = m.cols = P.BOARD_COLS;
    if (rows < 1 || cols < 1 || rows > 100 || cols > 100) throw sc.fail('a board of at most 100 × 100', rows + '×' + cols);
    var np = 4, perDay = Math.max(2, P.NUM_ROUNDS_PER_DAY), nbRounds = P.NUM_DAYS * perDay;
    m.perDay = perDay;
    m.names = sc.playerNames(np);

    var grids = [], citizens = [], bars = [], commands = [];
    var rounds = [], days = [], scores = [], status = [];
    var f = 0, stage = '', complete = 0;
    sc.context = function () { return 'round ' + f + (stage ? ', ' + stage : ''); };
    try {
      for (f = 0; f <= nbRounds; f++) {
        if (f > 0) {
          stage = 'commands';
          sc.expect('commands');
          var nc = sc.int('the number of commands', 0, 100000), list = [];
          for (var q = 0; q < nc; q++) {
            var id = sc.int('a citizen id', 0);
            var t = sc.next();
            if (t !== 'm' && t !== 'b') throw sc.fail('a command type (m or b)', t);
            var d = sc.next(), dk = d !== null && d.length === 1 ? DIRS.indexOf(d) : -1;
            if (dk < 0) throw sc.fail('a direction (d r u l)', d);
            list.push([id, t === 'b' ? 1 : 0, dk]);
          }
          commands.push(list);
        }
        stage = 'the board';
        sc.next(); sc.next(); // the column labels
        var g = '';
        for (var i = 0; i < rows; i++) {
          sc.next(); // the row label
          g += readRow(sc, cols);
        }
        grids.push(g);
        stage = 'citizens';
        sc.expect('citizens');
        var n = sc.int('the number of citizens', 0, rows * cols);
        for (q = 0; q < 7; q++) sc.next();
        var cz = new Int32Array(n * NC);
        for (q = 0; q < n; q++) {
          var ty = sc.next();
          if (ty !== 'b' && ty !== 'w') throw sc.fail('a citizen type (b or w)', ty);
          var o = q * NC;
          cz[o + C_TYPE] = ty === 'w' ? 1 : 0;
          cz[o + C_ID] = sc.int('a citizen id', 0);
          cz[o + C_PLAYER] = sc.int('a player (0..3)', 0, 3);
          cz[o + C_I] = sc.int('a row', 0, rows - 1);
          cz[o + C_J] = sc.int('a column', 0, cols - 1);
          var w = sc.next(), wk = w !== null && w.length === 1 ? WEAPONS.indexOf(w) : -1;
          if (wk < 0) throw sc.fail('a weapon (h g b n)', w);
          cz[o + C_WEAPON] = wk;
          cz[o + C_LIFE] = sc.int('a life', 0);
        }
        citizens.push(cz);
        stage = 'barricades';
        sc.expect('barricades');
        var nb = sc.int('the number of barricades', 0, rows * cols);
        for (q = 0; q < 4; q++) sc.next();
        var bz = new Int32Array(nb * 4);
        for (q = 0; q < nb; q++) {
          bz[q * 4] = sc.int('a player (0..3)', 0, 3);
          bz[q * 4 + 1] = sc.int('a row', 0, rows - 1);
          bz[q * 4 + 2] = sc.int('a column', 0, cols - 1);
          bz[q * 4 + 3] = sc.int('a resistance', 0);
        }
        bars.push(bz);
        stage = '';
        sc.expect('round');
        rounds.push(sc.int('the round number', 0));
        sc.expect('day');
        days.push(sc.int('day (0 or 1)', 0, 1));
        sc.expect('score');
        for (var p = 0; p < np; p++) scores.push(sc.int('a score (an integer)'));
        sc.expect('status');
        for (p = 0; p < np; p++) status.push(sc.number('a status number'));
        complete = f + 1;
        if (sc.atEnd()) break;
      }
      Shell.expectEnd(sc, complete - 1);
      var lastRound = complete ? rounds[complete - 1] : 0;
      if (lastRound < nbRounds) { // (the kit's replay has no count of its own: a --rounds match looks so too)
        m.warnings.push('The file ends at round ' + lastRound + ' of ' + nbRounds +
          ': it is cut short (or a match played with --rounds).');
      }
    } catch (e) {
      m.warnings.push(Shell.recover(e, complete));
    }
    var F = m.frameCount = complete;
    m.grids = grids.slice(0, F);
    m.citizens = citizens.slice(0, F);
    m.bars = bars.slice(0, F);
    m.commands = commands.slice(0, Math.max(0, F - 1));
    m.rounds = rounds.slice(0, F);
    m.days = days.slice(0, F);
    m.scores = scores.slice(0, F * np);
    m.status = status.slice(0, F * np);
    m.firstRound = m.rounds[0] || 0;
    if (m.firstRound > 0) m.frameLabel = function (fr) { return m.rounds[fr]; };
    var counts = { builders: [], warriors: [], barricades: [] };
    for (f = 0; f < F; f++) {
      var b = [0, 0, 0, 0], wr = [0, 0, 0, 0], br = [0, 0, 0, 0], cf = m.citizens[f], bf = m.bars[f];
      for (q = 0; q < cf.length; q += NC) (cf[q + C_TYPE] ? wr : b)[cf[q + C_PLAYER]]++;
      for (q = 0; q < bf.length; q += 4) br[bf[q]]++;
      Array.prototype.push.apply(counts.builders, b);
      Array.prototype.push.apply(counts.warriors, wr);
      Array.prototype.push.apply(counts.barricades, br);
    }
    m.counts = counts;
    m.players = Shell.players(m.names, COLORS);
    m.info = 'Seed ' + m.seed + '  ·  ' + rows + '×' + cols + '  ·  ' + P.NUM_DAYS + ' days of ' + perDay + ' rounds';
    m.chart = { title: 'Score', value: function (pl, fr) { return m.scores[fr * np + pl]; } };
    m.events = killEvents(m);
    m.markers = m.events.map(function (ev) { return { frame: ev.frame, color: ev.color }; });
    if (m.warnings.length) m.warning = m.warnings.join('\n');
    m.cache = {};
    return m;
  }

  /* The index of citizen id in frame f, -1 (ids increase in a frame's list). */
  function find(m, f, id) {
    var cz = m.citizens[f], lo = 0, hi = cz.length / NC - 1;
    while (lo <= hi) {
      var mid = (lo + hi) >> 1, v = cz[mid * NC + C_ID];
      if (v === id) return mid;
      if (v < id) lo = mid + 1; else hi = mid - 1;
    }
    return -1;
  }

  /* "{p1} kills a warrior of {p3}": citizens gone between two frames, and who attacked. */
  function killEvents(m) {
    var ev = [];
    for (var f = 1; f < m.frameCount; f++) {
      var prev = m.citizens[f - 1], cmds = m.commands[f - 1];
      for (var q = 0; q < prev.length; q += NC) {
        if (find(m, f, prev[q + C_ID]) >= 0) continue;
        var victim = prev[q + C_PLAYER], killer = -1;
        for (var k = 0; k < cmds.length && killer < 0; k++) {
          var a = find(m, f - 1, cmds[k][0]);
          if (a < 0 || cmds[k][1] !== 0) continue;
          var o = a * NC;
          if (prev[o + C_I] + DI[cmds[k][2]] === prev[q + C_I] && prev[o + C_J] + DJ[cmds[k][2]] === prev[q + C_J]) {
            killer = prev[o + C_PLAYER];
          }
        }
        var what = prev[q + C_TYPE] ? 'a warrior' : 'a builder';
        ev.push({ frame: f, color: COLORS[killer >= 0 ? killer : victim],
          text: killer >= 0 ? '{p' + killer + '} kills ' + what + ' of {p' + victim + '}' : '{p' + victim + '} loses ' + what });
      }
    }
    return ev;
  }

  /* ------------------------------------------------------------------ drawing */

  var STREET = [206, 204, 198], BUILDING = '#5b5f6b', BUILDING_HI = '#737886', BUILDING_LO = '#454852';

  function paintStreet(g, x, y, c, i, j) {
    var k = (hash(i, j) - 0.5) * 8;
    g.fillStyle = 'rgb(' + Math.round(STREET[0] + k) + ',' + Math.round(STREET[1] + k) + ',' + Math.round(STREET[2] + k) + ')';
    g.fillRect(x, y, c, c);
  }

  function paintBuilding(g, x, y, c, i, j) {
    var b = Math.max(1, Math.round(c / 8));
    g.fillStyle = BUILDING;
    g.fillRect(x, y, c, c);
    g.fillStyle = BUILDING_HI;
    g.fillRect(x, y, c, b);
    g.fillStyle = BUILDING_LO;
    g.fillRect(x, y + c - b, c, b);
    if (c >= 10) { // windows
      g.fillStyle = hash(i, j) < 0.5 ? 'rgba(255,230,140,.55)' : 'rgba(20,20,30,.35)';
      var s = Math.max(1, Math.round(c / 6));
      g.fillRect(x + Math.round(c * 0.25), y + Math.round(c * 0.3), s, s);
      g.fillRect(x + Math.round(c * 0.6), y + Math.round(c * 0.3), s, s);
      g.fillRect(x + Math.round(c * 0.25), y + Math.round(c * 0.62), s, s);
      g.fillRect(x + Math.round(c * 0.6), y + Math.round(c * 0.62), s, s);
    }
  }

  /* The streets and buildings (they never change): drawn once per cell size. */
  function cityLayer(m, c) {
    if (m.cache.cityKey === c) return m.cache.city;
    var cv = document.createElement('canvas');
    cv.width = m.cols * c;
    cv.height = m.rows * c;
    var g = cv.getContext('2d'), grid = m.grids[0];
    for (var i = 0; i < m.rows; i++) {
      for (var j = 0; j < m.cols; j++) {
        if (grid[i * m.cols + j] === 'B') paintBuilding(g, j * c, i * c, c, i, j);
        else paintStreet(g, j * c, i * c, c, i, j);
      }
    }
    if (c >= 6) {
      g.fillStyle = 'rgba(0,0,0,.05)';
      for (var a = 1; a < m.cols; a++) g.fillRect(a * c, 0, 1, m.rows * c);
      for (var b = 1; b < m.rows; b++) g.fillRect(0, b * c, m.cols * c, 1);
    }
    m.cache.cityKey = c;
    m.cache.city = cv;
    return cv;
  }

  function drawMoney(g, cx, cy, c) {
    g.fillStyle = '#f4c430';
    g.strokeStyle = '#a07a10';
    g.lineWidth = Math.max(1, c * 0.06);
    g.beginPath();
    g.arc(cx, cy, c * 0.24, 0, Math.PI * 2);
    g.fill();
    g.stroke();
    if (c >= 12) {
      g.fillStyle = '#a07a10';
      g.font = 'bold ' + Math.round(c * 0.3) + 'px sans-serif';
      g.textAlign = 'center';
      g.textBaseline = 'middle';
      g.fillText('$', cx, cy + c * 0.02);
    }
  }

  function drawFood(g, cx, cy, c) {
    g.fillStyle = '#3fa34d';
    g.beginPath();
    g.arc(cx, cy + c * 0.03, c * 0.22, 0, Math.PI * 2);
    g.fill();
    g.fillStyle = '#6b4226';
    g.fillRect(cx - c * 0.02, cy - c * 0.28, c * 0.05, c * 0.12);
  }

  function drawWeapon(g, cx, cy, c, w) {
    g.save();
    g.translate(cx, cy);
    g.rotate(-0.5);
    g.fillStyle = w === 2 ? '#4b5320' : '#2b2d31';
    if (w === 2) { // a bazooka: a long tube
      g.fillRect(-c * 0.34, -c * 0.08, c * 0.68, c * 0.16);
      g.fillRect(-c * 0.08, c * 0.04, c * 0.08, c * 0.14);
    } else { // a gun
      g.fillRect(-c * 0.22, -c * 0.07, c * 0.4, c * 0.12);
      g.fillRect(-c * 0.2, 0, c * 0.1, c * 0.2);
    }
    g.restore();
  }

  /* A barricade: a frame in its player's colour, thicker the stronger it is. */
  function drawBarricade(g, x, y, c, p, res, max) {
    var k = clamp01(res / Math.max(1, max)), w = Math.max(1, c * (0.08 + 0.18 * k));
    g.fillStyle = rgba(COLORS[p], 0.18 + 0.25 * k);
    g.fillRect(x, y, c, c);
    g.strokeStyle = mix(COLORS[p], '#000000', 0.2);
    g.lineWidth = w;
    g.strokeRect(x + w / 2, y + w / 2, c - w, c - w);
  }

  /* A citizen: a builder is a round token, a warrior a square one carrying its weapon's
   * letter; the dark wedge is the life lost. */
  function drawCitizen(g, cx, cy, c, type, p, weapon, life, maxLife, alpha, scale) {
    var loss = clamp01(1 - life / Math.max(1, maxLife));
    if (type === 0) {
      D.token(g, cx, cy, c, c * 0.32 * scale, COLORS[p], alpha, loss, 'rgba(20,20,30,.3)');
      return;
    }
    var r = c * 0.38 * scale;
    g.globalAlpha = alpha;
    g.fillStyle = COLORS[p];
    g.strokeStyle = '#ffffff';
    g.lineWidth = Math.max(1, c * 0.07);
    D.roundRect(g, cx - r, cy - r, 2 * r, 2 * r, r * 0.3);
    g.fill();
    g.stroke();
    if (loss > 0) {
      g.fillStyle = 'rgba(0,0,0,.35)';
      g.fillRect(cx - r, cy - r, 2 * r * loss, 2 * r);
    }
    if (c >= 10) {
      g.fillStyle = '#ffffff';
      g.font = 'bold ' + Math.round(c * 0.42 * scale) + 'px sans-serif';
      g.textAlign = 'center';
      g.textBaseline = 'middle';
      g.fillText('HGB'[weapon] || '', cx, cy + c * 0.03);
    }
    g.globalAlpha = 1;
  }

  function impact(g, cx, cy, c, k) { D.hitStar(g, cx, cy, c, k, '#ff7b00', 0.36, 0.16); }

  /* How dark the night is at fractional frame t: fades in and out over a round. */
  function darkness(m, f0, f1, fr) {
    var a = m.days[f0] ? 0 : 1, b = m.days[f1] ? 0 : 1;
    return D.lerp(a, b, ease(fr));
  }

  var view = {
    resize: function (m, w, h, dpr) { return D.fitCells(m, m.rows, m.cols, w, h, dpr); },

    draw: function (g, m, t, now, opts) {
      var c = m.cell, P = m.params;
      if (!c) return;
      var span = Shell.frameSpan(t, m.frameCount), f0 = span.f0, f1 = span.f1, fr = span.fr, e = ease(fr);
      g.globalAlpha = 1;
      g.drawImage(cityLayer(m, c), 0, 0);
      var shown = fr < 0.5 ? f0 : f1, grid = m.grids[shown], cols = m.cols;
      // items lying about
      for (var k = 0; k < grid.length; k++) {
        var ch = grid[k], x = (k % cols) * c + c / 2, y = Math.floor(k / cols) * c + c / 2;
        if (ch === 'M') drawMoney(g, x, y, c);
        else if (ch === 'F') drawFood(g, x, y, c);
        else if (ch === 'G') drawWeapon(g, x, y, c, 1);
        else if (ch === 'Z') drawWeapon(g, x, y, c, 2);
      }
      // barricades
      var bz = m.bars[shown];
      for (k = 0; k < bz.length; k += 4) {
        drawBarricade(g, bz[k + 2] * c, bz[k + 1] * c, c, bz[k], bz[k + 3], P.BARRICADE_MAX_RESISTANCE);
        if (c >= 18) {
          g.fillStyle = '#111111';
          g.font = Math.round(c * 0.26) + 'px sans-serif';
          g.textAlign = 'right';
          g.textBaseline = 'bottom';
          g.fillText(String(bz[k + 3]), (bz[k + 2] + 1) * c - 2, (bz[k + 1] + 1) * c - 1);
        }
      }
      // night
      var dark = darkness(m, f0, f1, fr);
      if (dark > 0) {
        g.fillStyle = 'rgba(10,16,48,' + (0.42 * dark) + ')';
        g.fillRect(0, 0, m.cols * c, m.rows * c);
      }
      // citizens: gliding along their steps, lunging at what they attack
      var sel = opts && opts.selected >= 0 ? opts.selected : -1;
      var A = m.citizens[f0], B = m.citizens[f1], cmd = fr > 0 ? m.commands[f0] : null, effects = [];
      var lunge = {};
      if (cmd) for (k = 0; k < cmd.length; k++) if (cmd[k][1] === 0) lunge[cmd[k][0]] = cmd[k][2];
      for (var q = 0; q < A.length; q += NC) {
        var id = A[q + C_ID], b = fr > 0 ? find(m, f1, id) : q / NC, p = A[q + C_PLAYER];
        var maxLife = A[q + C_TYPE] ? P.WARRIOR_INI_LIFE : P.BUILDER_INI_LIFE;
        var ia = A[q + C_I], ja = A[q + C_J], alpha = unitAlpha(p, sel);
        if (b < 0) { // killed: fades out
          drawCitizen(g, ja * c + c / 2, ia * c + c / 2, c, A[q + C_TYPE], p, A[q + C_WEAPON], 0, maxLife,
            alpha * (1 - clamp01(fr * 1.6)), 1);
          effects.push([ja * c + c / 2, ia * c + c / 2, fr * 1.4]);
          continue;
        }
        var o = b * NC, ib = B[o + C_I], jb = B[o + C_J], xx = D.lerp(ja, jb, e), yy = D.lerp(ia, ib, e);
        var d = lunge[id];
        if (ib === ia && jb === ja && d !== undefined) { // stood still on a move: attacked or demolished
          var off = 0.35 * Math.sin(Math.PI * fr);
          xx += DJ[d] * off;
          yy += DI[d] * off;
          effects.push([(ja + DJ[d]) * c + c / 2, (ia + DI[d]) * c + c / 2, (fr - 0.25) * 2]);
        }
        var now2 = fr < 0.5 ? A : B, oq = fr < 0.5 ? q : o;
        drawCitizen(g, xx * c + c / 2, yy * c + c / 2, c, now2[oq + C_TYPE], p, now2[oq + C_WEAPON], now2[oq + C_LIFE],
          maxLife, alpha, 1);
      }
      if (fr > 0) { // back again: fades in
        for (q = 0; q < B.length; q += NC) {
          if (find(m, f0, B[q + C_ID]) >= 0) continue;
          var pb = B[q + C_PLAYER];
          drawCitizen(g, B[q + C_J] * c + c / 2, B[q + C_I] * c + c / 2, c, B[q + C_TYPE], pb, B[q + C_WEAPON],
            B[q + C_LIFE], B[q + C_TYPE] ? P.WARRIOR_INI_LIFE : P.BUILDER_INI_LIFE,
            unitAlpha(pb, sel) * clamp01((fr - 0.4) * 2), 1);
        }
      }
      for (k = 0; k < effects.length; k++) impact(g, effects[k][0], effects[k][1], c, effects[k][2]);
      if (opts && opts.pinned) markPinned(g, m, opts.pinned, span);
    },

    panel: function (m, f) {
      return Shell.panelRows(m, f, m.scores, m.status, [
        { key: 'builders', label: 'Builders', values: m.counts.builders },
        { key: 'warriors', label: 'Warriors', values: m.counts.warriors },
        { key: 'barricades', label: 'Barricades', values: m.counts.barricades }
      ]);
    },

    markPoint: function (m, f, i, j) { return D.cellCentre(m.cell, m.rows, m.cols, i, j); },
    markRadius: function (m) { return D.cellMarkRadius(m.cell); },

    /* A citizen ("u" and its id) over its cell ("c" and the cell's index). */
    pick: function (m, f, x, y) {
      var at = D.cellUnder(m.cell, m.rows, m.cols, x, y);
      if (!at) return null;
      var i = at[0], j = at[1], cz = m.citizens[f];
      for (var q = 0; q < cz.length; q += NC) if (cz[q + C_I] === i && cz[q + C_J] === j) return 'u' + cz[q + C_ID];
      return 'c' + (i * m.cols + j);
    },

    inspect: function (m, f, key) {
      var n = parseInt(key.slice(1), 10);
      if (key[0] === 'u') {
        var k = find(m, f, n);
        if (k < 0) return null;
        var cz = m.citizens[f], q = k * NC, p = cz[q + C_PLAYER];
        var lines = [m.names[p] + ' (player ' + p + ')', 'life ' + cz[q + C_LIFE]];
        if (cz[q + C_TYPE]) lines.push('weapon: ' + WEAPON_NAMES[cz[q + C_WEAPON]]);
        if (f + 1 < m.frameCount) {
          var cmd = m.commands[f];
          for (var x = 0; x < cmd.length; x++) {
            if (cmd[x][0] === n) lines.push('next: ' + (cmd[x][1] ? 'build ' : 'move ') + DIR_NAMES[cmd[x][2]]);
          }
        }
        lines.push('cell (' + cz[q + C_I] + ', ' + cz[q + C_J] + ')');
        return { title: (cz[q + C_TYPE] ? 'Warrior' : 'Builder') + ' #' + n, color: COLORS[p], lines: lines };
      }
      if (!(n >= 0 && n < m.rows * m.cols)) return null;
      var i = Math.floor(n / m.cols), j = n % m.cols, where = 'cell (' + i + ', ' + j + ')';
      var bz = m.bars[f];
      for (var b = 0; b < bz.length; b += 4) {
        if (bz[b + 1] === i && bz[b + 2] === j) {
          return { title: 'Barricade', color: COLORS[bz[b]],
            lines: [m.names[bz[b]] + ' (player ' + bz[b] + ')', 'resistance ' + bz[b + 3], where] };
        }
      }
      var names = { '.': 'Street', 'B': 'Building', 'G': 'Gun', 'Z': 'Bazooka', 'M': 'Money', 'F': 'Food' };
      var ch = m.grids[f][n];
      return { title: names[ch] || 'Street', lines: [where] };
    }
  };

  function markPinned(g, m, key, span) {
    var c = m.cell, n = parseInt(key.slice(1), 10), i, j;
    if (key[0] === 'u') {
      var a = find(m, span.f0, n), b = find(m, span.f1, n);
      if (a < 0 && b < 0) return;
      var A = m.citizens[span.f0], B = m.citizens[span.f1];
      if (a < 0) { i = B[b * NC + C_I]; j = B[b * NC + C_J]; }
      else if (b < 0) { i = A[a * NC + C_I]; j = A[a * NC + C_J]; }
      else {
        var e = ease(span.fr);
        i = D.lerp(A[a * NC + C_I], B[b * NC + C_I], e);
        j = D.lerp(A[a * NC + C_J], B[b * NC + C_J], e);
      }
    } else {
      i = Math.floor(n / m.cols);
      j = n % m.cols;
    }
    D.pinMark(g, j * c + c / 2, i * c + c / 2, c * 0.72);
  }

  var legend = [
    { label: 'Street', paint: function (g, c) { paintStreet(g, 0, 0, c, 1, 1); } },
    { label: 'Building', paint: function (g, c) { paintBuilding(g, 0, 0, c, 1, 2); } },
    { label: 'Money', paint: function (g, c) { paintStreet(g, 0, 0, c, 1, 1); drawMoney(g, c / 2, c / 2, c); } },
    { label: 'Food', paint: function (g, c) { paintStreet(g, 0, 0, c, 1, 1); drawFood(g, c / 2, c / 2, c); } },
    { label: 'Gun', paint: function (g, c) { paintStreet(g, 0, 0, c, 1, 1); drawWeapon(g, c / 2, c / 2, c, 1); } },
    { label: 'Bazooka', paint: function (g, c) { paintStreet(g, 0, 0, c, 1, 1); drawWeapon(g, c / 2, c / 2, c, 2); } },
    { label: 'Barricade', paint: function (g, c) { paintStreet(g, 0, 0, c, 1, 1); drawBarricade(g, 0, 0, c, 2, 160, 320); } },
    { label: 'Builder', paint: function (g, c) { paintStreet(g, 0, 0, c, 1, 1); drawCitizen(g, c / 2, c / 2, c, 0, 2, 3, 60, 60, 1, 1); } },
    { label: 'Warrior', paint: function (g, c) { paintStreet(g, 0, 0, c, 1, 1); drawCitizen(g, c / 2, c / 2, c, 1, 2, 1, 100, 100, 1, 1); } }
  ];

  window.PurgeViewer = { parse: parse, view: view, COLORS: COLORS };

  Shell.start({
    id: 'purge',
    title: 'The Purge',
    parse: parse,
    view: view,
    legend: legend,
    help: 'Night darkens the streets. Citizens glide along their steps; a lunge is an attack or a blow ' +
      'on a barricade, a star where it lands. A warrior carries the letter of its weapon (H, G, B); the dark ' +
      'part of a token is the life lost. A barricade is a frame in its clan\'s colour, thicker the stronger.'
  });
})();
