/* Mad Max replay viewer: parses a Mad_Max 1.6 replay and draws the board, warriors and cars.
 * Playback, loading, panel and chart come from viewer/common/shell.js (window.ArenaShell). */
(function () {
  'use strict';

  var Shell = window.ArenaShell;
  var mix = Shell.color.mix, rgba = Shell.color.rgba;
  var D = Shell.draw, hash = D.hash, ease = D.ease, clamp01 = D.clamp01, unitAlpha = D.unitAlpha;

  /* Player colours (the reference viewer's red, green, blue, purple, a little softened). */
  var COLORS = ['#e5383b', '#2f9e44', '#1c6fe0', '#9b4dca'];
  var PARAMS = ['nb_players', 'nb_rounds', 'nb_cities', 'nb_warriors', 'nb_cars', 'warriors_health',
    'cars_fuel', 'damage', 'rows', 'cols'];
  var PARAM_MIN = [4, 1, 0, 1, 1, 1, 1, 1, 1, 1];
  var PARAM_MAX = [4, 100000, 10000, 10000, 10000, 1e9, 1e9, 1e9, 1000, 1000];
  var DIRS = 'bwrxtylzn';                 // Bottom BR Right RT Top TL Left LB None
  var DIR_NAMES = ['Bottom', 'BR', 'Right', 'RT', 'Top', 'TL', 'Left', 'LB', 'None'];
  var DI = [1, 1, 0, -1, -1, -1, 0, 1, 0];
  var DJ = [0, 1, 1, 1, 0, -1, -1, -1, 0];
  var F_TYPE = 0, F_PLAYER = 1, F_I = 2, F_J = 3, F_FOOD = 4, F_WATER = 5, NF = 6;

  var readRow = Shell.rowReader('.RSWX0123', 'board', '. R S W X 0-3');

  /* ------------------------------------------------------------------ parsing */

  function parse(text) {
    var sc = new Shell.Scanner(text);
    var m = { warnings: [] };
    sc.context = 'header';
    sc.replayHeader(m, 'Mad_Max', '1.6');
    m.params = {};
    for (var k = 0; k < PARAMS.length; k++) {
      sc.expect(PARAMS[k]);
      var lo = PARAM_MIN[k], hi = PARAM_MAX[k];
      m.params[PARAMS[k]] = sc.int(lo === hi ? 'the value of ' + PARAMS[k] + ' (' + lo + ')' :
        'the value of ' + PARAMS[k] + ' (an integer ' + lo + '..' + hi + ')', lo, hi);
    }
    var P = m.params;
    var rows = m.rows = P.rows, cols = m.cols = P.cols;
    var np = P.nb_players;
    var nu = m.nbUnits = np * (P.nb_warriors + P.nb_cars);
    m.names = sc.playerNames(np);

    // a match started from another one's round (--from REPLAY:ROUND) begins at that round
    var r0 = sc.numberAfter('round', rows + 1, P.nb_rounds); // after the first board's rows
    m.firstRound = r0;
    var F = P.nb_rounds + 1 - r0;
    var units = new Int32Array(F * nu * NF);
    var moves = new Int8Array(F * nu).fill(-1);   // moves[f*nu+u]: move between state f and f+1
    var cities = new Int32Array(F * np), scores = new Int32Array(F * np);
    var status = new Float64Array(F * np);
    var warriors = new Int32Array(F * np), cars = new Int32Array(F * np);
    var gridOf = new Int32Array(F), grids = [];
    var rowBuf = new Array(rows);
    var f = 0, u = 0, stage = '';

    sc.context = function () {
      if (stage === 'units') return 'round ' + (r0 + f) + ', unit ' + u + ' of ' + nu;
      if (stage === 'moves') return 'movements between rounds ' + (r0 + f - 1) + ' and ' + (r0 + f);
      if (stage === 'grid') return 'round ' + (r0 + f) + ', board row ' + u + ' of ' + rows;
      return 'round ' + (r0 + f);
    };

    var complete = 0;
    try {
      for (f = 0; f < F; f++) {
        if (f > 0) {
          stage = 'moves';
          sc.expect('movements');
          var base = (f - 1) * nu;
          for (;;) {
            var id = sc.int('a unit id (0..' + (nu - 1) + ') or -1', -1, nu - 1);
            if (id < 0) break;
            var d = sc.next();
            var dk = d !== null && d.length === 1 ? DIRS.indexOf(d) : -1;
            if (dk < 0) throw sc.fail('a direction letter (b w r x t y l z n)', d);
            moves[base + id] = dk;
          }
        }
        stage = 'grid';
        for (u = 0; u < rows; u++) rowBuf[u] = readRow(sc, cols);
        gridOf[f] = Shell.gridIndex(grids, rowBuf.join(''));

        stage = 'state';
        sc.expect('round');
        sc.int('the round number ' + (r0 + f), r0 + f, r0 + f);
        var o = f * np;
        sc.expect('num_cities');
        for (var p = 0; p < np; p++) cities[o + p] = sc.int('a city count', 0);
        sc.expect('total_score');
        for (p = 0; p < np; p++) scores[o + p] = sc.int('a score (an integer)');
        sc.expect('status');
        for (p = 0; p < np; p++) status[o + p] = sc.number('a status number');

        stage = 'units';
        var ub = f * nu * NF;
        for (u = 0; u < nu; u++) {
          var t = sc.next();
          var type;
          if (t === 'w') type = 0;
          else if (t === 'c') type = 1;
          else throw sc.fail('a unit type "w" or "c"', t);
          var q = ub + u * NF;
          var pl = sc.int('a player number (0..' + (np - 1) + ')', 0, np - 1);
          units[q] = type;
          units[q + F_PLAYER] = pl;
          units[q + F_I] = sc.int('a row (0..' + (rows - 1) + ')', 0, rows - 1);
          units[q + F_J] = sc.int('a column (0..' + (cols - 1) + ')', 0, cols - 1);
          units[q + F_FOOD] = sc.int(type ? 'the fuel (an integer)' : 'the food (an integer)');
          units[q + F_WATER] = sc.int('the water (an integer)');
          if (type) cars[o + pl]++; else warriors[o + pl]++;
        }
        complete = f + 1;
      }
      stage = 'end';
      Shell.expectEnd(sc, r0 + F - 1);
    } catch (e) {
      m.warnings.push(Shell.recover(e, complete));
      F = complete;
    }

    m.frameCount = F;
    m.units = units;
    m.moves = moves;
    m.cities = cities;
    m.scores = scores;
    m.status = status;
    m.warriors = warriors;
    m.cars = cars;
    m.grids = grids;
    m.gridOf = gridOf;
    m.players = Shell.players(m.names, COLORS);
    if (r0 > 0) m.frameLabel = function (fr) { return r0 + fr; };
    m.info = 'Seed ' + m.seed + '  ·  ' + rows + '×' + cols + '  ·  ' + P.nb_rounds + ' rounds' +
      (r0 > 0 ? ' (from ' + r0 + ')' : '') + '  ·  ' +
      P.nb_cities + ' cities  ·  ' + (P.nb_warriors + P.nb_cars) + ' units each';
    m.chart = { title: 'Score', value: function (pl, fr) { return scores[fr * np + pl]; } };
    m.events = cityEvents(m);
    m.markers = m.events.map(function (ev) { return { frame: ev.frame, color: ev.color }; });
    m.headings = computeHeadings(m);
    m.stations = [];
    var g0 = grids[0];
    for (var c = 0; c < g0.length; c++) if (g0.charCodeAt(c) === 83) m.stations.push(c);
    if (m.warnings.length) m.warning = m.warnings.join('\n');
    m.cache = {};
    return m;
  }

  /* City components (4-connected digit cells of the first board) and, for every later board,
   * the cities that changed hands: "{p2} takes a city from {p0}". */
  function cityEvents(m) {
    var rows = m.rows, cols = m.cols, g0 = m.grids[0], n = rows * cols;
    var comp = new Int32Array(n).fill(-1), firstCell = [], stack = [];
    for (var c = 0; c < n; c++) {
      if (comp[c] >= 0 || !isDigit(g0.charCodeAt(c))) continue;
      var id = firstCell.length;
      firstCell.push(c);
      comp[c] = id;
      stack.push(c);
      while (stack.length) {
        var x = stack.pop(), i = (x / cols) | 0, j = x % cols;
        var nb = [i > 0 ? x - cols : -1, i < rows - 1 ? x + cols : -1, j > 0 ? x - 1 : -1, j < cols - 1 ? x + 1 : -1];
        for (var k = 0; k < 4; k++) {
          var y = nb[k];
          if (y >= 0 && comp[y] < 0 && isDigit(g0.charCodeAt(y))) { comp[y] = id; stack.push(y); }
        }
      }
    }
    m.cityOf = comp;
    var events = [];
    var gi = 0;
    for (var f = 1; f < m.frameCount; f++) {
      if (m.gridOf[f] === gi) continue;
      var prev = m.grids[gi], cur = m.grids[m.gridOf[f]];
      gi = m.gridOf[f];
      for (var q = 0; q < firstCell.length; q++) {
        var a = prev.charCodeAt(firstCell[q]) - 48, b = cur.charCodeAt(firstCell[q]) - 48;
        if (a !== b && b >= 0 && b <= 9) {
          events.push({ frame: f, text: '{p' + b + '} takes a city from {p' + a + '}', color: COLORS[b] });
        }
      }
    }
    return events;
  }
  function isDigit(code) { return code >= 48 && code <= 57; }

  /* Direction each unit faces (cars are drawn turned that way): its last actual step, else
   * away from the board edge it stands on. */
  function computeHeadings(m) {
    var nu = m.nbUnits, F = m.frameCount, U = m.units;
    var h = new Int8Array(F * nu);
    for (var f = 0; f < F; f++) {
      for (var u = 0; u < nu; u++) {
        var q = (f * nu + u) * NF, i = U[q + F_I], j = U[q + F_J];
        var dir = -1;
        if (f > 0) {
          var pq = q - nu * NF, k = m.moves[(f - 1) * nu + u];
          var di = i - U[pq + F_I], dj = j - U[pq + F_J];
          if (k >= 0 && k < 8 && di === DI[k] && dj === DJ[k]) dir = k;
          else if (di === 0 && dj === 0 && U[pq + F_PLAYER] === U[q + F_PLAYER]) dir = h[(f - 1) * nu + u];
        }
        if (dir < 0) {
          if (j === 0) dir = 2;
          else if (j === m.cols - 1) dir = 6;
          else if (i === 0) dir = 0;
          else if (i === m.rows - 1) dir = 4;
          else dir = f > 0 ? h[(f - 1) * nu + u] : 2;
        }
        h[f * nu + u] = dir;
      }
    }
    return h;
  }

  /* ------------------------------------------------------------------ drawing: terrain */

  var DESERT = [236, 216, 172];
  var ROAD = '#46474f', ROAD_EDGE = '#34353b', DASH = '#f1c453';
  var WATER = '#2cbdd0', WATER_DEEP = '#1ea5bd', WATER_EDGE = '#137f93', WAVE = 'rgba(225,250,255,.8)';
  var WALL = '#7c7167', WALL_HI = '#a1968b', WALL_LO = '#51483f';

  function cellAt(grid, rows, cols, i, j) {
    if (i < 0 || j < 0 || i >= rows || j >= cols) return '';
    return grid[i * cols + j];
  }

  function paintDesert(g, x, y, c, i, j) {
    var n = hash(i, j) - 0.5;
    var k = n * 10;
    g.fillStyle = 'rgb(' + Math.round(DESERT[0] + k) + ',' + Math.round(DESERT[1] + k) + ',' +
      Math.round(DESERT[2] + k * 0.8) + ')';
    g.fillRect(x, y, c, c);
    if (c >= 8) {
      var h2 = hash(j + 101, i + 7);
      if (h2 < 0.35) {
        g.fillStyle = 'rgba(150,110,60,.28)';
        var s = Math.max(1, Math.round(c / 10));
        g.fillRect(x + Math.floor(hash(i + 3, j) * (c - s)), y + Math.floor(h2 * 2.8 * (c - s)), s, s);
      }
    }
  }

  function paintRoad(g, x, y, c, grid, rows, cols, i, j) {
    g.fillStyle = ROAD;
    g.fillRect(x, y, c, c);
    var isR = function (a, b) {
      if (a < 0 || b < 0 || a >= rows || b >= cols) return true;
      var ch = grid[a * cols + b];
      return ch === 'R' || ch === 'S';
    };
    var up = isR(i - 1, j), dn = isR(i + 1, j), lf = isR(i, j - 1), rt = isR(i, j + 1);
    var w = Math.max(1, Math.round(c / 12));
    g.fillStyle = ROAD_EDGE;
    if (!up) g.fillRect(x, y, c, w);
    if (!dn) g.fillRect(x, y + c - w, c, w);
    if (!lf) g.fillRect(x, y, w, c);
    if (!rt) g.fillRect(x + c - w, y, w, c);
    if (c < 6) return;
    var t = Math.max(1, Math.round(c / 11));
    g.fillStyle = DASH;
    g.globalAlpha = 0.8;
    if (lf && rt && !up && !dn) g.fillRect(x + Math.round(c * 0.22), y + Math.round((c - t) / 2), Math.round(c * 0.56), t);
    else if (up && dn && !lf && !rt) g.fillRect(x + Math.round((c - t) / 2), y + Math.round(c * 0.22), t, Math.round(c * 0.56));
    g.globalAlpha = 1;
  }

  function paintWater(g, x, y, c, grid, rows, cols, i, j) {
    var isW = function (a, b) { return cellAt(grid, rows, cols, a, b) === 'W'; };
    var inner = isW(i - 1, j) && isW(i + 1, j) && isW(i, j - 1) && isW(i, j + 1);
    g.fillStyle = inner ? WATER_DEEP : WATER;
    g.fillRect(x, y, c, c);
    var w = Math.max(1, Math.round(c / 9));
    g.fillStyle = WATER_EDGE;
    if (!isW(i - 1, j)) g.fillRect(x, y, c, w);
    if (!isW(i + 1, j)) g.fillRect(x, y + c - w, c, w);
    if (!isW(i, j - 1)) g.fillRect(x, y, w, c);
    if (!isW(i, j + 1)) g.fillRect(x + c - w, y, w, c);
    if (c >= 7) {
      g.strokeStyle = WAVE;
      g.lineWidth = Math.max(1, c / 14);
      var yy = y + c * (0.35 + 0.3 * hash(i, j + 9));
      g.beginPath();
      g.moveTo(x + c * 0.2, yy);
      g.quadraticCurveTo(x + c * 0.35, yy - c * 0.14, x + c * 0.5, yy);
      g.quadraticCurveTo(x + c * 0.65, yy + c * 0.14, x + c * 0.8, yy);
      g.stroke();
    }
  }

  function paintStation(g, x, y, c) {
    var cx = x + c / 2, cy = y + c / 2;
    g.fillStyle = '#ffffff';
    g.strokeStyle = '#e23b3b';
    g.lineWidth = Math.max(1, c * 0.13);
    g.beginPath();
    g.arc(cx, cy, c * 0.38, 0, Math.PI * 2);
    g.fill();
    g.stroke();
    if (c >= 8) {
      // a tiny fuel pump
      g.fillStyle = '#e23b3b';
      g.fillRect(cx - c * 0.13, cy - c * 0.16, c * 0.2, c * 0.32);
      g.fillRect(cx + c * 0.07, cy - c * 0.06, c * 0.08, c * 0.2);
      g.fillStyle = '#ffffff';
      g.fillRect(cx - c * 0.09, cy - c * 0.11, c * 0.12, c * 0.08);
    }
  }

  function paintWall(g, x, y, c) {
    var b = Math.max(1, Math.round(c / 7));
    g.fillStyle = WALL;
    g.fillRect(x, y, c, c);
    g.fillStyle = WALL_HI;
    g.fillRect(x, y, c, b);
    g.fillRect(x, y, b, c);
    g.fillStyle = WALL_LO;
    g.fillRect(x, y + c - b, c, b);
    g.fillRect(x + c - b, y, b, c);
  }

  function cityFill(p) { return mix(COLORS[p], '#ffffff', 0.62); }
  function roofFill(p) { return mix(COLORS[p], '#ffffff', 0.32); }

  /* A city cell is a little block of houses: a roof with a lit edge and a shadow. */
  function paintRoof(g, x, y, c, p, i, j) {
    var h = hash(i * 7 + 3, j * 5 + 1);
    var inset = Math.max(1, Math.round(c * (0.16 + 0.06 * h)));
    var w = c - 2 * inset;
    g.fillStyle = 'rgba(0,0,0,.16)';
    g.fillRect(x + inset + 1, y + inset + 1, w, w);
    g.fillStyle = roofFill(p);
    g.fillRect(x + inset, y + inset, w, w);
    g.fillStyle = 'rgba(255,255,255,.45)';
    g.fillRect(x + inset, y + inset, w, 1);
    if (h > 0.5 && c >= 12) {
      g.fillStyle = 'rgba(0,0,0,.18)';
      g.fillRect(x + inset, y + inset + Math.round(w / 2), w, 1);
    }
  }
  function cityEdge(p) { return mix(COLORS[p], '#000000', 0.15); }

  /* Terrain without cities (they change owner): drawn once per cell size. */
  function terrainLayer(m, c) {
    var key = 'terrain' + c;
    if (m.cache.terrainKey === key) return m.cache.terrain;
    var rows = m.rows, cols = m.cols, grid = m.grids[0];
    var cv = document.createElement('canvas');
    cv.width = cols * c;
    cv.height = rows * c;
    var g = cv.getContext('2d');
    for (var i = 0; i < rows; i++) {
      for (var j = 0; j < cols; j++) {
        var ch = grid[i * cols + j], x = j * c, y = i * c;
        if (ch === 'R') paintRoad(g, x, y, c, grid, rows, cols, i, j);
        else if (ch === 'S') { paintRoad(g, x, y, c, grid, rows, cols, i, j); paintStation(g, x, y, c); }
        else if (ch === 'W') paintWater(g, x, y, c, grid, rows, cols, i, j);
        else if (ch === 'X') paintWall(g, x, y, c);
        else paintDesert(g, x, y, c, i, j);
      }
    }
    // a faint cell grid over the sand
    if (c >= 6) {
      g.fillStyle = 'rgba(90,60,20,.06)';
      for (var a = 1; a < cols; a++) g.fillRect(a * c, 0, 1, rows * c);
      for (var b = 1; b < rows; b++) g.fillRect(0, b * c, cols * c, 1);
    }
    m.cache.terrainKey = key;
    m.cache.terrain = cv;
    m.cache.boards = [];
    return cv;
  }

  /* Terrain plus the cities of one distinct grid; the last few are cached. */
  function boardLayer(m, gi, c) {
    var terrain = terrainLayer(m, c);
    var boards = m.cache.boards;
    for (var k = 0; k < boards.length; k++) if (boards[k].gi === gi) return boards[k].cv;
    var rows = m.rows, cols = m.cols, grid = m.grids[gi];
    var cv = document.createElement('canvas');
    cv.width = terrain.width;
    cv.height = terrain.height;
    var g = cv.getContext('2d');
    g.drawImage(terrain, 0, 0);
    var e = Math.max(1, Math.round(c / 7));
    for (var i = 0; i < rows; i++) {
      for (var j = 0; j < cols; j++) {
        var code = grid.charCodeAt(i * cols + j) - 48;
        if (code < 0 || code > 9) continue;
        var x = j * c, y = i * c;
        g.fillStyle = cityFill(code);
        g.fillRect(x, y, c, c);
        if (c >= 7) paintRoof(g, x, y, c, code, i, j);
        g.fillStyle = cityEdge(code);
        var isC = function (a, b) {
          var ch = cellAt(grid, rows, cols, a, b);
          return ch >= '0' && ch <= '9';
        };
        if (!isC(i - 1, j)) g.fillRect(x, y, c, e);
        if (!isC(i + 1, j)) g.fillRect(x, y + c - e, c, e);
        if (!isC(i, j - 1)) g.fillRect(x, y, e, c);
        if (!isC(i, j + 1)) g.fillRect(x + c - e, y, e, c);
      }
    }
    boards.unshift({ gi: gi, cv: cv });
    if (boards.length > 3) boards.pop();
    return cv;
  }

  /* ------------------------------------------------------------------ drawing: units */

  /* A warrior: a token whose dark wedge grows as the lower of its food and water drops below
   * half its health. */
  function drawWarrior(g, cx, cy, c, color, alpha, scale, food, water, health) {
    var lvl = Math.min(food, water) / health;
    D.token(g, cx, cy, c, c * 0.38 * scale, color, alpha, lvl < 0.5 ? 1 - 2 * lvl : 0, 'rgba(40,25,5,.28)');
  }

  function drawCar(g, cx, cy, c, color, alpha, scale, dir, fuel) {
    var L = c * 0.96 * scale, W = c * 0.64 * scale;
    if (W <= 0.3) return;
    g.globalAlpha = alpha;
    g.save();
    g.translate(cx, cy);
    if (c >= 8) {
      g.fillStyle = 'rgba(20,15,5,.35)';
      g.beginPath();
      g.ellipse(c * 0.07, c * 0.12, L * 0.55, W * 0.6, Math.atan2(DI[dir], DJ[dir]), 0, Math.PI * 2);
      g.fill();
    }
    g.rotate(Math.atan2(DI[dir] || 0, DJ[dir] === undefined ? 1 : DJ[dir]));
    var body = fuel > 0 ? color : mix(color, '#777777', 0.6);
    g.fillStyle = body;
    D.roundRect(g, -L / 2, -W / 2, L, W, Math.max(1, W * 0.3));
    g.fill();
    g.lineWidth = Math.max(1, c * 0.07);
    g.strokeStyle = '#111111';
    g.stroke();
    if (c >= 7) {
      // windscreen at the front, a roof stripe behind it
      g.fillStyle = 'rgba(220,240,255,.9)';
      g.fillRect(L * 0.08, -W * 0.32, L * 0.16, W * 0.64);
      g.fillStyle = 'rgba(0,0,0,.25)';
      g.fillRect(-L * 0.34, -W * 0.32, L * 0.36, W * 0.64);
    }
    g.restore();
    g.globalAlpha = 1;
  }

  /* A capture: a ring in the new owner's colour, with sparks. */
  function burst(g, cx, cy, c, color, k) {
    if (!D.ring(g, cx, cy, c, color, k)) return;
    g.lineWidth = Math.max(1, c * 0.08);
    g.strokeStyle = '#ffd166';
    for (var a = 0; a < 6; a++) {
      var ang = a * Math.PI / 3 + 0.3;
      var r0 = c * (0.25 + 0.7 * k), r1 = c * (0.45 + 0.9 * k);
      g.beginPath();
      g.moveTo(cx + Math.cos(ang) * r0, cy + Math.sin(ang) * r0);
      g.lineTo(cx + Math.cos(ang) * r1, cy + Math.sin(ang) * r1);
      g.stroke();
    }
    g.globalAlpha = 1;
  }

  /* little star where an attack lands */
  function impact(g, cx, cy, c, k) { Shell.draw.hitStar(g, cx, cy, c, k, '#ff7b00', 0.36, 0.16); }

  /* ------------------------------------------------------------------ the view */

  var view = {
    resize: function (m, w, h, dpr) { return D.fitCells(m, m.rows, m.cols, w, h, dpr); },

    draw: function (g, m, t, now, opts) {
      var c = m.cell, F = m.frameCount, nu = m.nbUnits, U = m.units;
      if (!c) return;
      var span = Shell.frameSpan(t, F), f0 = span.f0, f1 = span.f1, fr = span.fr;

      // board, cities cross-fading when one changes hands
      var g0 = m.gridOf[f0], g1 = m.gridOf[f1];
      g.globalAlpha = 1;
      g.drawImage(boardLayer(m, g0, c), 0, 0);
      if (g1 !== g0) {
        g.globalAlpha = ease(fr);
        g.drawImage(boardLayer(m, g1, c), 0, 0);
        g.globalAlpha = 1;
      }

      // stations glow softly
      var pulse = 0.5 + 0.5 * Math.sin(now / 260);
      for (var s = 0; s < m.stations.length; s++) {
        var si = Math.floor(m.stations[s] / m.cols), sj = m.stations[s] % m.cols;
        g.globalAlpha = 0.18 + 0.3 * pulse;
        g.strokeStyle = '#ff4d4d';
        g.lineWidth = Math.max(1, c * 0.1);
        g.beginPath();
        g.arc(sj * c + c / 2, si * c + c / 2, c * (0.55 + 0.12 * pulse), 0, Math.PI * 2);
        g.stroke();
      }
      g.globalAlpha = 1;

      var sel = opts && opts.selected >= 0 ? opts.selected : -1;
      var health = m.params.warriors_health;
      var e = ease(fr);
      var effects = [];
      // cars first, then warriors on top
      for (var pass = 1; pass >= 0; pass--) {
        for (var u = 0; u < nu; u++) {
          var qa = (f0 * nu + u) * NF;
          if (U[qa] !== pass) continue;
          var pa = U[qa + F_PLAYER], ia = U[qa + F_I], ja = U[qa + F_J];
          var dirA = m.headings[f0 * nu + u];
          var x, y;
          if (fr === 0) {
            paintUnit(g, pass, ja * c + c / 2, ia * c + c / 2, c, pa, unitAlpha(pa, sel), 1, dirA, U, qa, health);
            continue;
          }
          var qb = (f1 * nu + u) * NF;
          var pb = U[qb + F_PLAYER], ib = U[qb + F_I], jb = U[qb + F_J];
          var k = m.moves[f0 * nu + u];
          var di = ib - ia, dj = jb - ja;
          if (di === 0 && dj === 0) {
            // stood still; a recorded move here is an attack or a blocked push: lunge and back
            var off = 0;
            if (k >= 0 && k < 8) {
              off = 0.4 * Math.sin(Math.PI * fr);
              var ti = ia + DI[k], tj = ja + DJ[k];
              if (ti >= 0 && tj >= 0 && ti < m.rows && tj < m.cols) {
                effects.push([impact, tj * c + c / 2, ti * c + c / 2, c, (fr - 0.25) * 2]);
              }
            }
            x = (ja + (k >= 0 && k < 8 ? DJ[k] * off : 0)) * c + c / 2;
            y = (ia + (k >= 0 && k < 8 ? DI[k] * off : 0)) * c + c / 2;
            var pcol = fr < 0.5 ? pa : pb;
            paintUnit(g, pass, x, y, c, pcol, unitAlpha(pcol, sel), 1, dirA, U, fr < 0.5 ? qa : qb, health);
          } else if (Math.abs(di) <= 1 && Math.abs(dj) <= 1 && pa === pb) {
            // a step: glide along it
            x = (ja + dj * e) * c + c / 2;
            y = (ia + di * e) * c + c / 2;
            var dirM = k >= 0 && k < 8 ? k : m.headings[f1 * nu + u];
            paintUnit(g, pass, x, y, c, pa, unitAlpha(pa, sel), 1, dirM, U, fr < 0.5 ? qa : qb, health);
          } else {
            // captured: vanish in a burst, come back elsewhere in the new owner's colour
            var out = clamp01(fr * 2.2), inn = clamp01((fr - 0.45) * 2.2);
            if (out < 1) {
              paintUnit(g, pass, ja * c + c / 2, ia * c + c / 2, c, pa, unitAlpha(pa, sel) * (1 - out),
                1 - 0.6 * out, dirA, U, qa, health);
            }
            effects.push([burst, ja * c + c / 2, ia * c + c / 2, c, COLORS[pb], fr * 1.6]);
            if (inn > 0) {
              var pop = inn < 1 ? 1 + 0.35 * Math.sin(Math.PI * inn) : 1;
              paintUnit(g, pass, jb * c + c / 2, ib * c + c / 2, c, pb, unitAlpha(pb, sel) * inn, pop,
                m.headings[f1 * nu + u], U, qb, health);
            }
          }
        }
      }
      for (var q = 0; q < effects.length; q++) {
        var fx = effects[q];
        if (fx[0] === burst) burst(g, fx[1], fx[2], fx[3], fx[4], fx[5]);
        else impact(g, fx[1], fx[2], fx[3], fx[4]);
      }
      if (opts && opts.pinned) markPinned(g, m, opts.pinned, span);
    },

    panel: function (m, f) {
      return Shell.panelRows(m, f, m.scores, m.status, [
        { key: 'cities', label: 'Cities', values: m.cities },
        { key: 'warriors', label: 'Warriors', values: m.warriors },
        { key: 'cars', label: 'Cars', values: m.cars }
      ]);
    },

    /* A player's debug mark at (row, column): the centre of its cell. */
    markPoint: function (m, f, i, j) { return D.cellCentre(m.cell, m.rows, m.cols, i, j); },
    markRadius: function (m) { return D.cellMarkRadius(m.cell); },

    /* What is at device pixel (x, y): a unit ("u" and its id) over its cell ("c" and the
     * cell's index). */
    pick: function (m, f, x, y) {
      var at = D.cellUnder(m.cell, m.rows, m.cols, x, y);
      if (!at) return null;
      var u = unitAt(m, f, at[0], at[1]);
      return u >= 0 ? 'u' + u : 'c' + (at[0] * m.cols + at[1]);
    },

    inspect: function (m, f, key) {
      var n = parseInt(key.slice(1), 10);
      if (key[0] === 'u') return n >= 0 && n < m.nbUnits ? unitInfo(m, f, n) : null;
      if (!(n >= 0 && n < m.rows * m.cols)) return null;
      var i = Math.floor(n / m.cols), j = n % m.cols, where = 'cell (' + i + ', ' + j + ')';
      var ch = m.grids[m.gridOf[f]][n];
      if (ch >= '0' && ch <= '9') {
        return { title: 'City ' + (m.cityOf[n] + 1), color: COLORS[+ch],
          lines: ['owned by ' + m.names[+ch] + ' (player ' + ch + ')', where] };
      }
      var names = { '.': 'Desert', 'R': 'Road', 'S': 'Fuel station', 'W': 'Water', 'X': 'Wall' };
      return { title: names[ch] || ch, lines: [where] };
    }
  };

  function unitAt(m, f, i, j) {
    var nu = m.nbUnits, U = m.units;
    for (var u = 0; u < nu; u++) {
      var q = (f * nu + u) * NF;
      if (U[q + F_I] === i && U[q + F_J] === j) return u;
    }
    return -1;
  }

  function unitInfo(m, f, u) {
    var nu = m.nbUnits, U = m.units, q = (f * nu + u) * NF, p = U[q + F_PLAYER];
    var lines = [m.names[p] + ' (player ' + p + ')'];
    if (U[q] === 0) lines.push('food ' + U[q + F_FOOD] + ' · water ' + U[q + F_WATER]);
    else lines.push('fuel ' + U[q + F_FOOD] + (U[q + F_FOOD] === 0 ? ' (empty: slow)' : ''));
    if (f + 1 < m.frameCount) {
      var k = m.moves[f * nu + u];
      if (k >= 0) lines.push('next order: ' + DIR_NAMES[k]);
    }
    lines.push('cell (' + U[q + F_I] + ', ' + U[q + F_J] + ')');
    return { title: (U[q] === 0 ? 'Warrior' : 'Car') + ' #' + u, color: COLORS[p], lines: lines };
  }

  /* The pinned unit or cell, marked where it is drawn at fractional frame t: a unit glides
   * with its step, or is marked where it is after a capture. */
  function markPinned(g, m, key, span) {
    var c = m.cell, n = parseInt(key.slice(1), 10), i, j;
    if (key[0] === 'u') {
      var nu = m.nbUnits, U = m.units;
      if (!(n >= 0 && n < nu)) return;
      var qa = (span.f0 * nu + n) * NF, qb = (span.f1 * nu + n) * NF;
      var far = Math.abs(U[qb + F_I] - U[qa + F_I]) > 1 || Math.abs(U[qb + F_J] - U[qa + F_J]) > 1 ||
        U[qa + F_PLAYER] !== U[qb + F_PLAYER];
      var e = far ? (span.fr < 0.5 ? 0 : 1) : ease(span.fr);
      i = D.lerp(U[qa + F_I], U[qb + F_I], e);
      j = D.lerp(U[qa + F_J], U[qb + F_J], e);
    } else {
      i = Math.floor(n / m.cols);
      j = n % m.cols;
    }
    D.pinMark(g, j * c + c / 2, i * c + c / 2, c * 0.72);
  }

  function paintUnit(g, type, x, y, c, p, alpha, scale, dir, U, q, health) {
    if (alpha <= 0.01) return;
    if (type === 1) drawCar(g, x, y, c, COLORS[p], alpha, scale, dir, U[q + F_FOOD]);
    else drawWarrior(g, x, y, c, COLORS[p], alpha, scale, U[q + F_FOOD], U[q + F_WATER], health);
  }

  /* ------------------------------------------------------------------ legend and start */

  function legendCell(painter) {
    return function (g, size) { painter(g, size); };
  }
  var legend = [
    { label: 'Desert', paint: legendCell(function (g, c) { paintDesert(g, 0, 0, c, 3, 4); }) },
    { label: 'Road', paint: legendCell(function (g, c) { paintRoad(g, 0, 0, c, '...RRR...', 3, 3, 1, 1); }) },
    { label: 'Water', paint: legendCell(function (g, c) { paintWater(g, 0, 0, c, 'W', 1, 1, 0, 0); }) },
    { label: 'Fuel station', paint: legendCell(function (g, c) { g.fillStyle = ROAD; g.fillRect(0, 0, c, c); paintStation(g, 0, 0, c); }) },
    { label: 'Wall', paint: legendCell(function (g, c) { paintWall(g, 0, 0, c); }) },
    { label: 'City', paint: legendCell(function (g, c) {
      g.fillStyle = cityFill(0); g.fillRect(0, 0, c, c); paintRoof(g, 0, 0, c, 0, 1, 1);
      g.fillStyle = cityEdge(0); var e = Math.round(c / 7);
      g.fillRect(0, 0, c, e); g.fillRect(0, 0, e, c); g.fillRect(0, c - e, c, e); g.fillRect(c - e, 0, e, c);
    }) },
    { label: 'Warrior', paint: legendCell(function (g, c) {
      paintDesert(g, 0, 0, c, 1, 1); drawWarrior(g, c / 2, c / 2, c, COLORS[2], 1, 1, 40, 40, 40);
    }) },
    { label: 'Car', paint: legendCell(function (g, c) {
      g.fillStyle = ROAD; g.fillRect(0, 0, c, c); drawCar(g, c / 2, c / 2, c, COLORS[2], 1, 1, 2, 1);
    }) }
  ];

  window.MadMaxViewer = { parse: parse, view: view, COLORS: COLORS };

  Shell.start({
    id: 'madmax', // the engine's name for the game (debug files say it)
    title: 'Mad Max',
    parse: parse,
    view: view,
    legend: legend,
    help: 'Units glide along their moves; a lunge is an attack, a burst a capture. A dark wedge in a ' +
      'warrior shows it is running out of food or water; a grey car is out of fuel.'
  });
})();
