/* A toy game's viewer for the shell's tests: its renderer owns a WebGL context (as a 3D board
 * would) and draws one bar a player, as high as its score. Replay:
 *   Game Seed <n> Toy 1 names <4 names>
 *   then per state: round <r> score <4 ints> status <4 numbers>                              */
(function () {
  'use strict';

  var Shell = window.ArenaShell;
  var COLORS = ['#e5383b', '#2f9e44', '#1c6fe0', '#9b4dca'];
  var NP = 4;

  function parse(text) {
    var sc = new Shell.Scanner(text);
    var m = { warnings: [] }, scores = [], status = [], f = 0, r0 = 0;
    sc.replayHeader(m, 'Toy', '1');
    m.names = sc.playerNames(NP);
    sc.context = function () { return 'round ' + f; };
    try {
      for (f = 0; f === 0 || !sc.atEnd(); f++) {
        sc.expect('round');
        // a replay may start at any round (a match played --from a round)
        var r = sc.int('the round number ' + f, f === 0 ? 0 : r0 + f, f === 0 ? 1e6 : r0 + f);
        if (f === 0) r0 = r;
        sc.expect('score');
        for (var p = 0; p < NP; p++) scores.push(sc.int('a score', 0));
        sc.expect('status');
        for (p = 0; p < NP; p++) status.push(sc.number('a status'));
      }
    } catch (e) {
      m.warnings.push(Shell.recover(e, f));
    }
    m.frameCount = f;
    m.scores = scores.slice(0, f * NP);
    m.status = status.slice(0, f * NP);
    m.top = Math.max.apply(null, m.scores.concat([1]));
    m.players = Shell.players(m.names, COLORS);
    if (r0 > 0) m.frameLabel = function (fr) { return r0 + fr; };
    m.chart = { title: 'Score', value: function (p, fr) { return m.scores[fr * NP + p]; } };
    if (m.warnings.length) m.warning = m.warnings.join('\n');
    return m;
  }

  /* Bars as scissored clears: no shaders needed to show the renderer has its own context. */
  function draw(gl, m, t) {
    var W = gl.drawingBufferWidth, H = gl.drawingBufferHeight, f = Math.round(t);
    gl.viewport(0, 0, W, H);
    gl.disable(gl.SCISSOR_TEST);
    gl.clearColor(0.08, 0.09, 0.12, 1);
    gl.clear(gl.COLOR_BUFFER_BIT);
    gl.enable(gl.SCISSOR_TEST);
    for (var p = 0; p < NP; p++) {
      var h = Math.round(H * m.scores[f * NP + p] / m.top), rgb = Shell.color.hexToRgb(COLORS[p]);
      if (h <= 0) continue;
      gl.scissor(Math.round(W * p / NP) + 2, 0, Math.round(W / NP) - 4, h);
      gl.clearColor(rgb[0] / 255, rgb[1] / 255, rgb[2] / 255, 1);
      gl.clear(gl.COLOR_BUFFER_BIT);
    }
    gl.disable(gl.SCISSOR_TEST);
  }

  window.ToyViewer = { parse: parse, COLORS: COLORS };
  Shell.start({
    id: 'toy',
    title: 'Toy',
    parse: parse,
    view: {
      context: 'webgl',
      contextAttributes: { preserveDrawingBuffer: true },
      resize: function (m, w, h, dpr) {
        var s = Math.floor(Math.min(w, h) * dpr);
        m.size = s;
        return { w: s, h: s };
      },
      draw: draw,
      panel: function (m, f) { return Shell.panelRows(m, f, m.scores, m.status, []); },
      pick: function (m, f, x) { return 'p' + Math.min(NP - 1, Math.max(0, Math.floor(x * NP / m.size))); },
      inspect: function (m, f, key) {
        var p = +key.slice(1);
        return { title: 'Bar of ' + m.players[p].label, color: COLORS[p], lines: ['score ' + m.scores[f * NP + p]] };
      }
    }
  });
})();
