/* arena viewer: zoom and pan of a 2D board. The wheel zooms about the pointer, a drag pans
 * a zoomed board, keys zoom about the centre and pan; the shell draws the board through
 * apply() and maps the pointer back with toBoard(). Plain script: adds ArenaShell.zoom.
 *
 * The state is a scale k (1 to MAX) and a translation (x, y) in device pixels of the
 * board canvas: board point b shows at k * b + (x, y). The board always covers the
 * canvas: no panning past its edges. */
(function (Shell) {
  'use strict';

  var MAX = 8, STEP = 1.25, DRAG = 4; // a press that moves less than DRAG css pixels is a click

  /* canvas: the board. on.enabled() (a 2D board is shown), on.changed() (redraw). */
  function zoom(canvas, on) {
    var z = { k: 1, x: 0, y: 0 };

    function clampPan() {
      var w = canvas.width, h = canvas.height;
      z.x = Math.min(0, Math.max(w - z.k * w, z.x));
      z.y = Math.min(0, Math.max(h - z.k * h, z.y));
    }

    /* Scales by factor about device point (px, py), which stays where it is. */
    z.zoomAt = function (px, py, factor) {
      var k = Math.min(MAX, Math.max(1, z.k * factor));
      z.x = px - (px - z.x) * k / z.k;
      z.y = py - (py - z.y) * k / z.k;
      z.k = k;
      clampPan();
      on.changed();
    };
    z.panBy = function (dx, dy) {
      z.x += dx;
      z.y += dy;
      clampPan();
      on.changed();
    };
    z.reset = function () {
      z.k = 1; z.x = z.y = 0;
      on.changed();
    };
    z.zoomed = function () { return z.k !== 1; };
    /* The board's drawing through the zoom (call before the view draws). */
    z.apply = function (g) { g.setTransform(z.k, 0, 0, z.k, z.x, z.y); };
    /* A device point of the canvas as the board's own. */
    z.toBoard = function (p) { return { x: (p.x - z.x) / z.k, y: (p.y - z.y) / z.k }; };
    z.fromBoard = function (p) { return { x: z.k * p.x + z.x, y: z.k * p.y + z.y }; };

    function device(e) {
      var r = canvas.getBoundingClientRect();
      return { x: (e.clientX - r.left) * canvas.width / r.width, y: (e.clientY - r.top) * canvas.height / r.height,
        scale: canvas.width / r.width };
    }
    canvas.addEventListener('wheel', function (e) {
      if (!on.enabled()) return;
      e.preventDefault();
      var p = device(e);
      z.zoomAt(p.x, p.y, e.deltaY < 0 ? STEP : 1 / STEP);
    }, { passive: false });
    // a drag pans (a zoomed board); the click that ends a drag is not a click on the board
    var press = null, dragged = false;
    canvas.addEventListener('mousedown', function (e) {
      if (e.button === 0 && on.enabled()) { press = { cx: e.clientX, cy: e.clientY }; dragged = false; }
    });
    window.addEventListener('mousemove', function (e) {
      if (!press) return;
      var dx = e.clientX - press.cx, dy = e.clientY - press.cy;
      if (!dragged && Math.hypot(dx, dy) < DRAG) return;
      dragged = true;
      var s = device(e).scale;
      press = { cx: e.clientX, cy: e.clientY };
      if (z.zoomed()) z.panBy(dx * s, dy * s);
    });
    window.addEventListener('mouseup', function () { press = null; });
    canvas.addEventListener('click', function (e) {
      if (dragged) { e.stopImmediatePropagation(); dragged = false; }
    }, true);
    return z;
  }

  Shell.zoom = zoom;
  Shell.zoom.STEP = STEP;
})(window.ArenaShell = window.ArenaShell || {});
