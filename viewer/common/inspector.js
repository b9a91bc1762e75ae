/* arena viewer: what is under the mouse (a tooltip that follows it) and what a click pinned (a
 * box that keeps following that unit or cell round after round, until unpinned). The game's
 * view says what is where: pick(model, frame, x, y) -> a key or null, and inspect(model,
 * frame, key) -> {title, color, lines} or null when that key is not on the board then.
 * Plain script: adds ArenaShell.inspector. */
(function (Shell) {
  'use strict';

  var el = Shell.el;

  function fill(box, info) {
    box.replaceChildren();
    var title = el('div', { class: 'tt-title' });
    if (info.color) {
      var dot = el('span', { class: 'tt-dot' });
      dot.style.background = info.color;
      title.appendChild(dot);
    }
    title.appendChild(document.createTextNode(info.title));
    box.appendChild(title);
    (info.lines || []).forEach(function (l) { box.appendChild(el('div', { text: l })); });
  }

  /* els: stage, board (canvas), tooltip, pinBox. on: model(), view(), frame() the shown frame,
   * label(f) its round number, changed() after a pin or unpin (to redraw the mark), markAt(x, y)
   * optional: a debug mark at device pixel (x, y), shown before what is under it. */
  function inspector(els, on) {
    var hover = null;        // {x, y} device pixels over the board, cx, cy client pixels
    var pin = null;          // {key, title, color}: the last look at what is pinned
    var ins = {};

    function at(x, y) {
      var m = on.model();
      return m ? on.view().pick(m, on.frame(), x, y) : null;
    }
    function look(key) {
      var m = on.model();
      return m && key !== null ? on.view().inspect(m, on.frame(), key) : null;
    }

    function showTooltip() {
      var info = hover ? (on.markAt && on.markAt(hover.x, hover.y)) || look(at(hover.x, hover.y)) : null;
      if (!info) { els.tooltip.hidden = true; return; }
      fill(els.tooltip, info);
      els.tooltip.hidden = false;
      var sr = els.stage.getBoundingClientRect();
      var px = hover.cx - sr.left + 16, py = hover.cy - sr.top + 16;
      var tw = els.tooltip.offsetWidth, th = els.tooltip.offsetHeight;
      if (px + tw > sr.width - 4) px = hover.cx - sr.left - tw - 12;
      if (py + th > sr.height - 4) py = hover.cy - sr.top - th - 12;
      els.tooltip.style.left = Math.max(4, px) + 'px';
      els.tooltip.style.top = Math.max(4, py) + 'px';
    }

    function showPin() {
      if (!pin) { els.pinBox.hidden = true; return; }
      var info = look(pin.key);
      if (info) { pin.title = info.title; pin.color = info.color; } else {
        info = { title: pin.title, color: pin.color, lines: ['not on the board in round ' + on.label(on.frame())] };
      }
      fill(els.pinBox, info);
      els.pinBox.firstChild.appendChild(el('span', { class: 'pin-tag', text: 'pinned' }));
      els.pinBox.appendChild(el('button', { class: 'pin-close', title: 'Unpin (Esc)', text: '×',
        onclick: function () { ins.unpin(); } }));
      els.pinBox.hidden = false;
    }

    // the board's own device point under the pointer (through the zoom of a 2D board)
    function devicePoint(e) {
      var r = els.board.getBoundingClientRect();
      var p = { x: (e.clientX - r.left) * els.board.width / r.width, y: (e.clientY - r.top) * els.board.height / r.height };
      if (on.zoom) p = on.zoom.toBoard(p);
      return { x: p.x, y: p.y, cx: e.clientX, cy: e.clientY };
    }
    els.board.addEventListener('mousemove', function (e) { hover = devicePoint(e); showTooltip(); });
    els.board.addEventListener('mouseleave', function () { hover = null; els.tooltip.hidden = true; });
    els.board.addEventListener('click', function (e) {
      var p = devicePoint(e), key = at(p.x, p.y);
      if (key === null || (pin && pin.key === key)) ins.unpin();
      else ins.pin(key);
    });

    /* Pin the inspector to key (what pick() returned); null when nothing is there. */
    ins.pin = function (key) {
      var info = look(key);
      pin = { key: key, title: info ? info.title : String(key), color: info ? info.color : null };
      showPin();
      on.changed();
    };
    ins.unpin = function () {
      if (!pin) return;
      pin = null;
      showPin();
      on.changed();
    };
    ins.pinned = function () { return pin ? pin.key : null; };
    /* After the shown frame changed: both boxes follow it. */
    ins.refresh = function () {
      if (hover) showTooltip();
      showPin();
    };
    ins.reset = function () {
      pin = hover = null;
      els.tooltip.hidden = els.pinBox.hidden = true;
    };
    return ins;
  }

  Shell.inspector = inspector;
})(window.ArenaShell = window.ArenaShell || {});
