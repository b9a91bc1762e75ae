/* arena viewer shell: the page every game's viewer shares, wiring the pieces of the other
 * scripts of viewer/common (load them first, in this order: replay.js, draw.js, load.js,
 * playback.js, chart.js, panel.js, inspector.js, debug.js, zoom.js, shell.js). Plain scripts, no modules, no
 * fetch, so a viewer works opened from file://.
 *
 * A game viewer calls ArenaShell.start(game) once, where game is:
 *   title        "Mad Max"                        shown in the top bar and the page title
 *   id           "madmax": the engine's name for the game; a debug file of another game is refused
 *   subtitle     optional short text next to the title (default "arena replay viewer")
 *   accept       optional file picker filter (default ".res,.gz,.out,.txt,text/plain")
 *   companion    optional RegExp: file names that come with a replay (Tron's /\.map$/); chosen
 *                or dropped with it, they reach parse as extras
 *   sideFiles(text) optional: the companion files a replay names (["cube.map"]); a replay
 *                loaded by URL fetches them, beside it or among the game's boards
 *   parse(text, extras) -> model; extras: [{name, text}] of the companion files given (often
 *                none); throws ArenaShell.ParseError (use ArenaShell.Scanner) on bad input.
 *                A model may carry `warning` (string): loaded, but shown with a warning banner
 *                (ArenaShell.recover gives it for a file cut short or bad partway).
 *   The model must provide:
 *     frameCount          number of states (frames 0 .. frameCount-1)
 *     players             [{name, label, seat, color}] (ArenaShell.players)
 *     info                optional HTML-free text for the top bar ("Seed 1 · 60×60")
 *     frameLabel(f)       optional: round number shown for frame f (default f)
 *     chart               {title, value(player, frame)}     plotted per player over frames
 *     markers             optional [{frame, color}]          ticks above the timeline
 *     events              optional [{frame, text}] sorted by frame; text may hold {p0}..{p9}
 *                         (player name chips); the side panel lists the latest ones
 *   view:
 *     context             optional: what draw() gets to draw with: '2d' (default), 'webgl',
 *                         'webgl2' (a context of the board canvas, contextAttributes passed
 *                         on), or 'canvas' (the canvas itself: the renderer owns it, e.g. to
 *                         hand it to a 3D library)
 *     resize(model, cssW, cssH, dpr) -> {w, h} device pixels of the board canvas
 *     draw(ctx, model, t, now, opts)  t: fractional frame (animates between frames);
 *                                      opts.selected: the highlighted player, or -1;
 *                                      opts.pinned: the key the inspector is pinned to, or null
 *     panel(model, frame) -> [{score, stats: [{key, label, value}], status: {text, kind}}]
 *                                      (ArenaShell.panelRows); kind: "ok" | "frozen" | "other"
 *     pick(model, frame, x, y) -> a key (string) for what is at device pixel (x, y), or null
 *     inspect(model, frame, key) -> null when key is not on the board in that frame, else
 *                                      {title, color, lines: [..]}
 *     animating(model, t, {pinned})             optional: true to keep redrawing while paused (every
 *                                      frame), or a number of ms to wait before the next redraw
 *   legend       optional [{label, paint(ctx, sizePx)}]
 *     markPoint(model, frame, x, y) -> {x, y}  optional: where a player's debug mark at the
 *                                      game's (x, y) lies, in device pixels (debug.js)
 *     markRadius(model)               optional: device pixels of a point mark; a renderer that
 *                                      moves the board by itself dispatches 'arena-board-moved'
 *                                      on the canvas
 *     resetCamera(model)              optional (a 3D board with its own camera): key 0 puts it back
 *   help         optional extra help text (one paragraph)
 *   speed        optional initial playback speed in frames per second (default 8; one of
 *                ArenaShell.SPEEDS)
 *
 * ?replay=URL loads a replay (&debug=URL its debug file, &debug= none); &still=1 shows the board
 * alone in its first state, without bars or controls (a preview inside another page).
 *
 * The shell exposes window.arenaViewer for tests and the console.
 */
