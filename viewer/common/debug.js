/* arena viewer: a player's debug marks over the board and its output beside it, from the
 * match's debug file (REPLAY.debug, JSON lines: engine/debug_file.h), chosen or dropped with
 * the replay, or fetched beside it when the replay comes by URL. Plain script: adds
 * ArenaShell.parseDebug and ArenaShell.debugLayer.
 *
 * A game's view places marks with
 *   markPoint(model, frame, x, y) -> {x, y} device pixels of the board canvas for the game's
 *                                    coordinates (x, y) of a mark (row and column, or vertex
 *                                    and 0), or null when it is not on screen
 *   markRadius(model)             -> device pixels of a point mark
 * A view without markPoint shows the output panel only. */
(function (Shell) {
  'use strict';

  var el = Shell.el;

  /* The debug file's text as {players, seats: [seat numbers with anything], at(frame, seat)
   * -> {marks, log, dropped, logCut} or null}. Throws Shell.ParseError. */
  function parseDebug(text) {
    var lines = text.split('\n'), header;
    try {
      header = JSON.parse(lines[0]);
    } catch (e) {
      throw new Shell.ParseError('not a debug file (its first line is no JSON)');
    }
    if (!header || header.arena_debug !== 1 || !Array.isArray(header.players))
      throw new Shell.ParseError('not an arena debug file (no "arena_debug": 1 header)');
    var byFrame = {}, used = {}, frozen = [];
    for (var k = 1; k < lines.length; k++) {
      if (!lines[k]) continue;
      var o;
      try {
        o = JSON.parse(lines[k]);
      } catch (e) {
        throw new Shell.ParseError('line ' + (k + 1) + ' of the debug file is no JSON');
      }
      if (typeof o.frame !== 'number' || typeof o.seat !== 'number') continue;
      if (typeof o.frozen === 'string') frozen.push({ frame: o.frame, seat: o.seat, why: o.frozen });
      (byFrame[o.frame] = byFrame[o.frame] || {})[o.seat] = {
        round: o.round, marks: Array.isArray(o.marks) ? o.marks : [], log: o.log || '', dropped: o.dropped || 0,
        logCut: o.log_cut || 0
      };
      used[o.seat] = true;
    }
    return {
      game: header.game,
      players: header.players,
      frozen: frozen,     // [{frame, seat, why}]: the seats frozen, when and why
      excerpt: header.excerpt && typeof header.excerpt.of === 'number' ? header.excerpt : null, // {from, to, of}
      seats: Object.keys(used).map(Number).sort(function (a, b) { return a - b; }),
      at: function (frame, seat) { return (byFrame[frame] && byFrame[frame][seat]) || null; }
    };
  }

  var FROZEN_COLOR = '#9fd3ff';

  /* What a debug file tells of the match for the model: the freezes (judge mode: a player out
   * of CPU, crashed, ...) as events and timeline ticks at the frame the seat was frozen in,
   * and whether the replay is an excerpt. */
  function addDebugFacts(m, d) {
    if (d.excerpt) m.excerpt = d.excerpt; // (and what part of a match the replay is)
    if (!d.frozen.length) return;
    m.events = (m.events || []).slice();
    m.markers = (m.markers || []).slice();
    d.frozen.forEach(function (z) {
      if (z.seat < 0 || z.seat >= m.players.length || z.frame < 0 || z.frame >= m.frameCount) return;
      m.events.push({ frame: z.frame, text: '{p' + z.seat + '} is frozen: ' + z.why });
      m.markers.push({ frame: z.frame, color: FROZEN_COLOR });
    });
    m.events.sort(function (a, b) { return a.frame - b.frame; }); // stable: a round's own events first
  }

  /* Why debug file d is not the replay's (another game, other players), or null. */
  function debugMismatch(d, gameId, names) {
    if (gameId && d.game && d.game !== gameId)
      return 'it is the debug file of a ' + d.game + ' match, not of this replay: not shown';
    if (names && d.players.join('\n') !== names.join('\n'))
      return 'it is the debug file of another match (players ' + d.players.join(', ') + '; this replay: ' +
        names.join(', ') + '): not shown';
    return null;
  }

  /* els: stage, board (canvas), side (the side panel). on: model(), view(), frame(),
   * label(f), changed() (redraw). */
  function debugLayer(els, on) {
    var data = null, seat = -1, shown = true;
    var overlay = el('canvas', { class: 'arena-marks', id: 'arena-marks' });
    els.stage.insertBefore(overlay, els.board.nextSibling);
    var select = el('select', { class: 'arena-debug-seat', id: 'arena-debug-seat', title: 'Whose marks and output',
      'aria-label': 'Whose marks and output' });
    var toggle = el('input', { type: 'checkbox', id: 'arena-marks-on', checked: true });
    var note = el('div', { class: 'arena-debug-note', id: 'arena-debug-note' });
    var log = el('pre', { class: 'arena-debug-log', id: 'arena-debug-log' });
    var box = el('div', { class: 'arena-debug', id: 'arena-debug', hidden: true }, [
      el('div', { class: 'arena-chart-title' }, [el('span', { text: 'Debug' }), select,
        el('label', { class: 'arena-spoilers', title: 'Show the marks on the board (m)' }, [toggle, 'marks'])]),
      note, log]);
    els.side.appendChild(box);
    // a renderer that moves its board by itself (a 3D camera) says so: the marks follow
    els.board.addEventListener('arena-board-moved', function () { layer.draw(); });
    select.addEventListener('change', function () { seat = parseInt(select.value, 10); layer.update(true); });
    toggle.addEventListener('change', function () { shown = toggle.checked; on.changed(); });

    var layer = {};
    layer.set = function (d) {
      data = d;
      box.hidden = !d || !d.seats.length; // (a file that only says the replay is an excerpt: no box)
      select.replaceChildren();
      seat = -1;
      if (!d) { layer.draw(); return; }
      d.seats.forEach(function (s) {
        select.appendChild(el('option', { value: String(s), text: s + ' ' + (d.players[s] || '?') }));
      });
      select.appendChild(el('option', { value: '-1', text: 'nobody' }));
      seat = d.seats.length ? d.seats[0] : -1;
      select.value = String(seat);
      layer.update(true);
    };
    layer.toggle = function () {
      if (!data) return;
      shown = toggle.checked = !shown;
      on.changed();
    };
    layer.choose = function (s) {
      if (!data) return;
      seat = s;
      select.value = String(s);
      layer.update(true);
    };

    function current() {
      return data && seat >= 0 ? data.at(on.frame(), seat) : null;
    }

    /* The side box for the shown frame: its output, and what was dropped. */
    layer.update = function (redraw) {
      if (!data) return;
      var t = current(), notes = [];
      log.textContent = t && t.log ? t.log : '';
      if (!t || !t.log) notes.push(seat < 0 ? 'No player chosen.' : 'No output in round ' + on.label(on.frame()) + '.');
      if (t && t.logCut) notes.push(t.logCut + ' more bytes of output not kept.');
      if (t && t.dropped) notes.push(t.dropped + ' marks over the limit were dropped.');
      note.textContent = notes.join(' ');
      note.hidden = !notes.length;
      if (redraw) on.changed();
    };

    function points(m, model, view, f, r) {
      var p = view.markPoint(model, f, m.p[0], m.p[1]);
      var q = m.q ? view.markPoint(model, f, m.q[0], m.q[1]) : null;
      return p ? { p: p, q: q, r: r } : null;
    }

    /* The overlay over the board: the chosen player's marks of the shown frame. */
    layer.draw = function () {
      var b = els.board;
      if (overlay.width !== b.width || overlay.height !== b.height) {
        overlay.width = b.width;
        overlay.height = b.height;
      }
      overlay.style.left = b.offsetLeft + 'px';
      overlay.style.top = b.offsetTop + 'px';
      overlay.style.width = b.style.width;
      overlay.style.height = b.style.height;
      var g = overlay.getContext('2d');
      g.clearRect(0, 0, overlay.width, overlay.height);
      var model = on.model(), view = on.view(), t = current();
      overlay.hidden = b.hidden || !t || !shown || !view.markPoint;
      if (overlay.hidden) return;
      var f = on.frame(), r = Math.max(3, view.markRadius ? view.markRadius(model) : 6);
      if (on.zoom) on.zoom.apply(g); // marks sit on the board, zoomed with it
      g.lineCap = 'round';
      t.marks.forEach(function (m) {
        var at = points(m, model, view, f, r);
        if (!at) return;
        g.strokeStyle = g.fillStyle = m.c || '#ffffff';
        g.lineWidth = Math.max(1.5, r / 3);
        g.globalAlpha = 0.9;
        if (at.q) {
          g.beginPath();
          g.moveTo(at.p.x, at.p.y);
          g.lineTo(at.q.x, at.q.y);
          g.stroke();
          var a = Math.atan2(at.q.y - at.p.y, at.q.x - at.p.x), h = Math.max(4, r * 0.9);
          g.beginPath();
          g.moveTo(at.q.x, at.q.y);
          g.lineTo(at.q.x - h * Math.cos(a - 0.45), at.q.y - h * Math.sin(a - 0.45));
          g.lineTo(at.q.x - h * Math.cos(a + 0.45), at.q.y - h * Math.sin(a + 0.45));
          g.closePath();
          g.fill();
        } else {
          g.beginPath();
          g.arc(at.p.x, at.p.y, r, 0, 2 * Math.PI);
          g.stroke();
          g.globalAlpha = 0.35;
          g.fill();
        }
      });
      g.globalAlpha = 1;
      g.setTransform(1, 0, 0, 1, 0, 0);
    };

    function near(at, x, y) {
      var d = function (p) { return Math.hypot(p.x - x, p.y - y); };
      if (!at.q) return d(at.p) <= at.r * 1.4;
      var vx = at.q.x - at.p.x, vy = at.q.y - at.p.y, len = vx * vx + vy * vy;
      var s = len ? Math.max(0, Math.min(1, ((x - at.p.x) * vx + (y - at.p.y) * vy) / len)) : 0;
      return d({ x: at.p.x + s * vx, y: at.p.y + s * vy }) <= Math.max(4, at.r * 0.8);
    }

    /* The chosen player's marks of the shown frame, where they are in the page (client
     * pixels): [{text, colour, x, y}] (for tests and the console). */
    layer.shown = function () {
      var model = on.model(), view = on.view(), t = current(), b = els.board;
      if (!t || !view.markPoint) return [];
      var r = b.getBoundingClientRect(), out = [];
      t.marks.forEach(function (m) {
        var p = view.markPoint(model, on.frame(), m.p[0], m.p[1]);
        if (p && on.zoom) p = on.zoom.fromBoard(p);
        if (p) out.push({ text: m.t, colour: m.c, line: !!m.q, x: r.left + p.x * r.width / b.width,
          y: r.top + p.y * r.height / b.height, px: p.x, py: p.y });
      });
      return out;
    };

    /* For the inspector's tooltip: the mark at device pixel (x, y), points before lines. */
    layer.markAt = function (x, y) {
      var model = on.model(), view = on.view(), t = current();
      if (!t || !shown || !view.markPoint) return null;
      var f = on.frame(), r = Math.max(3, view.markRadius ? view.markRadius(model) : 6), best = null;
      t.marks.forEach(function (m) {
        var at = points(m, model, view, f, r);
        if (at && near(at, x, y) && (!best || (best.q && !m.q))) best = m;
      });
      if (!best) return null;
      var where = '(' + best.p.join(', ') + ')' + (best.q ? ' → (' + best.q.join(', ') + ')' : '');
      return { title: best.t || 'mark', color: best.c,
        lines: [(best.q ? 'line ' : 'mark ') + where, 'by ' + data.players[seat] + ', round ' + on.label(f)] };
    };
    return layer;
  }

  Shell.parseDebug = parseDebug;
  Shell.debugMismatch = debugMismatch;
  Shell.addDebugFacts = addDebugFacts;
  Shell.debugLayer = debugLayer;
})(window.ArenaShell = window.ArenaShell || {});
