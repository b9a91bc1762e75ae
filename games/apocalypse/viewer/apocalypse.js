/* Apocalypse Now replay viewer: parses an ApocalypseNow2018 3.0 replay (201 states, rounds
 * 0..200) and draws the land, fire, posts, soldiers and helicopters.
 * Playback, loading, panel and chart come from viewer/common/shell.js (window.ArenaShell). */
(function () {
  'use strict';

  var Shell = window.ArenaShell;
  var mix = Shell.color.mix, rgba = Shell.color.rgba;
  var D = Shell.draw, hash = D.hash, ease = D.ease, clamp01 = D.clamp01, lerp = D.lerp, unitAlpha = D.unitAlpha;

  /* The original viewer's player colours. */
  var COLORS = ['#3153d2', '#900090', '#FF0000', '#FFD700'];
  var NAPALM_COLOR = '#ff8a1f';
  var N = 60, NP = 4, NPOSTS = 16, STATES = 201;
  var ROUNDS_NAPALM = 30, ROUNDS_JUMP = 20, MAX_FIRE = 10, LIFE = 100, HIGH_VALUE = 100;

  // unit record layout (Int32Array, NU ints per unit)
  var U_ID = 0, U_TYPE = 1, U_PL = 2, U_I = 3, U_J = 4, U_LIFE = 5, U_ORI = 6, U_NAP = 7, U_K = 8,
    U_PARA = 9, NU = 10;
  var SOLDIER = 1, HELI = 2;
  var ORI_NAMES = ['south', 'east', 'north', 'west'];
  var ORI_ANGLE = [Math.PI / 2, 0, -Math.PI / 2, Math.PI];
  var UNIT_HEADER = ['id', 'type', 'player', 'i', 'j', 'life', 'ori', 'napalm', 'parachuters'];

  var TENS = '', UNITS = '', LABELS = [];
  for (var q0 = 0; q0 < N; q0++) {
    TENS += Math.floor(q0 / 10);
    UNITS += q0 % 10;
    LABELS.push((q0 < 10 ? '0' : '') + q0);
  }
  var readRow = Shell.rowReader(':.OX', 'land', ': forest, . grass, O water, X mountain');
  var C_FOREST = 58, C_GRASS = 46, C_WATER = 79, C_MOUNTAIN = 88;   // char codes of : . O X

  /* ------------------------------------------------------------------ parsing */

  function parse(text) {
    var sc = new Shell.Scanner(text);
    var m = { warnings: [] };
    var f = 0, stage = 'header', detail = '';
    sc.context = function () {
      if (stage === 'header') return 'header';
      return 'round ' + ((r0 || 0) + f) + (detail ? ', ' + detail : '');
    };
    sc.replayHeader(m, 'ApocalypseNow2018', '3.0');
    m.names = sc.playerNames(NP);

    var grids = [], gridOf = [], rowBuf = new Array(N);
    var owners = [], postI = [], postJ = [], postV = [];
    var units = [], unitStart = [0], paras = [];
    var fires = [], scores = [], status = [];
    var complete = 0, recovered = false;
    stage = 'state';
    // a match started from another one's round begins at that round: the first "round"
    // token, after the first state's tables
    var r0 = sc.numberAfter('round', Infinity, STATES - 1);

    try {
      for (f = 0; ; f++) {
        if (f > 0 && sc.atEnd()) break;

        /* land */
        detail = 'land';
        sc.expect('land');
        var t = sc.next();
        if (t !== TENS) throw sc.fail('the column label "000…555" (tens digits, each ten times)', t);
        t = sc.next();
        if (t !== UNITS) throw sc.fail('the column label "0123…789" (units digits, six times)', t);
        for (var i = 0; i < N; i++) {
          detail = 'land row ' + i;
          t = sc.next();
          if (t !== LABELS[i]) throw sc.fail('the row label "' + LABELS[i] + '"', t);
          rowBuf[i] = readRow(sc, N);
        }
        gridOf.push(Shell.gridIndex(grids, rowBuf.join('')));

        /* posts */
        detail = 'posts';
        sc.expect('posts');
        sc.expect('player'); sc.expect('i'); sc.expect('j'); sc.expect('value');
        for (var k = 0; k < NPOSTS; k++) {
          detail = 'post ' + k + ' of ' + NPOSTS;
          owners.push(sc.int('the owner of a post (a player 0..3, or -1 if unconquered)', -1, NP - 1));
          if (f === 0) {
            postI.push(sc.int('a row (0..' + (N - 1) + ')', 0, N - 1));
            postJ.push(sc.int('a column (0..' + (N - 1) + ')', 0, N - 1));
            postV.push(sc.int('the value of a post (a positive integer)', 1, 1000000));
          } else {
            sc.int('the row of post ' + k + ' (' + postI[k] + ', as in round 0)', postI[k], postI[k]);
            sc.int('the column of post ' + k + ' (' + postJ[k] + ', as in round 0)', postJ[k], postJ[k]);
            sc.int('the value of post ' + k + ' (' + postV[k] + ', as in round 0)', postV[k], postV[k]);
          }
        }

        /* units */
        detail = 'units';
        sc.expect('units');
        for (var h = 0; h < UNIT_HEADER.length; h++) sc.expect(UNIT_HEADER[h]);
        var prevId = 0;
        for (;;) {
          detail = 'units, after id ' + prevId;
          var whatId = 'a unit id greater than ' + prevId + ', or -1 to end the units';
          var id = sc.int(whatId, -1);
          if (id === -1) break;
          if (id <= prevId) throw sc.fail(whatId, String(id));
          detail = 'unit ' + id;
          var type = sc.int('a unit type (1 soldier, 2 helicopter)', 1, 2);
          var pl = sc.int('a player (0..3)', 0, NP - 1);
          var ui = sc.int('a row (0..' + (N - 1) + ')', 0, N - 1);
          var uj = sc.int('a column (0..' + (N - 1) + ')', 0, N - 1);
          var life, ori, nap, kk;
          if (type === SOLDIER) {
            life = sc.int('the life of a soldier (1..' + LIFE + ')', 1, LIFE);
            ori = sc.int('the orientation of a soldier (-1)', -1, -1);
            nap = sc.int('the napalm counter of a soldier (-1)', -1, -1);
            kk = sc.int('the parachuter count of a soldier (0)', 0, 0);
          } else {
            life = sc.int('the life of a helicopter (-1)', -1, -1);
            ori = sc.int('a helicopter orientation (0 S, 1 E, 2 N, 3 W)', 0, 3);
            nap = sc.int('a napalm counter (0..' + ROUNDS_NAPALM + ')', 0, ROUNDS_NAPALM);
            kk = sc.int('a parachuter count (0..80)', 0, 80);
          }
          units.push(id, type, pl, ui, uj, life, ori, nap, kk, paras.length);
          for (var c = 0; c < kk; c++) {
            paras.push(sc.int('a parachuter counter (1..' + ROUNDS_JUMP + ')', 1, ROUNDS_JUMP));
          }
          prevId = id;
        }
        unitStart.push(units.length / NU);

        /* fire */
        detail = 'fire';
        sc.expect('fire');
        sc.expect('rounds'); sc.expect('i'); sc.expect('j');
        var fm = new Uint8Array(N * N);
        for (;;) {
          var whatF = 'a fire counter (1..' + MAX_FIRE + '), or -1 to end the fire list';
          var v = sc.int(whatF, -1, MAX_FIRE);
          if (v === -1) break;
          if (v === 0) throw sc.fail(whatF, '0');
          var fi = sc.int('a row (0..' + (N - 1) + ')', 0, N - 1);
          var fj = sc.int('a column (0..' + (N - 1) + ')', 0, N - 1);
          fm[fi * N + fj] = v;
        }
        fires.push(fm);

        /* tail */
        detail = '';
        sc.expect('round');
        sc.int('the round number ' + (r0 + f), r0 + f, r0 + f);
        sc.expect('total_score');
        for (var p = 0; p < NP; p++) scores.push(sc.int('a score (an integer)'));
        sc.expect('status');
        for (p = 0; p < NP; p++) status.push(sc.number('a status number'));
        complete = f + 1;
      }
    } catch (e) {
      m.warnings.push(Shell.recover(e, complete));
      recovered = true;
    }
    var F = complete;
    if (F !== STATES - r0 && !recovered) {
      m.warnings.push('The file is cut short: expected ' + (STATES - r0) + ' states (rounds ' + r0 + '..' + (STATES - 1) +
        '), found ' + F + ' (a match played with --rounds ends early too).');
    }
    if (r0 > 0) m.frameLabel = function (fr) { return r0 + fr; };
    // drop the partial state of a file cut short or bad partway
    unitStart.length = F + 1;
    gridOf.length = F;
    fires.length = F;
    owners.length = F * NPOSTS;

    m.frameCount = F;
    m.grids = grids;
    m.gridOf = gridOf;
    m.postI = postI; m.postJ = postJ; m.postV = postV;
    m.owners = Int8Array.from(owners);
    m.units = Int32Array.from(units);
    m.unitStart = Int32Array.from(unitStart);
    m.paras = Int8Array.from(paras);
    m.fires = fires;
    m.scores = Int32Array.from(scores.slice(0, F * NP));
    m.status = Float64Array.from(status.slice(0, F * NP));
    m.postAt = new Int8Array(N * N).fill(-1);
    for (var pk = 0; pk < NPOSTS; pk++) m.postAt[postI[pk] * N + postJ[pk]] = pk;
    derive(m);
    m.players = Shell.players(m.names, COLORS);
    var high = postV.filter(function (x) { return x >= HIGH_VALUE; }).length;
    m.info = 'Seed ' + m.seed + '  ·  60×60  ·  ' + (F - 1) + ' rounds  ·  ' + NPOSTS + ' posts (' + high +
      ' worth ' + HIGH_VALUE + ')';
    m.chart = { title: 'Score', value: function (pl, fr) { return m.scores[fr * NP + pl]; } };
    if (m.warnings.length) m.warning = m.warnings.join('\n');
    m.cache = {};
    return m;
  }

  /* Per-frame counts for the panel, and the events: posts conquered, napalm thrown, soldiers
   * killed. Orders are not recorded, so these are read from the difference of two states. */
  function derive(m) {
    var F = m.frameCount, U = m.units, S = m.unitStart;
    var soldiers = new Int32Array(F * NP), helis = new Int32Array(F * NP), paraN = new Int32Array(F * NP);
    var posts = new Int32Array(F * NP);
    for (var f = 0; f < F; f++) {
      for (var a = S[f]; a < S[f + 1]; a++) {
        var q = a * NU, p = U[q + U_PL];
        if (U[q + U_TYPE] === SOLDIER) soldiers[f * NP + p]++;
        else { helis[f * NP + p]++; paraN[f * NP + p] += U[q + U_K]; }
      }
      for (var k = 0; k < NPOSTS; k++) {
        var o = m.owners[f * NPOSTS + k];
        if (o >= 0) posts[f * NP + o]++;
      }
    }
    m.soldiers = soldiers; m.helis = helis; m.paraN = paraN; m.posts = posts;

    var events = [], markers = [];
    m.napalmAt = {};      // frame -> [unit row index in frame f-1 of each throwing helicopter]
    for (f = 1; f < F; f++) {
      // posts that changed hands
      for (k = 0; k < NPOSTS; k++) {
        var was = m.owners[(f - 1) * NPOSTS + k], now = m.owners[f * NPOSTS + k];
        if (was === now) continue;
        var where = 'the ' + m.postV[k] + ' post at (' + m.postI[k] + ', ' + m.postJ[k] + ')';
        if (now >= 0) {
          events.push({ frame: f, text: '{p' + now + '} takes ' + where + (was >= 0 ? ' from {p' + was + '}' : '') });
          markers.push({ frame: f, color: COLORS[now] });
        } else {
          events.push({ frame: f, text: '{p' + was + '} loses ' + where });
        }
      }
      // napalm (a helicopter's counter jumps back to 30) and soldiers that vanished
      var napalmKills = {}, throwers = [];
      pairUnits(m, f - 1, f, function (a, b) {
        if (a < 0 || b < 0) return;
        var qa = a * NU, qb = b * NU;
        if (U[qa + U_TYPE] !== HELI) return;
        if (U[qb + U_NAP] === ROUNDS_NAPALM && U[qa + U_NAP] !== ROUNDS_NAPALM) throwers.push(a);
      });
      if (throwers.length) m.napalmAt[f] = throwers;
      var lost = [0, 0, 0, 0], burnt = [0, 0, 0, 0], killedAny = false;
      var fire = m.fires[f];
      pairUnits(m, f - 1, f, function (a, b) {
        if (b >= 0 || U[a * NU + U_TYPE] !== SOLDIER) return;
        var qa = a * NU, si = U[qa + U_I], sj = U[qa + U_J], p = U[qa + U_PL];
        for (var t = 0; t < throwers.length; t++) {
          var qh = throwers[t] * NU;
          if (Math.abs(U[qh + U_I] - si) <= 2 && Math.abs(U[qh + U_J] - sj) <= 2) {
            napalmKills[throwers[t]] = (napalmKills[throwers[t]] || 0) + 1;
            return;
          }
        }
        // killed by fire if it stood in it or next to it (moving into a burning cell kills)
        var inFire = false;
        for (var di = -1; di <= 1 && !inFire; di++) {
          for (var dj = -1; dj <= 1; dj++) {
            var ii = si + di, jj = sj + dj;
            if (ii >= 0 && jj >= 0 && ii < N && jj < N && fire[ii * N + jj]) { inFire = true; break; }
          }
        }
        if (inFire) burnt[p]++; else lost[p]++;
        killedAny = true;
      });
      throwers.forEach(function (a) {
        var qa = a * NU, n = napalmKills[a] || 0;
        events.push({ frame: f, text: '{p' + U[qa + U_PL] + '} napalms (' + U[qa + U_I] + ', ' + U[qa + U_J] + ')' +
          (n ? ': ' + n + ' killed' : '') });
        markers.push({ frame: f, color: NAPALM_COLOR });
      });
      if (killedAny) {
        lossEvent(f, 'in combat', lost);
        lossEvent(f, 'by fire', burnt);
      }
    }
    m.events = events;
    m.markers = markers;

    /* "Killed in combat: {p0} 2 units, {p3} 1 unit" */
    function lossEvent(f, how, counts) {
      var parts = [];
      for (var pl = 0; pl < NP; pl++) {
        if (counts[pl]) parts.push('{p' + pl + '} ' + counts[pl] + (counts[pl] === 1 ? ' unit' : ' units'));
      }
      if (parts.length) events.push({ frame: f, text: 'Killed ' + how + ': ' + parts.join(', ') });
    }
  }

  /* Calls fn(a, b) for every unit id of frame fa and/or fb (rows sorted by id): a and b are
   * the unit row indices, -1 when the unit is missing from that frame. */
  function pairUnits(m, fa, fb, fn) {
    var U = m.units, S = m.unitStart;
    var a = S[fa], aEnd = S[fa + 1], b = S[fb], bEnd = S[fb + 1];
    while (a < aEnd || b < bEnd) {
      var ida = a < aEnd ? U[a * NU] : Infinity, idb = b < bEnd ? U[b * NU] : Infinity;
      if (ida === idb) { fn(a, b); a++; b++; } else if (ida < idb) { fn(a, -1); a++; } else { fn(-1, b); b++; }
    }
  }

  /* ------------------------------------------------------------------ drawing helpers */

  function rgb(r, g, b) { return 'rgb(' + Math.round(r) + ',' + Math.round(g) + ',' + Math.round(b) + ')'; }

  /* ------------------------------------------------------------------ terrain */

  function paintGrass(g, x, y, c, i, j) {
    var n = hash(i, j) - 0.5, n2 = hash(j + 31, i + 7) - 0.5;
    g.fillStyle = rgb(122 + n * 14, 168 + n * 16 + n2 * 6, 74 + n2 * 10);
    g.fillRect(x, y, c, c);
    if (c >= 7) {
      // tufts
      g.fillStyle = 'rgba(60,110,35,.45)';
      var s = Math.max(1, Math.round(c / 12));
      for (var t = 0; t < 2; t++) {
        var tx = x + Math.floor(hash(i * 3 + t, j + 11) * (c - 2 * s)), ty = y + Math.floor(hash(i + 5, j * 3 + t) * (c - 3 * s));
        g.fillRect(tx, ty, s, 2 * s);
        g.fillRect(tx + s, ty + s, s, 2 * s);
      }
      if (hash(i + 91, j + 13) < 0.12) {
        // a little flower
        g.fillStyle = hash(i, j + 3) < 0.5 ? 'rgba(255,240,150,.9)' : 'rgba(255,255,255,.85)';
        g.fillRect(x + Math.floor(hash(j, i + 2) * (c - s)), y + Math.floor(hash(i + 4, j) * (c - s)), s, s);
      }
    }
  }

  function paintScorched(g, x, y, c, i, j) {
    var n = hash(i, j) - 0.5;
    g.fillStyle = rgb(104 + n * 16, 104 + n * 14, 66 + n * 8);
    g.fillRect(x, y, c, c);
    if (c >= 6) {
      var s = Math.max(1, Math.round(c / 10));
      g.fillStyle = 'rgba(35,28,22,.55)';
      for (var t = 0; t < 3; t++) {
        g.fillRect(x + Math.floor(hash(i * 5 + t, j) * (c - s)), y + Math.floor(hash(i, j * 5 + t) * (c - s)), s, s);
      }
      if (hash(i + 3, j + 8) < 0.45 && c >= 8) {
        // a charred stump
        g.fillStyle = '#3a2c22';
        var sx = x + c * (0.35 + 0.3 * hash(j, i)), sy = y + c * (0.4 + 0.25 * hash(i + 1, j));
        g.fillRect(Math.round(sx), Math.round(sy), Math.max(2, Math.round(c * 0.16)), Math.max(2, Math.round(c * 0.22)));
      }
    }
  }

  function paintForestFloor(g, x, y, c, i, j) {
    var n = hash(i, j) - 0.5;
    g.fillStyle = rgb(66 + n * 10, 112 + n * 12, 50 + n * 8);
    g.fillRect(x, y, c, c);
  }
  function treeGeom(c, i, j) {
    var h = hash(i + 17, j * 3 + 5), h2 = hash(j + 41, i * 7 + 3);
    return {
      dx: c * (0.5 + (h - 0.5) * 0.22), dy: c * (0.5 + (h2 - 0.5) * 0.22),
      r: c * (0.43 + 0.1 * hash(i * 13 + 1, j + 2)), tone: hash(i + 2, j + 97) - 0.5
    };
  }
  function paintTreeShadow(g, x, y, c, i, j) {
    var t = treeGeom(c, i, j);
    g.fillStyle = 'rgba(14,45,18,.45)';
    g.beginPath();
    g.arc(x + t.dx + c * 0.1, y + t.dy + c * 0.14, t.r, 0, Math.PI * 2);
    g.fill();
  }
  function paintTree(g, x, y, c, i, j) {
    var t = treeGeom(c, i, j), cx = x + t.dx, cy = y + t.dy;
    g.fillStyle = rgb(38 + t.tone * 14, 104 + t.tone * 22, 44 + t.tone * 10);
    g.beginPath();
    g.arc(cx, cy, t.r, 0, Math.PI * 2);
    g.fill();
    if (c >= 6) {
      g.fillStyle = rgb(72 + t.tone * 16, 146 + t.tone * 20, 62 + t.tone * 10);
      g.beginPath();
      g.arc(cx - t.r * 0.28, cy - t.r * 0.3, t.r * 0.55, 0, Math.PI * 2);
      g.fill();
      g.fillStyle = 'rgba(190,235,150,.35)';
      g.beginPath();
      g.arc(cx - t.r * 0.38, cy - t.r * 0.42, t.r * 0.22, 0, Math.PI * 2);
      g.fill();
    }
  }

  function paintWater(g, x, y, c, isW, i, j) {
    var inner = isW(i - 1, j) && isW(i + 1, j) && isW(i, j - 1) && isW(i, j + 1);
    var n = hash(i, j) - 0.5;
    g.fillStyle = inner ? rgb(40 + n * 6, 118 + n * 8, 196 + n * 8) : rgb(58 + n * 6, 142 + n * 8, 214 + n * 6);
    g.fillRect(x, y, c, c);
    var w = Math.max(1, Math.round(c / 8));
    g.fillStyle = 'rgba(225,240,205,.85)';      // sandy shore
    if (!isW(i - 1, j)) g.fillRect(x, y, c, w);
    if (!isW(i + 1, j)) g.fillRect(x, y + c - w, c, w);
    if (!isW(i, j - 1)) g.fillRect(x, y, w, c);
    if (!isW(i, j + 1)) g.fillRect(x + c - w, y, w, c);
    if (c >= 7 && hash(i + 5, j + 5) < 0.6) {
      g.strokeStyle = 'rgba(215,240,255,.7)';
      g.lineWidth = Math.max(1, c / 14);
      var yy = y + c * (0.35 + 0.3 * hash(i, j + 9)), xx = x + c * 0.15 * hash(j, i + 1);
      g.beginPath();
      g.moveTo(xx + c * 0.15, yy);
      g.quadraticCurveTo(xx + c * 0.3, yy - c * 0.13, xx + c * 0.45, yy);
      g.quadraticCurveTo(xx + c * 0.6, yy + c * 0.13, xx + c * 0.75, yy);
      g.stroke();
    }
  }

  function paintMountain(g, x, y, c, i, j) {
    var n = hash(i, j) - 0.5;
    g.fillStyle = rgb(96 + n * 10, 88 + n * 10, 80 + n * 8);
    g.fillRect(x, y, c, c);
    if (c < 5) return;
    var px = x + c * (0.5 + 0.16 * (hash(j, i + 3) - 0.5)), py = y + c * (0.08 + 0.12 * hash(i + 9, j));
    var l = x - c * 0.05, r = x + c * 1.05, b = y + c * 0.98;
    g.fillStyle = rgb(170 + n * 12, 160 + n * 12, 146 + n * 10);      // lit face
    g.beginPath(); g.moveTo(l, b); g.lineTo(px, py); g.lineTo(px, b); g.closePath(); g.fill();
    g.fillStyle = rgb(118 + n * 10, 108 + n * 10, 98 + n * 8);        // shaded face
    g.beginPath(); g.moveTo(px, py); g.lineTo(r, b); g.lineTo(px, b); g.closePath(); g.fill();
    if (c >= 8) {
      g.fillStyle = 'rgba(250,250,255,.95)';    // snow cap
      var sh = c * 0.26;
      g.beginPath();
      g.moveTo(px, py);
      g.lineTo(px - sh * 0.62, py + sh);
      g.lineTo(px - sh * 0.15, py + sh * 0.8);
      g.lineTo(px + sh * 0.1, py + sh * 1.05);
      g.lineTo(px + sh * 0.62, py + sh);
      g.closePath();
      g.fill();
    }
  }

  /* Paints the land of `grid`: the ground of the cells in groundMask, then the trees of the
   * forest cells in treeMask (shadows first, then canopies, row by row). Null masks mean every
   * cell. Forest that burnt down (grass now, forest in round 0) is drawn scorched. */
  function paintLand(g, m, grid, c, groundMask, treeMask) {
    var g0 = m.grids[0];
    var isW = function (i, j) {
      if (i < 0 || j < 0 || i >= N || j >= N) return true;
      return grid.charCodeAt(i * N + j) === C_WATER;
    };
    var i, j, k, x, y, ch;
    for (k = 0; k < N * N; k++) {
      if (groundMask && !groundMask[k]) continue;
      i = (k / N) | 0; j = k % N;
      ch = grid.charCodeAt(k); x = j * c; y = i * c;
      if (ch === C_FOREST) paintForestFloor(g, x, y, c, i, j);
      else if (ch === C_WATER) paintWater(g, x, y, c, isW, i, j);
      else if (ch === C_MOUNTAIN) paintMountain(g, x, y, c, i, j);
      else if (g0.charCodeAt(k) === C_FOREST) paintScorched(g, x, y, c, i, j);
      else paintGrass(g, x, y, c, i, j);
    }
    if (c < 4) return;
    for (var pass = 0; pass < 2; pass++) {
      for (k = 0; k < N * N; k++) {
        if ((treeMask && !treeMask[k]) || grid.charCodeAt(k) !== C_FOREST) continue;
        i = (k / N) | 0; j = k % N;
        if (pass === 0) paintTreeShadow(g, j * c, i * c, c, i, j);
        else paintTree(g, j * c, i * c, c, i, j);
      }
    }
  }

  function dilate(cells, r) {
    var mask = new Uint8Array(N * N);
    for (var q = 0; q < cells.length; q++) {
      var i = (cells[q] / N) | 0, j = cells[q] % N;
      for (var a = Math.max(0, i - r); a <= Math.min(N - 1, i + r); a++) {
        for (var b = Math.max(0, j - r); b <= Math.min(N - 1, j + r); b++) mask[a * N + b] = 1;
      }
    }
    return mask;
  }

  /* Land of one distinct grid at cell size c; the last few are cached. A new one starts from the
   * closest cached layer and repaints only around the cells that changed (forest burning down):
   * the 3x3 block around each is repainted, clipped, with the trees of the 5x5 block, so canopies
   * reaching over cell borders come out exactly as in a full paint. */
  function landLayer(m, gi, c) {
    if (m.cache.cell !== c) { m.cache.cell = c; m.cache.layers = []; }
    var layers = m.cache.layers, k;
    for (k = 0; k < layers.length; k++) if (layers[k].gi === gi) return layers[k].cv;
    var grid = m.grids[gi];
    var cv = document.createElement('canvas');
    cv.width = N * c;
    cv.height = N * c;
    var g = cv.getContext('2d');
    var base = null;
    for (k = 0; k < layers.length; k++) {
      if (!base || Math.abs(layers[k].gi - gi) < Math.abs(base.gi - gi)) base = layers[k];
    }
    var changed = [];
    if (base) {
      var old = m.grids[base.gi];
      for (k = 0; k < N * N; k++) if (old.charCodeAt(k) !== grid.charCodeAt(k)) changed.push(k);
    }
    if (!base || changed.length > N * N / 4) {
      paintLand(g, m, grid, c, null, null);
    } else {
      g.drawImage(base.cv, 0, 0);
      if (changed.length) {
        g.save();
        g.beginPath();
        for (k = 0; k < changed.length; k++) {
          var ci = (changed[k] / N) | 0, cj = changed[k] % N;
          g.rect((cj - 1) * c, (ci - 1) * c, 3 * c, 3 * c);
        }
        g.clip();
        paintLand(g, m, grid, c, dilate(changed, 1), dilate(changed, 2));
        g.restore();
      }
    }
    layers.unshift({ gi: gi, cv: cv });
    if (layers.length > 4) layers.pop();
    return cv;
  }

  /* ------------------------------------------------------------------ fire */

  function tongue(g, x, y, w, h) {
    g.beginPath();
    g.moveTo(x - w, y);
    g.bezierCurveTo(x - w * 1.1, y - h * 0.45, x - w * 0.2, y - h * 0.6, x, y - h);
    g.bezierCurveTo(x + w * 0.25, y - h * 0.6, x + w * 1.1, y - h * 0.45, x + w, y);
    g.arc(x, y, w, 0, Math.PI, false);
    g.closePath();
    g.fill();
  }

  /* Four animation frames of a burning cell, each 2c x 2c with the cell centre in the middle. */
  function fireSprites(m, c) {
    if (m.cache.fire && m.cache.fireCell === c) return m.cache.fire;
    var out = [];
    for (var k = 0; k < 4; k++) {
      var cv = document.createElement('canvas');
      cv.width = cv.height = 2 * c;
      var g = cv.getContext('2d');
      var gr = g.createRadialGradient(c, c * 1.05, 0, c, c * 1.05, c);
      gr.addColorStop(0, 'rgba(255,190,60,.75)');
      gr.addColorStop(0.45, 'rgba(255,110,20,.35)');
      gr.addColorStop(1, 'rgba(255,60,0,0)');
      g.fillStyle = gr;
      g.fillRect(0, 0, 2 * c, 2 * c);
      var base = c * 1.35;
      for (var t = 0; t < 3; t++) {
        var dx = (t - 1) * c * 0.3 + (hash(k, t) - 0.5) * c * 0.12;
        var h = c * (t === 1 ? 0.85 : 0.55) * (0.8 + 0.4 * hash(t + 7, k * 3));
        var w = c * (t === 1 ? 0.26 : 0.19);
        g.fillStyle = '#e8430c';
        tongue(g, c + dx, base, w, h);
        g.fillStyle = '#ff9a1c';
        tongue(g, c + dx, base, w * 0.7, h * 0.72);
        g.fillStyle = '#ffe36b';
        tongue(g, c + dx, base, w * 0.38, h * 0.42);
      }
      out.push(cv);
    }
    m.cache.fire = out;
    m.cache.fireCell = c;
    return out;
  }

  function drawFireCell(g, sprites, c, i, j, level, alpha, now) {
    if (alpha <= 0.01) return;
    var x = j * c, y = i * c;
    g.globalAlpha = alpha;
    g.fillStyle = 'rgba(70,22,0,.55)';
    g.fillRect(x, y, c, c);
    var k = (Math.floor(now / 95 + hash(i, j) * 4) & 3);
    var s = 0.55 + 0.5 * clamp01(level / 7);
    var flick = 1 + 0.06 * Math.sin(now / 70 + i * 1.7 + j * 2.3);
    var half = c * s * flick;
    g.drawImage(sprites[k], x + c / 2 - half, y + c / 2 - half, 2 * half, 2 * half);
    g.globalAlpha = 1;
  }

  /* ------------------------------------------------------------------ posts */

  function paintPost(g, cx, cy, c, value, high, owner, alpha) {
    var s = c * (high ? 2.7 : 1.9), h = s / 2;
    var fill = owner >= 0 ? COLORS[owner] : '#fbfbf7';
    var dark = owner === 3 || owner < 0;          // gold and white need dark marks
    g.globalAlpha = alpha;
    g.fillStyle = 'rgba(0,0,0,.35)';
    g.fillRect(cx - h + c * 0.12, cy - h + c * 0.16, s, s);
    g.fillStyle = fill;
    g.fillRect(cx - h, cy - h, s, s);
    g.lineWidth = Math.max(1, c * 0.12);
    g.strokeStyle = owner >= 0 ? mix(fill, '#000000', 0.45) : '#5b6270';
    g.strokeRect(cx - h, cy - h, s, s);
    // inner frame
    g.lineWidth = Math.max(1, c * 0.07);
    g.strokeStyle = dark ? 'rgba(40,40,50,.55)' : 'rgba(255,255,255,.7)';
    var ins = s * 0.16;
    g.strokeRect(cx - h + ins, cy - h + ins, s - 2 * ins, s - 2 * ins);
    g.fillStyle = dark ? 'rgba(40,40,50,.8)' : '#ffffff';
    if (high) {
      Shell.draw.starPath(g, cx, cy, s * 0.3, s * 0.13);
      g.fill();
    } else {
      g.beginPath();
      g.arc(cx, cy, s * 0.14, 0, Math.PI * 2);
      g.fill();
    }
    g.globalAlpha = 1;
  }

  /* ------------------------------------------------------------------ soldiers */

  /* A soldier: a token whose dark wedge grows as its life drops. */
  function drawSoldier(g, cx, cy, c, color, alpha, scale, life) {
    D.token(g, cx, cy, c, c * 0.37 * scale, color, alpha, 1 - life / LIFE, 'rgba(0,0,0,.3)');
  }

  function drawParachute(g, cx, cy, c, color, alpha) {
    if (alpha <= 0.01) return;
    g.globalAlpha = alpha;
    var r = c * 0.62, top = cy - c * 1.05;
    g.strokeStyle = 'rgba(255,255,255,.85)';
    g.lineWidth = Math.max(1, c * 0.05);
    g.beginPath();
    g.moveTo(cx - r, top); g.lineTo(cx, cy - c * 0.2);
    g.moveTo(cx + r, top); g.lineTo(cx, cy - c * 0.2);
    g.stroke();
    g.fillStyle = mix(color, '#ffffff', 0.45);
    g.beginPath();
    g.arc(cx, top, r, Math.PI, 0);
    g.closePath();
    g.fill();
    g.strokeStyle = mix(color, '#000000', 0.3);
    g.stroke();
    g.globalAlpha = 1;
  }

  /* A soldier lost: a ring in its colour and a white cross. */
  function puff(g, cx, cy, c, k, color) {
    if (!D.ring(g, cx, cy, c, color, k)) return;
    g.strokeStyle = '#ffffff';
    g.lineWidth = Math.max(1, c * 0.1);
    var a = c * 0.28 * (1 - k * 0.5);
    g.beginPath();
    g.moveTo(cx - a, cy - a); g.lineTo(cx + a, cy + a);
    g.moveTo(cx + a, cy - a); g.lineTo(cx - a, cy + a);
    g.stroke();
    g.globalAlpha = 1;
  }

  function hit(g, cx, cy, c, k) { Shell.draw.hitStar(g, cx, cy, c, k, '#ff5a1f', 0.42, 0.17); }

  /* ------------------------------------------------------------------ helicopters */

  function ellipse(g, x, y, rx, ry) {
    g.beginPath();
    g.ellipse(x, y, rx, ry, 0, 0, Math.PI * 2);
  }

  /* A helicopter centred at (cx, cy) facing `ang` (0 = east), spanning the 5x5 footprint. */
  function drawHeli(g, cx, cy, c, ang, color, alpha, rotor, napalmReady, now) {
    g.globalAlpha = alpha;
    var outline = 'rgba(10,12,20,.85)';
    var lw = Math.max(1, c * 0.09);
    // ground shadow
    g.save();
    g.translate(cx + c * 0.7, cy + c * 0.95);
    g.rotate(ang);
    g.fillStyle = 'rgba(0,0,0,.22)';
    ellipse(g, c * 0.15, 0, c * 1.4, c * 0.8); g.fill();
    g.fillRect(-c * 2.3, -c * 0.16, c * 1.5, c * 0.32);
    g.restore();

    g.save();
    g.translate(cx, cy);
    g.rotate(ang);
    var body = color, dark = mix(color, '#000000', 0.35), light = mix(color, '#ffffff', 0.35);
    // skids
    g.strokeStyle = '#2a2d34';
    g.lineWidth = Math.max(1, c * 0.12);
    g.beginPath();
    g.moveTo(-c * 0.75, -c * 0.88); g.lineTo(c * 1.15, -c * 0.88);
    g.moveTo(-c * 0.75, c * 0.88); g.lineTo(c * 1.15, c * 0.88);
    g.stroke();
    // tail boom and fin
    g.fillStyle = dark;
    g.strokeStyle = outline;
    g.lineWidth = lw;
    g.beginPath();
    g.moveTo(-c * 0.7, -c * 0.24); g.lineTo(-c * 2.3, -c * 0.12); g.lineTo(-c * 2.3, c * 0.12); g.lineTo(-c * 0.7, c * 0.24);
    g.closePath(); g.fill(); g.stroke();
    g.fillStyle = body;
    g.beginPath();
    g.moveTo(-c * 1.95, -c * 0.1); g.lineTo(-c * 2.45, -c * 0.62); g.lineTo(-c * 2.55, -c * 0.62); g.lineTo(-c * 2.35, 0);
    g.lineTo(-c * 2.55, c * 0.62); g.lineTo(-c * 2.45, c * 0.62); g.lineTo(-c * 1.95, c * 0.1);
    g.closePath(); g.fill(); g.stroke();
    // tail rotor
    var tr = Math.cos(rotor * 2.3);
    g.strokeStyle = 'rgba(30,30,35,.85)';
    g.lineWidth = Math.max(1, c * 0.1);
    g.beginPath();
    g.moveTo(-c * 2.3 - c * 0.5 * tr, -c * 0.3); g.lineTo(-c * 2.3 + c * 0.5 * tr, -c * 0.3);
    g.stroke();
    // fuselage
    g.fillStyle = body;
    g.strokeStyle = outline;
    g.lineWidth = lw;
    ellipse(g, c * 0.2, 0, c * 1.3, c * 0.74); g.fill(); g.stroke();
    g.fillStyle = light;
    ellipse(g, c * 0.05, -c * 0.22, c * 0.8, c * 0.22); g.fill();
    // napalm tanks under the belly: glowing orange when ready
    g.fillStyle = napalmReady ? (0.5 + 0.5 * Math.sin(now / 180) > 0.5 ? '#ffb02e' : '#ff7a1a') : '#4a4d55';
    g.strokeStyle = outline;
    g.lineWidth = Math.max(1, c * 0.06);
    ellipse(g, -c * 0.3, -c * 0.62, c * 0.42, c * 0.14); g.fill(); g.stroke();
    ellipse(g, -c * 0.3, c * 0.62, c * 0.42, c * 0.14); g.fill(); g.stroke();
    // cockpit glass
    g.fillStyle = 'rgba(170,225,255,.95)';
    g.beginPath();
    g.ellipse(c * 0.95, 0, c * 0.52, c * 0.5, 0, -Math.PI / 2, Math.PI / 2);
    g.closePath();
    g.fill();
    g.fillStyle = 'rgba(255,255,255,.7)';
    ellipse(g, c * 1.08, -c * 0.2, c * 0.18, c * 0.1); g.fill();
    // main rotor: blurred disc and two spinning blades
    g.fillStyle = 'rgba(235,240,250,.13)';
    g.beginPath(); g.arc(c * 0.1, 0, c * 2.4, 0, Math.PI * 2); g.fill();
    g.strokeStyle = 'rgba(255,255,255,.18)';
    g.lineWidth = Math.max(1, c * 0.05);
    g.stroke();
    g.translate(c * 0.1, 0);
    for (var b = 0; b < 2; b++) {
      var a0 = rotor + b * Math.PI / 2;
      for (var ghost = 2; ghost >= 0; ghost--) {
        var a1 = a0 - ghost * 0.16;
        g.strokeStyle = ghost ? 'rgba(25,25,30,' + (0.22 - ghost * 0.06) + ')' : 'rgba(25,25,30,.88)';
        g.lineWidth = Math.max(1, c * 0.17);
        g.lineCap = 'round';
        g.beginPath();
        g.moveTo(-Math.cos(a1) * c * 2.35, -Math.sin(a1) * c * 2.35);
        g.lineTo(Math.cos(a1) * c * 2.35, Math.sin(a1) * c * 2.35);
        g.stroke();
      }
    }
    g.lineCap = 'butt';
    g.fillStyle = '#2a2d34';
    g.beginPath(); g.arc(0, 0, c * 0.2, 0, Math.PI * 2); g.fill();
    g.fillStyle = light;
    g.beginPath(); g.arc(0, 0, c * 0.1, 0, Math.PI * 2); g.fill();
    g.restore();
    g.globalAlpha = 1;
  }

  /* The 5x5 footprint (where napalm lands and parachuters may jump). */
  function drawFootprint(g, cx, cy, c, color, alpha, ready, now) {
    var h = 2.5 * c;
    g.globalAlpha = alpha;
    g.fillStyle = rgba(color, 0.1);
    g.fillRect(cx - h, cy - h, 2 * h, 2 * h);
    var L = c * 0.9;
    g.strokeStyle = ready ? (0.5 + 0.5 * Math.sin(now / 180) > 0.5 ? '#ffb02e' : '#ff6a00') : mix(color, '#ffffff', 0.3);
    g.lineWidth = Math.max(1, c * (ready ? 0.16 : 0.11));
    g.beginPath();
    for (var sx = -1; sx <= 1; sx += 2) {
      for (var sy = -1; sy <= 1; sy += 2) {
        var x = cx + sx * h, y = cy + sy * h;
        g.moveTo(x - sx * L, y); g.lineTo(x, y); g.lineTo(x, y - sy * L);
      }
    }
    g.stroke();
    g.globalAlpha = 1;
  }

  /* Badges next to a helicopter, upright: napalm gauge (fills over 30 rounds, a flame when
   * ready) at the top right, parachuters waiting at the top left. */
  function drawBadges(g, cx, cy, c, color, alpha, napalm, k, minCounter) {
    var R = Math.max(5, c * 0.62);
    var lim = N * c;        // keep the badges on the board
    var bx = Math.min(cx + 2.5 * c, lim - R - 1), by = Math.max(cy - 2.5 * c, R + 1);
    g.globalAlpha = alpha;
    g.fillStyle = 'rgba(18,20,28,.85)';
    g.beginPath(); g.arc(bx, by, R, 0, Math.PI * 2); g.fill();
    if (napalm === 0) {
      g.fillStyle = NAPALM_COLOR;
      g.beginPath(); g.arc(bx, by, R * 0.8, 0, Math.PI * 2); g.fill();
      g.fillStyle = '#fff2a8';
      tongue(g, bx, by + R * 0.35, R * 0.3, R * 0.85);
    } else {
      g.strokeStyle = NAPALM_COLOR;
      g.lineWidth = Math.max(1.5, R * 0.32);
      g.beginPath();
      g.arc(bx, by, R * 0.62, -Math.PI / 2, -Math.PI / 2 + Math.PI * 2 * (1 - napalm / ROUNDS_NAPALM));
      g.stroke();
    }
    if (k > 0) {
      var txt = String(k);
      var fs = Math.max(9, Math.round(c * 0.85));
      g.font = '700 ' + fs + 'px system-ui, sans-serif';
      var tw = g.measureText(txt).width;
      var w = tw + fs * 1.35, hh = fs * 1.25;
      var px = Math.max(cx - 2.5 * c, w / 2 + 1), py = Math.max(cy - 2.5 * c, hh / 2 + 1);
      g.fillStyle = minCounter <= 3 ? 'rgba(120,20,20,.92)' : 'rgba(18,20,28,.85)';
      D.roundRect(g, px - w / 2, py - hh / 2, w, hh, hh / 2);
      g.fill();
      // tiny parachute glyph
      var gx = px - w / 2 + fs * 0.55, gy = py + fs * 0.05, gr = fs * 0.32;
      g.fillStyle = mix(color, '#ffffff', 0.5);
      g.beginPath(); g.arc(gx, gy - gr * 0.2, gr, Math.PI, 0); g.closePath(); g.fill();
      g.strokeStyle = 'rgba(255,255,255,.8)';
      g.lineWidth = 1;
      g.beginPath(); g.moveTo(gx - gr, gy - gr * 0.2); g.lineTo(gx, gy + gr); g.lineTo(gx + gr, gy - gr * 0.2); g.stroke();
      g.fillStyle = '#ffffff';
      g.textAlign = 'left';
      g.textBaseline = 'middle';
      g.fillText(txt, gx + gr + fs * 0.12, py + fs * 0.05);
    }
    g.globalAlpha = 1;
  }

  /* Napalm landing: a fireball filling the 5x5 under the helicopter. */
  function napalmBlast(g, cx, cy, c, k) {
    if (k <= 0 || k >= 1) return;
    var grow = ease(clamp01(k * 2.2)), fade = 1 - clamp01((k - 0.35) / 0.65);
    var r = c * (0.8 + 3.0 * grow);
    g.save();
    g.globalAlpha = 0.95 * fade;
    var gr = g.createRadialGradient(cx, cy, 0, cx, cy, r);
    gr.addColorStop(0, 'rgba(255,250,200,1)');
    gr.addColorStop(0.35, 'rgba(255,190,50,.95)');
    gr.addColorStop(0.7, 'rgba(255,90,0,.75)');
    gr.addColorStop(1, 'rgba(200,30,0,0)');
    g.fillStyle = gr;
    g.beginPath();
    g.rect(cx - 2.5 * c, cy - 2.5 * c, 5 * c, 5 * c);
    g.clip();
    g.fillRect(cx - r, cy - r, 2 * r, 2 * r);
    g.restore();
    // shock ring
    g.globalAlpha = 0.7 * (1 - k);
    g.strokeStyle = '#fff1c0';
    g.lineWidth = Math.max(1, c * 0.2 * (1 - k));
    g.beginPath();
    g.arc(cx, cy, c * (1 + 3.2 * ease(k)), 0, Math.PI * 2);
    g.stroke();
    g.globalAlpha = 1;
  }

  /* ------------------------------------------------------------------ the view */

  function angleLerp(a, b, k) {
    var d = b - a;
    while (d > Math.PI) d -= 2 * Math.PI;
    while (d < -Math.PI) d += 2 * Math.PI;
    return a + d * k;
  }
  function minPara(m, q) {
    var k = m.units[q + U_K], s = m.units[q + U_PARA], mn = 99;
    for (var x = 0; x < k; x++) mn = Math.min(mn, m.paras[s + x]);
    return mn;
  }

  var view = {
    resize: function (m, w, h, dpr) { return D.fitCells(m, N, N, w, h, dpr); },

    animating: function () { return 40; },       // flames flicker and rotors spin (25 redraws/s)

    draw: function (g, m, t, now, opts) {
      var c = m.cell, F = m.frameCount, U = m.units;
      if (!c) return;
      var span = Shell.frameSpan(t, F), f0 = span.f0, f1 = span.f1, fr = span.fr;
      var e = ease(fr);
      var sel = opts && opts.selected >= 0 ? opts.selected : -1;

      // land, cross-fading where forest burns down
      var gi0 = m.gridOf[f0], gi1 = m.gridOf[f1];
      g.globalAlpha = 1;
      g.drawImage(landLayer(m, gi0, c), 0, 0);
      if (gi1 !== gi0) {
        g.globalAlpha = e;
        g.drawImage(landLayer(m, gi1, c), 0, 0);
        g.globalAlpha = 1;
      }
      if (c >= 8) {
        g.fillStyle = 'rgba(0,0,0,.05)';
        for (var a = 1; a < N; a++) { g.fillRect(a * c, 0, 1, N * c); g.fillRect(0, a * c, N * c, 1); }
      }

      // fire
      var sprites = fireSprites(m, c), fa = m.fires[f0], fb = m.fires[f1];
      for (var cell = 0; cell < N * N; cell++) {
        var va = fa[cell], vb = fb[cell];
        if (!va && !vb) continue;
        var ci = (cell / N) | 0, cj = cell % N;
        if (va && vb) drawFireCell(g, sprites, c, ci, cj, lerp(va, vb, e), 1, now);
        else if (va) drawFireCell(g, sprites, c, ci, cj, va, 1 - e, now);
        else drawFireCell(g, sprites, c, ci, cj, vb, e, now);
      }

      // posts: a ring bursts out when one changes hands
      var effects = [];
      for (var k = 0; k < NPOSTS; k++) {
        var o0 = m.owners[f0 * NPOSTS + k], o1 = m.owners[f1 * NPOSTS + k];
        var pcx = m.postJ[k] * c + c / 2, pcy = m.postI[k] * c + c / 2;
        var high = m.postV[k] >= HIGH_VALUE;
        paintPost(g, pcx, pcy, c, m.postV[k], high, o0, 1);
        if (o1 !== o0) {
          paintPost(g, pcx, pcy, c, m.postV[k], high, o1, e);
          effects.push(['ring', pcx, pcy, o1 >= 0 ? COLORS[o1] : '#ffffff', fr, high ? 2.7 : 1.9]);
        }
      }

      // soldiers: glide, drop in under a parachute, vanish when killed
      var helis = [];
      pairUnits(m, f0, f1, function (ia, ib) {
        var qa = ia * NU, qb = ib * NU;
        var type = ia >= 0 ? U[qa + U_TYPE] : U[qb + U_TYPE];
        if (type === HELI) { helis.push([ia, ib]); return; }
        if (ia >= 0 && ib >= 0) {
          var p = U[qa + U_PL];
          var x = lerp(U[qa + U_J], U[qb + U_J], e) * c + c / 2, y = lerp(U[qa + U_I], U[qb + U_I], e) * c + c / 2;
          var la = U[qa + U_LIFE], lb = U[qb + U_LIFE];
          drawSoldier(g, x, y, c, COLORS[p], unitAlpha(p, sel), 1, fr < 0.5 ? la : lb);
          if (lb < la) effects.push(['hit', x, y, '', (fr - 0.2) * 1.6]);
        } else if (ia >= 0) {
          var pd = U[qa + U_PL], xd = U[qa + U_J] * c + c / 2, yd = U[qa + U_I] * c + c / 2;
          var out = clamp01(fr * 1.8);
          drawSoldier(g, xd, yd, c, COLORS[pd], unitAlpha(pd, sel) * (1 - out), 1 - 0.5 * out, U[qa + U_LIFE]);
          effects.push(['puff', xd, yd, COLORS[pd], fr * 1.3]);
        } else {
          var pn = U[qb + U_PL], xn = U[qb + U_J] * c + c / 2, yn = U[qb + U_I] * c + c / 2;
          var land = ease(clamp01(fr * 1.25));
          var yy = yn - (1 - land) * c * 2.2;
          drawSoldier(g, xn, yy, c, COLORS[pn], unitAlpha(pn, sel) * clamp01(fr * 3), 1, U[qb + U_LIFE]);
          if (fr < 0.95) drawParachute(g, xn, yy, c, COLORS[pn], unitAlpha(pn, sel) * clamp01(Math.min(fr * 3, (1 - fr) * 5)));
        }
      });

      for (var q = 0; q < effects.length; q++) {
        var fx = effects[q];
        if (fx[0] === 'hit') hit(g, fx[1], fx[2], c, fx[4]);
        else if (fx[0] === 'puff') puff(g, fx[1], fx[2], c, fx[4], fx[3]);
        else ringFx(g, fx[1], fx[2], c, fx[3], fx[4], fx[5]);
      }

      // napalm thrown between f0 and f1
      var throwers = fr > 0 ? m.napalmAt[f1] : null;
      if (throwers) {
        for (var tt = 0; tt < throwers.length; tt++) {
          var qt = throwers[tt] * NU;
          napalmBlast(g, U[qt + U_J] * c + c / 2, U[qt + U_I] * c + c / 2, c, fr);
        }
      }

      // helicopters above everything
      var rotorBase = now / 55;
      var hs = helis.map(function (pr) {
        var qa = pr[0] * NU, qb = (pr[1] >= 0 ? pr[1] : pr[0]) * NU;
        if (pr[0] < 0) qa = qb;
        var p = U[qa + U_PL];
        return {
          p: p, id: U[qa + U_ID],
          x: lerp(U[qa + U_J], U[qb + U_J], e) * c + c / 2,
          y: lerp(U[qa + U_I], U[qb + U_I], e) * c + c / 2,
          ang: angleLerp(ORI_ANGLE[U[qa + U_ORI]], ORI_ANGLE[U[qb + U_ORI]], e),
          napalm: fr < 0.5 ? U[qa + U_NAP] : U[qb + U_NAP],
          k: fr < 0.5 ? U[qa + U_K] : U[qb + U_K],
          minc: minPara(m, fr < 0.5 ? qa : qb),
          alpha: unitAlpha(p, sel)
        };
      });
      hs.forEach(function (h) { drawFootprint(g, h.x, h.y, c, COLORS[h.p], h.alpha, h.napalm === 0, now); });
      hs.forEach(function (h) {
        drawHeli(g, h.x, h.y, c, h.ang, COLORS[h.p], h.alpha, rotorBase + h.id * 0.7, h.napalm === 0, now);
      });
      hs.forEach(function (h) { drawBadges(g, h.x, h.y, c, COLORS[h.p], h.alpha, h.napalm, h.k, h.minc); });
      if (opts && opts.pinned) markPinned(g, m, opts.pinned, span);
    },

    panel: function (m, f) {
      return Shell.panelRows(m, f, m.scores, m.status, [
        { key: 'posts', label: 'Posts', values: m.posts },
        { key: 'soldiers', label: 'Soldiers', values: m.soldiers },
        { key: 'helicopters', label: 'Helis', values: m.helis },
        { key: 'parachuters', label: 'Paras', values: m.paraN }
      ]);
    },

    /* A player's debug mark at (row, column): the centre of its cell. */
    markPoint: function (m, f, i, j) { return D.cellCentre(m.cell, N, N, i, j); },
    markRadius: function (m) { return D.cellMarkRadius(m.cell); },

    /* What is at device pixel (x, y): a soldier on the cell, else a helicopter over it ("u"
     * and the unit's id), else the cell ("c" and its index). */
    pick: function (m, f, x, y) {
      var at = D.cellUnder(m.cell, N, N, x, y);
      if (!at) return null;
      var i = at[0], j = at[1];
      var U = m.units, heli = -1;
      for (var a = m.unitStart[f]; a < m.unitStart[f + 1]; a++) {
        var q = a * NU;
        if (U[q + U_TYPE] === SOLDIER && U[q + U_I] === i && U[q + U_J] === j) return 'u' + U[q + U_ID];
        if (U[q + U_TYPE] === HELI && heli < 0 && Math.abs(U[q + U_I] - i) <= 2 && Math.abs(U[q + U_J] - j) <= 2) {
          heli = U[q + U_ID];
        }
      }
      return heli >= 0 ? 'u' + heli : 'c' + (i * N + j);
    },

    inspect: function (m, f, key) {
      var n = parseInt(key.slice(1), 10);
      if (key[0] === 'u') {
        var a = unitRow(m, f, n);
        if (a < 0) return null;
        var info = m.units[a * NU + U_TYPE] === SOLDIER ? soldierInfo(m, a) : heliInfo(m, a);
        info.lines.push(landLine(m, f, m.units[a * NU + U_I], m.units[a * NU + U_J]));
        return info;
      }
      return n >= 0 && n < N * N ? cellInfo(m, f, Math.floor(n / N), n % N) : null;
    }
  };

  /* The row of unit `id` in frame f (rows are sorted by id), or -1. */
  function unitRow(m, f, id) {
    var lo = m.unitStart[f], hi = m.unitStart[f + 1];
    while (lo < hi) {
      var mid = (lo + hi) >> 1, v = m.units[mid * NU + U_ID];
      if (v === id) return mid;
      if (v < id) lo = mid + 1; else hi = mid;
    }
    return -1;
  }

  function where(i, j) { return 'cell (' + i + ', ' + j + ')'; }

  function landOf(m, f, i, j) {
    var ch = m.grids[m.gridOf[f]].charCodeAt(i * N + j);
    return ch === C_FOREST ? 'Forest' : ch === C_WATER ? 'Water' : ch === C_MOUNTAIN ? 'Mountain' :
      m.grids[0].charCodeAt(i * N + j) === C_FOREST ? 'Grass (burnt forest)' : 'Grass';
  }
  /* "Forest, burning (3 rounds left) · cell (i, j)" */
  function landLine(m, f, i, j) {
    var fire = m.fires[f][i * N + j];
    return landOf(m, f, i, j) + (fire ? ', burning (' + fire + ' round' + (fire > 1 ? 's' : '') + ' left)' : '') +
      ' · ' + where(i, j);
  }

  function soldierInfo(m, a) {
    var U = m.units, q = a * NU, p = U[q + U_PL];
    return { title: 'Soldier #' + U[q + U_ID], color: COLORS[p],
      lines: [m.names[p] + ' (player ' + p + ') · life ' + U[q + U_LIFE]] };
  }

  function heliInfo(m, a) {
    var U = m.units, q = a * NU, p = U[q + U_PL];
    var nap = U[q + U_NAP], kk = U[q + U_K], cs = [];
    for (var x = 0; x < kk; x++) cs.push(m.paras[U[q + U_PARA] + x]);
    return { title: 'Helicopter #' + U[q + U_ID], color: COLORS[p], lines: [
      m.names[p] + ' (player ' + p + '), facing ' + ORI_NAMES[U[q + U_ORI]],
      'napalm ' + (nap === 0 ? 'ready' : 'in ' + nap + ' round' + (nap > 1 ? 's' : '')),
      kk ? kk + ' parachuter' + (kk > 1 ? 's' : '') + ' (' + cs.join(' ') + ' rounds left)' : 'no parachuters'] };
  }

  /* A cell: its land, fire and post. */
  function cellInfo(m, f, i, j) {
    var lines = [landLine(m, f, i, j)];
    var pk = m.postAt[i * N + j];
    if (pk < 0) return { title: landOf(m, f, i, j), color: null, lines: lines };
    var own = m.owners[f * NPOSTS + pk];
    lines.unshift(own >= 0 ? 'held by ' + m.names[own] + ' (player ' + own + ')' : 'free');
    return { title: 'Post worth ' + m.postV[pk], color: own >= 0 ? COLORS[own] : '#ffffff', lines: lines };
  }

  /* The pinned unit or cell, marked where it is drawn at fractional frame t. */
  function markPinned(g, m, key, span) {
    var c = m.cell, n = parseInt(key.slice(1), 10), i, j, r = c * 0.72;
    if (key[0] === 'u') {
      var a = unitRow(m, span.f0, n), b = unitRow(m, span.f1, n), U = m.units;
      if (a < 0 && b < 0) return;
      if (a < 0) a = b;
      if (b < 0) b = a;
      var e = ease(span.fr);
      i = lerp(U[a * NU + U_I], U[b * NU + U_I], e);
      j = lerp(U[a * NU + U_J], U[b * NU + U_J], e);
      if (U[a * NU + U_TYPE] === HELI) r = c * 3;
    } else {
      i = Math.floor(n / N);
      j = n % N;
    }
    D.pinMark(g, j * c + c / 2, i * c + c / 2, r);
  }

  function ringFx(g, cx, cy, c, color, k, size) {
    if (k <= 0 || k >= 1) return;
    g.globalAlpha = 1 - k;
    g.strokeStyle = color;
    g.lineWidth = Math.max(1, c * 0.25 * (1 - k));
    var h = c * size / 2 * (1 + 1.2 * ease(k));
    g.strokeRect(cx - h, cy - h, 2 * h, 2 * h);
    g.globalAlpha = 1;
  }

  /* ------------------------------------------------------------------ legend and start */

  var legend = [
    { label: 'Fire', paint: function (g, s) {
      paintForestFloor(g, 0, 0, s, 1, 1);
      drawFireCell(g, fireSprites({ cache: {} }, s / 2), s / 2, 0.5, 0.5, 10, 1, 0);
    } },
    { label: 'Burnt forest', paint: function (g, s) { paintScorched(g, 0, 0, s, 3, 5); } },
    { label: 'Post (★ 100)', paint: function (g, s) {
      paintGrass(g, 0, 0, s, 2, 3); paintPost(g, s / 2, s / 2, s / 3, 100, true, 0, 1);
    } },
    { label: 'Soldier', paint: function (g, s) {
      paintGrass(g, 0, 0, s, 2, 3); drawSoldier(g, s / 2, s / 2, s, COLORS[0], 1, 1, LIFE);
    } },
    { label: 'Helicopter', paint: function (g, s) {
      paintGrass(g, 0, 0, s, 2, 3); drawHeli(g, s / 2, s / 2, s / 5.2, 0, COLORS[0], 1, 0.6, false, 0);
    } },
    { label: 'Napalm ready', paint: function (g, s) {
      var c = s * 0.7;
      g.clearRect(0, 0, s, s); drawBadges(g, s / 2 - 2.5 * c, s / 2 + 2.5 * c, c, COLORS[0], 1, 0, 0, 99);
    } }
  ];

  window.ApocalypseViewer = { parse: parse, view: view, COLORS: COLORS };

  Shell.start({
    id: 'apocalypse', // the engine's name for the game (debug files say it)
    title: 'Apocalypse Now',
    parse: parse,
    view: view,
    legend: legend,
    speed: 4,
    help: 'Soldiers glide between rounds; a star is a hit, a cross a soldier killed, a parachute a soldier ' +
      'jumping from a helicopter. Helicopters cover the 5×5 square marked by their corners: the orange dial ' +
      'fills while napalm reloads (30 rounds) and the corners glow when it is ready; the badge counts the ' +
      'parachuters aboard (red when one is about to expire). Posts are squares in their owner\'s colour ' +
      '(white while free); the big ones with a star are worth 100.'
  });
})();