(function (Shell) {
  'use strict';

  var el = Shell.el;

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

  /* ------------------------------------------------------------------ the page */

  function buildPage(game, act) {
    var d = {};
    d.fileInput = el('input', { type: 'file', id: 'arena-file',
      accept: (game.accept || '.res,.gz,.out,.txt,text/plain') + ',.debug', multiple: true, hidden: true });
    d.info = el('div', { class: 'arena-info', id: 'arena-info' });
    var top = el('header', { class: 'arena-top' }, [
      el('div', { class: 'arena-brand' }, [el('h1', { text: game.title }),
        el('span', { class: 'arena-sub', text: game.subtitle || 'arena replay viewer' })]),
      d.info,
      el('div', { class: 'arena-actions' }, [
        el('button', { class: 'arena-btn primary', id: 'arena-open', title: 'Open a replay file (o)',
          onclick: act.open }, [icon('open'), 'Open replay']),
        el('button', { class: 'arena-btn', id: 'arena-copy-link', title: 'Copy a link to the round shown (l)',
          text: 'Copy link', onclick: act.copyLink }),
        el('button', { class: 'arena-btn', id: 'arena-present', title: 'Presentation: full screen, large type (f)',
          text: 'Present', onclick: act.present }),
        el('button', { class: 'arena-btn icon', title: 'Keyboard shortcuts (?)', text: '?', onclick: act.help }),
        d.fileInput])
    ]);

    d.msgText = el('span', { class: 'arena-msg-text', id: 'arena-error-text' });
    d.msgTitle = el('span', { class: 'arena-msg-title' });
    d.msg = el('div', { class: 'arena-msg', id: 'arena-error', role: 'alert', hidden: true }, [
      el('div', { style: 'flex:1' }, [d.msgTitle, d.msgText]),
      el('button', { title: 'Dismiss', text: '×', onclick: act.hideMessage })
    ]);

    d.board = el('canvas', { class: 'arena-board', id: 'arena-board', hidden: true });
    d.tooltip = el('div', { class: 'arena-tooltip', id: 'arena-tooltip', hidden: true });
    d.pinBox = el('div', { class: 'arena-pin', id: 'arena-pin', hidden: true });
    d.standings = el('div', { class: 'arena-standings', id: 'arena-standings', hidden: true });
    d.loading = el('div', { class: 'arena-loading', text: 'Reading replay…', hidden: true });
    d.empty = el('div', { class: 'arena-empty', id: 'arena-empty' }, [
      el('div', { class: 'arena-empty-title',
        text: 'Drop ' + (/^[aeiou]/i.test(game.title) ? 'an ' : 'a ') + game.title + ' replay here' }),
      el('button', { class: 'arena-btn primary', onclick: act.open }, [icon('open'), 'Choose a replay file']),
      el('div', { class: 'arena-empty-hint', html:
        'Replays are the text files a match writes (<code>-o game.res</code>); gzipped ones ' +
        '(<code>.res.gz</code>) work too. Press <kbd>?</kbd> for the keyboard shortcuts.' })
    ]);
    d.stage = el('section', { class: 'arena-stage', id: 'arena-stage' },
      [d.board, d.empty, d.loading, d.standings, d.pinBox, d.tooltip]);

    d.roundVal = el('span', { class: 'val', id: 'arena-round' }, ['–']);
    d.players = el('div', { class: 'arena-players', id: 'arena-players' });
    d.chart = el('canvas', { class: 'arena-chart', id: 'arena-chart' });
    d.chartTitle = el('span', { text: 'Score' });
    d.spoilers = el('input', { type: 'checkbox', id: 'arena-spoilers', onchange: act.spoilers });
    d.legend = el('div', { class: 'arena-legend', hidden: !game.legend });
    d.eventsList = el('div', { class: 'arena-events-list', id: 'arena-events' });
    d.eventsCount = el('span', { id: 'arena-events-count' });
    d.events = el('div', { class: 'arena-events', hidden: true }, [
      el('div', { class: 'arena-chart-title' }, [el('span', { text: 'Latest events' }), d.eventsCount]), d.eventsList]);
    d.side = el('aside', { class: 'arena-side', id: 'arena-side', hidden: true }, [
      el('div', { class: 'arena-roundbox' }, [el('span', { class: 'lbl', text: 'Round' }), d.roundVal]),
      d.players,
      el('div', { class: 'arena-chart-box' }, [
        el('div', { class: 'arena-chart-title' }, [d.chartTitle,
          el('label', { class: 'arena-spoilers', title: 'Show the rest of the match in the chart, the timeline ' +
            'and the event count (s)' }, [d.spoilers, 'whole match'])]), d.chart]),
      d.events, d.legend]);

    function ctrl(name, title, fn, id) {
      return el('button', { class: 'arena-btn icon', title: title, id: id, tabindex: '-1',
        onmousedown: function (e) { e.preventDefault(); }, onclick: fn }, [icon(name)]);
    }
    d.playBtn = ctrl('play', 'Play / pause (space)', act.toggle, 'arena-play');
    d.slider = el('input', { class: 'arena-slider', id: 'arena-slider', type: 'range', min: '0', max: '0',
      value: '0', step: '1', 'aria-label': 'Round' });
    d.markers = el('canvas', { class: 'arena-markers' });
    d.roundLabel = el('span', { class: 'arena-roundlabel', id: 'arena-round-label' });
    d.speed = el('select', { class: 'arena-speed', id: 'arena-speed', title: 'Playback speed (+ / −)',
      'aria-label': 'Playback speed' },
      Shell.SPEEDS.map(function (s) { return el('option', { value: String(s), text: s + ' rounds/s' }); }));
    var controls = el('footer', { class: 'arena-controls' }, [
      ctrl('first', 'First round (Home)', function () { act.seek(0); }),
      ctrl('back10', 'Back 10 rounds (Page Up)', function () { act.step(-10); }),
      ctrl('prev', 'Previous round (←)', function () { act.step(-1); }),
      d.playBtn,
      ctrl('next', 'Next round (→)', function () { act.step(1); }),
      ctrl('fwd10', 'Forward 10 rounds (Page Down)', function () { act.step(10); }),
      ctrl('last', 'Last round (End)', act.end),
      el('div', { class: 'arena-timeline' }, [d.markers, d.slider]),
      d.roundLabel,
      d.speed
    ]);

    var helpRows = [
      ['Space', 'play / pause'], ['←|/|→', 'previous / next round'], ['Page Up|/|Page Down', 'back / forward 10 rounds'],
      ['Home|/|End', 'first / last round'], ['+|/|−', 'faster / slower'], ['1|…|4', 'highlight a player (again: all)'],
      ['S', 'show / hide the rest of the match (chart, timeline)'], ['M', 'show / hide the debug marks'],
      ['Esc', 'unpin the inspector'],
      [']|/|[', 'zoom in / out (2D boards; also the wheel)'], ['Shift+←|…|→', 'pan a zoomed board (also a drag)'],
      ['0', 'the whole board again (a 3D camera: back home)'],
      ['F', 'presentation: full screen, large type (again or Esc: back)'],
      ['O', 'open a replay'], ['L', 'copy a link to the round shown'], ['?', 'this help']
    ];
    d.help = el('div', { class: 'arena-help', id: 'arena-help', hidden: true,
      onclick: function (e) { if (e.target === d.help) d.help.hidden = true; } }, [
      el('div', { class: 'box' }, [
        el('h2', { text: 'Keyboard shortcuts' }),
        el('table', null, helpRows.map(function (r) {
          return el('tr', null, [el('td', null, r[0].split('|').map(function (k) {
            return k === '/' || k === '…' ? ' ' + k + ' ' : el('kbd', { text: k });
          })), el('td', { text: r[1] })]);
        })),
        el('p', { text: (game.help ? game.help + ' ' : '') +
          'Drag the slider or click the chart to jump. Click a player card to highlight that player. ' +
          'Hover the board for details; click a unit or a cell to pin them and follow it round after round.' })
      ])
    ]);
    d.veil = el('div', { class: 'arena-dropveil', hidden: true, text: 'Drop the replay to open it' });

    d.app = el('div', { class: 'arena', id: 'arena-app' }, [top, d.msg,
      el('main', { class: 'arena-main' }, [d.stage, d.side]), controls, d.help, d.veil]);
    document.body.appendChild(d.app);

    (game.legend || []).forEach(function (item) {
      var c = el('canvas', { width: '32', height: '32' });
      item.paint(c.getContext('2d'), 32);
      d.legend.appendChild(el('span', { class: 'lg' }, [c, item.label]));
    });
    return d;
  }

  /* ------------------------------------------------------------------ the shell */

  var DEBUG_FILE = /\.debug$/i;

  function start(game) {
    var view = game.view;
    var state = {
      model: null,
      selected: -1,        // highlighted player, -1 for none
      lastParseMs: 0,
      status: 'empty',     // empty | loading | ready | error
      error: null,
      warning: null,
      fileName: '',
      text: null,          // the replay shown, its side files and what was noted reading it,
      extras: [],          // for side files given later (attach)
      note: null,
      loads: 0,            // replays loaded in this page
      presenting: false,   // presentation mode (F)
      shownFrame: -1
    };
    document.title = game.title + ' — arena viewer';
    /* ?still=1: the board alone in its first state (a preview inside another page) */
    var still = new URLSearchParams(location.search).get('still') === '1';

    var pb, chart, panel, inspector, load, debug, zoom;
    var d = buildPage(game, {
      open: function () { d.fileInput.click(); },
      help: function () { d.help.hidden = !d.help.hidden; },
      copyLink: function () { copyLink(); },
      present: function () { present(!state.presenting); },
      hideMessage: function () { d.msg.hidden = true; },
      toggle: function () { pb.toggle(); },
      seek: function (f) { seek(f); },
      step: function (n) { step(n); },
      end: function () { seek(lastFrame()); },
      spoilers: function () { setSpoilers(d.spoilers.checked); }
    });
    if (still) {
      d.app.classList.add('still');
      document.body.classList.add('arena-still');
      // the top bar hidden, the page's title still read out (a page has its h1, in a landmark)
      d.app.insertBefore(el('header', { class: 'arena-visually-hidden' }, [el('h1', { text: game.title + ' board' })]),
        d.app.firstChild);
    }

    // what the game's renderer draws with: a context of the board canvas, or the canvas itself
    var kind = view.context || '2d';
    var ctx = kind === 'canvas' ? d.board : d.board.getContext(kind, view.contextAttributes);

    function lastFrame() { return state.model ? state.model.frameCount - 1 : 0; }
    function frameLabel(f) {
      var m = state.model;
      return m && m.frameLabel ? m.frameLabel(f) : f;
    }

    pb = Shell.playback(game.speed, {
      lastFrame: lastFrame,
      render: render,
      idle: function (t) {
        return state.model && view.animating ? view.animating(state.model, t, { pinned: inspector.pinned() }) : false;
      },
      playing: function (on) { d.playBtn.replaceChildren(icon(on ? 'pause' : 'play')); },
      changed: function () { d.speed.value = String(pb.speed); updateUi(); }
    });
    d.speed.value = String(pb.speed);
    chart = Shell.chart(d.chart, {
      model: function () { return state.model; },
      t: function () { return pb.t; },
      selected: function () { return state.selected; },
      label: frameLabel,
      seek: function (f) { seek(f); }
    });
    panel = Shell.panel(d, {
      select: function (p) { select(p); },
      seek: function (f) { seek(f); },
      label: frameLabel,
      spoilers: function () { return chart.spoilers; }
    });
    // a 2D board zooms and pans (a 3D one has its own camera)
    zoom = Shell.zoom(d.board, {
      enabled: function () { return kind === '2d' && !!state.model; },
      changed: function () { pb.schedule(); }
    });
    var zoom2d = kind === '2d' ? zoom : null;
    inspector = Shell.inspector(d, {
      model: function () { return state.model; },
      view: function () { return view; },
      frame: function () { return pb.target; },
      label: frameLabel,
      changed: function () { pb.schedule(); },
      markAt: function (x, y) { return debug.markAt(x, y); },
      zoom: zoom2d
    });
    debug = Shell.debugLayer(d, {
      model: function () { return state.model; },
      view: function () { return view; },
      frame: function () { return pb.target; },
      label: frameLabel,
      changed: function () { pb.schedule(); },
      zoom: zoom2d
    });
    load = Shell.loader({
      start: function () { state.status = 'loading'; d.loading.hidden = false; },
      text: function (text, name, extras, note) { d.loading.hidden = true; loadText(text, name, extras, note); },
      sideFiles: game.sideFiles,
      // side files (a .map, a .debug) given after the replay: read again with them, at the same
      // round (null: may they be attached?)
      attach: function (extras) {
        if (!state.text) return false;
        if (extras) {
          var names = extras.map(function (x) { return x.name; }), f = pb.target;
          var kept = state.extras.filter(function (x) { return names.indexOf(x.name) < 0 && !sameKind(x.name, names); });
          if (loadText(state.text, state.fileName, kept.concat(extras), state.note)) seek(Math.min(f, lastFrame()));
        }
        return true;
      },
      fail: function (title, message) {
        d.loading.hidden = true;
        state.status = 'error';
        state.error = message;
        showMessage('error', title, message);
      }
    }, d.veil, { test: function (name) { return DEBUG_FILE.test(name) || (!!game.companion && game.companion.test(name)); } });

    function seek(f) { if (state.model) pb.seek(f); }
    function step(n) { if (state.model) pb.step(n); }
    function select(p) {
      if (!state.model || p >= state.model.players.length) return;
      state.selected = state.selected === p ? -1 : p;
      panel.setSelected(state.selected);
      pb.schedule();
    }
    function setSpoilers(on) {
      chart.spoilers = d.spoilers.checked = on;
      drawMarkers();
      if (state.model) panel.update(pb.target, true);
      pb.schedule();
    }

    /* ---- messages ---- */
    function showMessage(kind, title, text) {
      d.msg.className = 'arena-msg' + (kind === 'warning' ? ' warning' : '');
      d.msgTitle.textContent = title;
      d.msgText.textContent = text;
      d.msg.hidden = false;
      layoutSoon();
    }
    function hideMessage() {
      if (!d.msg.hidden) { d.msg.hidden = true; layoutSoon(); }
    }

    /* ---- loading ---- */
    // a new side file replaces the one of its kind (a second .debug, another .map)
    function sameKind(name, names) {
      var ext = name.split('.').pop();
      return names.some(function (n) { return n.split('.').pop() === ext; });
    }
    function loadText(text, name, extras, note) {
      state.status = 'loading';
      var t0 = performance.now();
      var model;
      try {
        if (!ctx) throw new Shell.ParseError('This browser cannot draw ' + game.title + ' boards (no ' + kind + ' support).');
        extras = extras || [];
        var debugFiles = extras.filter(function (x) { return DEBUG_FILE.test(x.name); });
        model = game.parse(text, extras.filter(function (x) { return !DEBUG_FILE.test(x.name); }));
      } catch (e) {
        state.lastParseMs = performance.now() - t0;
        state.status = 'error';
        var other = typeof text === 'string' ? Shell.whatFileIs(text, game.id) : null;
        state.error = other ? (name || 'This file') + ': ' + other : e.message || String(e);
        if (!(e instanceof Shell.ParseError)) console.error(e);
        showMessage('error', 'Could not read ' + (name || 'the replay') + '.', state.error);
        return false;
      }
      state.lastParseMs = performance.now() - t0;
      state.model = model;
      state.fileName = name || '';
      state.text = text;
      state.extras = extras;
      state.note = note || null;
      state.error = null;
      state.warning = note ? note + (model.warning ? ' ' + model.warning : '') : model.warning || null;
      state.status = 'ready';
      var debugData = null;
      try {
        if (debugFiles.length) debugData = Shell.parseDebug(debugFiles[0].text);
        var other = debugData && Shell.debugMismatch(debugData, game.id, model.names);
        if (other) { debugData = null; throw new Shell.ParseError(other); }
        if (debugData) Shell.addDebugFacts(model, debugData);
      } catch (e) {
        state.warning = (state.warning ? state.warning + ' ' : '') + debugFiles[0].name + ': ' + (e.message || e);
      }
      if (state.warning) showMessage('warning', 'Replay loaded with a problem:', state.warning);
      else hideMessage();
      // a link to a moment (#round=N): that round, for the page's first replay only (read
      // before its first frame rewrites the URL)
      var asked = state.loads++ === 0 ? roundInUrl() : null;
      setupModel();
      debug.set(debugData);
      if (asked !== null) seek(Math.max(0, Math.min(lastFrame(), asked - frameLabel(0))));
      return true;
    }
    d.fileInput.addEventListener('change', function () {
      if (d.fileInput.files && d.fileInput.files.length) load.files(d.fileInput.files);
      d.fileInput.value = '';
    });

    function setupModel() {
      var m = state.model;
      pb.reset();
      state.selected = -1;
      state.shownFrame = -1;
      inspector.reset();
      d.empty.hidden = true;
      d.app.classList.add('loaded');
      d.board.hidden = false;
      d.side.hidden = false;
      d.slider.max = String(lastFrame());
      d.slider.value = '0';
      d.chartTitle.textContent = (m.chart && m.chart.title) || 'Score';
      d.info.replaceChildren();
      if (state.fileName) d.info.appendChild(el('b', { text: state.fileName }));
      if (m.info) d.info.appendChild(document.createTextNode((state.fileName ? '  ·  ' : '') + m.info));
      d.info.title = d.info.textContent;
      panel.setup(m, view);
      zoom.reset();
      layout();
      render(performance.now());
    }

    /* ---- drawing ---- */
    function render(now) {
      if (!state.model) return;
      if (zoom2d && zoom.zoomed()) { // the view paints its board; around it, nothing
        ctx.setTransform(1, 0, 0, 1, 0, 0);
        ctx.clearRect(0, 0, d.board.width, d.board.height);
        zoom.apply(ctx);
      }
      view.draw(ctx, state.model, pb.t, now, { selected: state.selected, pinned: inspector.pinned() });
      if (zoom2d) ctx.setTransform(1, 0, 0, 1, 0, 0);
      debug.draw();
      updateUi();
      chart.draw();
    }

    function updateUi() {
      if (!state.model) return;
      var f = pb.target, last = lastFrame();
      if (String(f) !== d.slider.value) d.slider.value = String(f);
      d.slider.style.setProperty('--fill', (last ? (100 * f / last) : 0) + '%');
      if (f === state.shownFrame) return;
      state.shownFrame = f;
      d.roundLabel.innerHTML = '<b>' + frameLabel(f) + '</b> / ' + frameLabel(last);
      showRoundInUrl(frameLabel(f));
      d.roundVal.innerHTML = frameLabel(f) + ' <small>/ ' + frameLabel(last) + '</small>';
      panel.update(f);
      debug.update(false);
      inspector.refresh();
      if (!chart.spoilers) drawMarkers();
    }

    /* ---- the round in the URL: #round=250 (with ?replay=... a link to a moment) ---- */
    function showRoundInUrl(round) {
      if (still) return; // a preview has no moment to link to
      var hash = '#round=' + round;
      if (location.hash !== hash && history.replaceState) history.replaceState(null, '', hash);
    }
    // the round a link asks for (a number), or null
    function roundInUrl() {
      var m = /(?:^#|&)round=(\d+)/.exec(location.hash);
      return m ? parseInt(m[1], 10) : null;
    }
    /* Presentation mode, for a projector: the page full screen (where the browser lets it),
     * no top bar, the board as large as it goes, player cards and standings in large type. */
    function present(on) {
      state.presenting = on;
      d.app.classList.toggle('present', on);
      var doc = document, root = doc.documentElement;
      try {
        if (on && !doc.fullscreenElement && root.requestFullscreen) root.requestFullscreen().catch(function () {});
        if (!on && doc.fullscreenElement && doc.exitFullscreen) doc.exitFullscreen().catch(function () {});
      } catch (e) { /* full screen refused: presentation mode in the window */ }
      layoutSoon();
    }
    // leaving the browser's full screen (its own Esc) leaves presentation mode too
    document.addEventListener('fullscreenchange', function () {
      if (!document.fullscreenElement && state.presenting) { state.presenting = false; d.app.classList.remove('present'); layoutSoon(); }
    });

    function copyLink() {
      var href = location.href, done = function () { showMessage('warning', 'Link copied:', href); };
      if (navigator.clipboard && navigator.clipboard.writeText)
        navigator.clipboard.writeText(href).then(done, function () { showMessage('warning', 'Copy this link:', href); });
      else showMessage('warning', 'Copy this link:', href);
    }

    /* Ticks above the timeline for the model's markers: only up to the shown frame unless the
     * whole match is shown. */
    function drawMarkers() {
      var m = state.model, mk = d.markers;
      var r = mk.getBoundingClientRect(), dpr = window.devicePixelRatio || 1;
      var w = Math.max(1, Math.round(r.width * dpr)), h = Math.max(1, Math.round(r.height * dpr));
      if (mk.width !== w || mk.height !== h) { mk.width = w; mk.height = h; }
      var g = mk.getContext('2d');
      g.clearRect(0, 0, w, h);
      if (!m || !m.markers) return;
      // the thumb is 16 css px wide: its centre travels from 8 px to width - 8 px
      var x0 = 8 * dpr, x1 = w - 8 * dpr, n = Math.max(1, lastFrame()), upTo = chart.spoilers ? n : pb.target;
      m.markers.forEach(function (k) {
        if (k.frame > upTo) return;
        var x = Math.round(x0 + (x1 - x0) * k.frame / n);
        g.fillStyle = k.color;
        g.fillRect(x - Math.max(1, dpr), 0, Math.max(2, 2 * dpr), h);
      });
    }

    d.speed.addEventListener('change', function () {
      pb.setSpeed(parseFloat(d.speed.value));
      d.speed.blur();
    });
    d.slider.addEventListener('input', function () { seek(parseInt(d.slider.value, 10)); });

    /* ---- layout ---- */
    var layoutPending = false;
    function layoutSoon() {
      if (layoutPending) return;
      layoutPending = true;
      requestAnimationFrame(function () { layoutPending = false; layout(); render(performance.now()); });
    }
    function layout() {
      chart.layout();
      drawMarkers();
      if (!state.model) return;
      var dpr = window.devicePixelRatio || 1;
      var sr = d.stage.getBoundingClientRect();
      var cs = getComputedStyle(d.stage);
      var w = sr.width - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight);
      var h = sr.height - parseFloat(cs.paddingTop) - parseFloat(cs.paddingBottom);
      var size = view.resize(state.model, Math.max(50, w), Math.max(50, h), dpr);
      if (d.board.width !== size.w || d.board.height !== size.h) {
        d.board.width = size.w;
        d.board.height = size.h;
        zoom.reset(); // another size: the whole board again
      }
      d.board.style.width = (size.w / dpr) + 'px';
      d.board.style.height = (size.h / dpr) + 'px';
    }
    if (typeof ResizeObserver !== 'undefined') new ResizeObserver(layoutSoon).observe(d.stage);
    window.addEventListener('resize', layoutSoon);

    /* ---- keyboard ---- */
    document.addEventListener('keydown', function (e) {
      var tg = e.target && e.target.tagName;
      if (tg === 'INPUT' && e.target.type !== 'range' && e.target.type !== 'checkbox') return;
      if (tg === 'TEXTAREA') return;
      // the speed menu keeps the focus when closed without a change: only its own keys
      // (up and down) stay with it, the others are shortcuts again
      if (tg === 'SELECT') {
        if (e.key === 'ArrowUp' || e.key === 'ArrowDown') return;
        e.target.blur();
      }
      if (e.ctrlKey || e.metaKey || e.altKey) return;
      var handled = true;
      switch (e.key) {
        case ' ': case 'Spacebar': case 'k': if (state.model) pb.toggle(); break;
        case 'ArrowRight': case 'ArrowDown': case 'ArrowLeft': case 'ArrowUp':
          if (e.shiftKey && zoom2d) { // Shift+arrows pan a zoomed board
            var w = d.board.width / 8, h = d.board.height / 8;
            zoom.panBy(e.key === 'ArrowLeft' ? w : e.key === 'ArrowRight' ? -w : 0,
              e.key === 'ArrowUp' ? h : e.key === 'ArrowDown' ? -h : 0);
          } else step(e.key === 'ArrowRight' || e.key === 'ArrowDown' ? 1 : -1);
          break;
        case ']': if (zoom2d && state.model) zoom.zoomAt(d.board.width / 2, d.board.height / 2, Shell.zoom.STEP); break;
        case '[': if (zoom2d && state.model) zoom.zoomAt(d.board.width / 2, d.board.height / 2, 1 / Shell.zoom.STEP); break;
        case '0': // the whole board again: a 2D board unzoomed, a 3D camera back home
          if (zoom2d) zoom.reset();
          else if (state.model && view.resetCamera) { view.resetCamera(state.model); pb.schedule(); }
          break;
        case 'PageDown': step(10); break;
        case 'PageUp': step(-10); break;
        case 'Home': seek(0); break;
        case 'End': seek(lastFrame()); break;
        case '+': case '=': pb.changeSpeed(1); break;
        case '-': case '_': pb.changeSpeed(-1); break;
        case 's': case 'S': setSpoilers(!chart.spoilers); break;
        case 'm': case 'M': debug.toggle(); break;
        case '?': case 'h': case 'H': d.help.hidden = !d.help.hidden; break;
        case 'Escape': d.help.hidden = true; d.msg.hidden = true; inspector.unpin(); if (state.presenting) present(false); break;
        case 'f': case 'F': present(!state.presenting); break;
        case 'o': case 'O': d.fileInput.click(); break;
        case 'l': case 'L': if (state.model) copyLink(); break;
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
      get frame() { return pb.target; },
      get t() { return pb.t; },
      get playing() { return pb.playing; },
      get speed() { return pb.speed; },
      get pinned() { return inspector.pinned(); },
      get spoilers() { return chart.spoilers; },
      get zoom() { return { k: zoom.k, x: zoom.x, y: zoom.y }; },
      get presenting() { return state.presenting; },
      get still() { return still; },
      get chartAxis() { return chart.axis; },            // {lo, hi, step} of the value axis drawn
      get chartRounds() { return chart.roundTicks; },    // [[frame, round label], ...] drawn
      loadText: loadText,
      loadUrl: function (u, debug) { load.url(u, debug); },
      seek: seek,
      play: function () { if (state.model) pb.play(); },
      pause: function () { pb.pause(); },
      setSpeed: function (s) { pb.setSpeed(s); },
      select: select,
      pin: function (key) { inspector.pin(key); },
      unpin: function () { inspector.unpin(); },
      setSpoilers: setSpoilers,
      debugSeat: function (s) { debug.choose(s); },
      get debugMarks() { return debug.shown(); },
      toggleMarks: function () { debug.toggle(); }
    };

    layout();
    var q = new URLSearchParams(location.search);
    var url = q.get('game') || q.get('replay');
    /* ?debug=URL: the replay's debug file; ?debug= (empty): none, fetch nothing more */
    if (url) load.url(url, q.get('debug'));
    return window.arenaViewer;
  }

  Shell.start = start;
})(window.ArenaShell = window.ArenaShell || {});
