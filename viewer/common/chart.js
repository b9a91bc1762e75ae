/* arena viewer: the score chart of the side panel, one line a player over the frames; clicking
 * or dragging on it seeks. By default it shows only what has happened up to the shown frame
 * (line and scale): the rest of the match is revealed only when `spoilers` is on.
 * Plain script: adds ArenaShell.chart. */
(function (Shell) {
  'use strict';

  var mix = Shell.color.mix, rgba = Shell.color.rgba;

  function clamp(v, lo, hi) { return v < lo ? lo : v > hi ? hi : v; }

  /* The smallest step of 1, 2 or 5 times a power of ten (at least 1: scores and rounds are
   * whole) that cuts span into at most `count` parts. */
  function niceStep(span, count) {
    var raw = Math.max(span / count, 1), p = Math.pow(10, Math.floor(Math.log10(raw)));
    var r = raw / p;
    return (r <= 1 ? 1 : r <= 2 ? 2 : r <= 5 ? 5 : 10) * p;
  }

  /* The value axis for values from lo to hi: {lo, hi, step}, ticks at every step. It starts
   * at 0 unless the values sit far from it (a match started from a round: scores 272-323). */
  function valueAxis(lo, hi, count) {
    if (lo >= 0 && lo <= hi - lo) lo = 0;
    var step = niceStep(Math.max(hi - lo, 1), count);
    var a = Math.floor(lo / step) * step, b = Math.max(Math.ceil(hi / step) * step, a + step);
    return { lo: a, hi: b, step: step };
  }

  /* Round labels for the time axis: the multiples of a 1-2-5 step between the first and the
   * last label, as [frame, label] (labels are frame + a constant offset). */
  function roundTicks(first, last, count) {
    var step = niceStep(last - first, count), out = [];
    for (var r = Math.ceil(first / step) * step; r <= last; r += step) out.push([r - first, r]);
    return out;
  }

  /* on: model(), t() the shown fractional frame, selected() the highlighted player or -1,
   * label(f) the round number of frame f, seek(f). */
  function chart(canvas, on) {
    var geom = { dpr: 1, x0: 0, x1: 1 };
    // topSoFar[f], lowSoFar[f]: the highest and lowest values in frames 0..f
    var topSoFar = null, lowSoFar = null, topModel = null;
    var c = { spoilers: false, axis: null };

    function extremes(m) {
      if (topModel === m) return;
      var n = m.frameCount, np = m.players.length, mx = -Infinity, mn = Infinity;
      topSoFar = new Float64Array(n);
      lowSoFar = new Float64Array(n);
      for (var f = 0; f < n; f++) {
        for (var p = 0; p < np; p++) {
          var v = m.chart.value(p, f);
          mx = Math.max(mx, v);
          mn = Math.min(mn, v);
        }
        topSoFar[f] = mx;
        lowSoFar[f] = mn;
      }
      topModel = m;
    }

    c.layout = function () {
      var dpr = window.devicePixelRatio || 1;
      var r = canvas.getBoundingClientRect();
      canvas.width = Math.max(1, Math.round(r.width * dpr));
      canvas.height = Math.max(1, Math.round(r.height * dpr));
      geom.dpr = dpr;
    };

    c.draw = function () {
      var m = on.model();
      if (!m || !m.chart) return;
      var g = canvas.getContext('2d');
      var W = canvas.width, H = canvas.height, dpr = geom.dpr;
      var n = m.frameCount, np = m.players.length;
      var cur = clamp(on.t(), 0, n - 1), f0 = Math.floor(cur);
      // the last frame drawn, and the scale from the frames drawn only
      var end = c.spoilers ? n - 1 : Math.min(n - 1, Math.ceil(cur));
      extremes(m);
      var axis = c.axis = valueAxis(lowSoFar[end], topSoFar[end], 4);
      g.font = (10 * dpr) + 'px system-ui, sans-serif';
      // room for the widest axis label (5-digit scores need more than the default)
      var padL = Math.max(34 * dpr, Math.ceil(g.measureText(String(axis.hi)).width + 9 * dpr));
      var padR = 6 * dpr, padT = 6 * dpr, padB = 16 * dpr;
      var x = function (fr) { return padL + (W - padL - padR) * (n > 1 ? fr / (n - 1) : 0); };
      var y = function (v) { return padT + (H - padT - padB) * (1 - (v - axis.lo) / (axis.hi - axis.lo)); };
      geom.x0 = padL; geom.x1 = W - padR;
      g.clearRect(0, 0, W, H);
      g.fillStyle = '#8a93a6';
      g.strokeStyle = 'rgba(255,255,255,.07)';
      g.lineWidth = 1;
      g.textAlign = 'right';
      g.textBaseline = 'middle';
      for (var v = axis.lo; v <= axis.hi; v += axis.step) {
        var yy = Math.round(y(v)) + 0.5;
        g.beginPath(); g.moveTo(padL, yy); g.lineTo(W - padR, yy); g.stroke();
        g.fillText(String(v), padL - 5 * dpr, yy);
      }
      g.textAlign = 'center';
      g.textBaseline = 'top';
      c.roundTicks = roundTicks(on.label(0), on.label(n - 1), 5);
      c.roundTicks.forEach(function (tick) {
        g.fillText(String(tick[1]), clamp(x(tick[0]), padL + 8 * dpr, W - padR - 10 * dpr), H - padB + 4 * dpr);
      });
      var step = Math.max(1, Math.floor((n - 1) / ((W - padL - padR) / 1.5)));
      var sel = on.selected();
      g.lineJoin = 'round';
      for (var pl = 0; pl < np; pl++) {
        var col = m.players[pl].color, dim = sel >= 0 && pl !== sel;
        if (c.spoilers && f0 < n - 1) {
          // the rest of the match, faint
          g.strokeStyle = rgba(col, dim ? 0.06 : 0.16);
          g.lineWidth = 1.5 * dpr;
          g.beginPath();
          g.moveTo(x(f0), y(m.chart.value(pl, f0)));
          for (var f2 = f0 + 1; f2 < n; f2 += step) g.lineTo(x(f2), y(m.chart.value(pl, f2)));
          g.lineTo(x(n - 1), y(m.chart.value(pl, n - 1)));
          g.stroke();
        }
        // up to the shown (fractional) frame
        g.strokeStyle = dim ? rgba(col, 0.3) : mix(col, '#ffffff', 0.18);
        g.lineWidth = (pl === sel ? 3 : 2) * dpr;
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
    };

    function seekTo(e) {
      var m = on.model();
      if (!m) return;
      var r = canvas.getBoundingClientRect();
      var k = ((e.clientX - r.left) * geom.dpr - geom.x0) / (geom.x1 - geom.x0);
      on.seek(clamp(k, 0, 1) * (m.frameCount - 1));
    }
    var dragging = false;
    canvas.addEventListener('mousedown', function (e) { dragging = true; seekTo(e); });
    window.addEventListener('mousemove', function (e) { if (dragging) seekTo(e); });
    window.addEventListener('mouseup', function () { dragging = false; });
    return c;
  }

  Shell.chart = chart;
  Shell.chart.valueAxis = valueAxis;
  Shell.chart.roundTicks = roundTicks;
})(window.ArenaShell = window.ArenaShell || {});
