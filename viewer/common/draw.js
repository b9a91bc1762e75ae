/* arena viewer: colours and the 2D drawing helpers that more than one game's renderer uses.
 * Plain script: adds ArenaShell.color and ArenaShell.draw. */
(function (Shell) {
  'use strict';

  function hexToRgb(hex) {
    var h = hex.replace('#', '');
    if (h.length === 3) h = h[0] + h[0] + h[1] + h[1] + h[2] + h[2];
    var n = parseInt(h, 16);
    return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  }
  /* hex moved k of the way to other, as an rgb() colour. */
  function mix(hex, other, k) {
    var a = hexToRgb(hex), b = hexToRgb(other);
    return 'rgb(' + Math.round(a[0] + (b[0] - a[0]) * k) + ',' + Math.round(a[1] + (b[1] - a[1]) * k) +
      ',' + Math.round(a[2] + (b[2] - a[2]) * k) + ')';
  }
  function rgba(hex, alpha) {
    var a = hexToRgb(hex);
    return 'rgba(' + a[0] + ',' + a[1] + ',' + a[2] + ',' + alpha + ')';
  }

  /* Stable pseudo-random number in [0, 1) for cell (i, j): texture that does not flicker. */
  function hash(i, j) {
    var h = (i * 374761393 + j * 668265263) | 0;
    h = Math.imul(h ^ (h >>> 13), 1274126177);
    return ((h ^ (h >>> 16)) >>> 0) / 4294967296;
  }
  function ease(x) { return x <= 0 ? 0 : x >= 1 ? 1 : x * x * (3 - 2 * x); }
  function clamp01(x) { return x < 0 ? 0 : x > 1 ? 1 : x; }
  function lerp(a, b, k) { return a + (b - a) * k; }

  /* How opaque player p's units are drawn while player `selected` is highlighted (-1: none). */
  function unitAlpha(p, selected) { return selected < 0 || p === selected ? 1 : 0.26; }

  /* A rectangle with rounded corners, as a path (not filled). */
  function roundRect(g, x, y, w, h, r) {
    g.beginPath();
    g.moveTo(x + r, y);
    g.arcTo(x + w, y, x + w, y + h, r);
    g.arcTo(x + w, y + h, x, y + h, r);
    g.arcTo(x, y + h, x, y, r);
    g.arcTo(x, y, x + w, y, r);
    g.closePath();
  }

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

  /* A unit drawn as a token: a disc of radius r in its player's colour with a white rim and a
   * shadow on the ground (cells of c pixels). `loss` (0..1) is what it has lost (life, food):
   * a dark wedge that grows with it; a token that lost nothing gets a glint instead. */
  function token(g, cx, cy, c, r, color, alpha, loss, shadow) {
    if (r <= 0.2 || alpha <= 0.01) return;
    g.globalAlpha = alpha;
    if (c >= 8) {
      g.fillStyle = shadow;
      g.beginPath();
      g.ellipse(cx + c * 0.07, cy + c * 0.12, r * 1.05, r * 0.82, 0, 0, Math.PI * 2);
      g.fill();
    }
    g.fillStyle = color;
    g.beginPath();
    g.arc(cx, cy, r, 0, Math.PI * 2);
    g.fill();
    g.lineWidth = Math.max(1, c * 0.08);
    g.strokeStyle = 'rgba(255,255,255,.95)';
    g.stroke();
    if (c >= 9) {
      if (loss > 0) {
        g.fillStyle = 'rgba(0,0,0,.5)';
        g.beginPath();
        g.moveTo(cx, cy);
        g.arc(cx, cy, r * 0.66, -Math.PI / 2, -Math.PI / 2 + Math.PI * 2 * clamp01(loss));
        g.closePath();
        g.fill();
      } else {
        g.fillStyle = 'rgba(255,255,255,.45)';
        g.beginPath();
        g.arc(cx - r * 0.3, cy - r * 0.3, r * 0.29, 0, Math.PI * 2);
        g.fill();
      }
    }
    g.globalAlpha = 1;
  }

  /* A ring in `color` spreading out from a cell and fading as k goes from 0 to 1 (a unit lost,
   * captured...); nothing outside (0, 1). Returns false when nothing was drawn. */
  function ring(g, cx, cy, c, color, k) {
    if (k <= 0 || k >= 1) return false;
    g.globalAlpha = 0.9 * (1 - k);
    g.strokeStyle = color;
    g.lineWidth = Math.max(1, c * 0.13 * (1 - k));
    g.beginPath();
    g.arc(cx, cy, c * (0.3 + 0.85 * k), 0, Math.PI * 2);
    g.stroke();
    return true;
  }

  /* The mark around what the inspector is pinned to: a dashed circle of radius r. */
  function pinMark(g, cx, cy, r) {
    g.save();
    g.lineWidth = Math.max(2, r * 0.14);
    g.strokeStyle = 'rgba(0,0,0,.55)';
    g.beginPath();
    g.arc(cx, cy, r, 0, Math.PI * 2);
    g.stroke();
    g.strokeStyle = '#ffffff';
    g.setLineDash([r * 0.5, r * 0.3]);
    g.beginPath();
    g.arc(cx, cy, r, 0, Math.PI * 2);
    g.stroke();
    g.restore();
  }

  /* A view's resize for a board of rows x cols square cells: the largest whole number of device
   * pixels (2 at least) a cell can have in a w x h CSS-pixel box, kept as m.cell; returns the
   * canvas size it makes. */
  function fitCells(m, rows, cols, w, h, dpr) {
    var c = Math.max(2, Math.floor(Math.min(w * dpr / cols, h * dpr / rows)));
    m.cell = c;
    return { w: c * cols, h: c * rows };
  }

  /* On a board of rows x cols square cells of c device pixels (c 0: not laid out yet): the
   * centre of cell (i, j), where a debug mark at (i, j) goes, or null off the board; and the
   * cell [i, j] under device pixel (x, y), or null. */
  function cellCentre(c, rows, cols, i, j) {
    return c && i >= 0 && j >= 0 && i < rows && j < cols ? { x: (j + 0.5) * c, y: (i + 0.5) * c } : null;
  }
  function cellUnder(c, rows, cols, x, y) {
    if (!c) return null;
    var i = Math.floor(y / c), j = Math.floor(x / c);
    return i < 0 || j < 0 || i >= rows || j >= cols ? null : [i, j];
  }
  /* A point mark's radius on a board of c-pixel cells: most of a cell. */
  function cellMarkRadius(c) { return c * 0.42; }

  Shell.color = { mix: mix, rgba: rgba, hexToRgb: hexToRgb };
  Shell.draw = {
    hash: hash, ease: ease, clamp01: clamp01, lerp: lerp, unitAlpha: unitAlpha, roundRect: roundRect,
    starPath: starPath, hitStar: hitStar, token: token, ring: ring, pinMark: pinMark,
    fitCells: fitCells, cellCentre: cellCentre, cellUnder: cellUnder, cellMarkRadius: cellMarkRadius
  };
})(window.ArenaShell = window.ArenaShell || {});
