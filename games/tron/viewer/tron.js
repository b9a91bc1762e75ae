/* Tron 3D replay viewer: parses a tron3d v1.2 replay and draws the board graph in 3D with
 * three.js (three.bundle.js): vertices and edges, trails and heads in player colours,
 * items, turbo and ghost states, explosions. The graph comes from the board's .map, chosen
 * or dropped with the replay (arena's maps carry vertex coordinates; others are laid out by
 * a force-directed layout); without it, from the moves the replay shows.
 * Playback, loading, panel and chart come from viewer/common/shell.js. */
(function () {
  'use strict';

  var Shell = window.ArenaShell, THREE = window.THREE;
  var D = Shell.draw, ease = D.ease, clamp01 = D.clamp01;

  /* The reference viewer's colours. */
  var COLORS = ['#ff3322', '#22ee11', '#33aaee', '#ff22bb'];
  var ITEM_COLORS = [null, '#ff9f1c', '#9b5de5', '#ffd60a']; // turbo, ghost, points
  var ITEM_NAMES = ['none', 'turbo', 'ghost', 'points'];
  var PARAMS = ['nb_players', 'nb_bikes', 'nb_rounds', 'bonus_round', 'turbo_duration', 'ghost_duration',
    'score_bonus'];
  // bike record layout (Int32Array, NB ints per bike and frame)
  var B_PLAYER = 0, B_ITEM = 1, B_VERTEX = 2, B_TURBO = 3, B_GHOST = 4, B_ALIVE = 5, NB = 6;

  /* ------------------------------------------------------------------ parsing */

  function itemOf(sc, tok) {
    var k = tok === null ? -1 : 'ntgp'.indexOf(tok);
    if (k < 0 || tok.length !== 1) throw sc.fail('an item (n t g p)', tok);
    return k;
  }

  function readMoves(sc, list) {
    for (;;) {
      var bike = sc.int('a bike id or -1');
      if (bike === -1) return;
      var to = sc.int('a vertex'), use = sc.int('the use-item flag (0 or 1)', 0, 1);
      if (list) list.push([bike, to, use]);
    }
  }

  function parse(text, extras) {
    var sc = new Shell.Scanner(text);
    var m = { warnings: [] };
    var f = 0, stage = 'header';
    sc.context = function () { return stage === 'header' ? 'the header' : stage + ', round ' + ((r0 || 0) + f); };
    sc.expect('tron3d');
    m.version = sc.next();
    if (m.version === null) throw sc.fail('the version "v1.2"', null);
    if (m.version !== 'v1.2') m.warnings.push('version ' + m.version + ' (this viewer knows v1.2)');
    sc.expect('map');
    m.mapName = sc.next();
    var P = m.params = {};
    for (var k = 0; k < PARAMS.length; k++) {
      sc.expect(PARAMS[k]);
      P[PARAMS[k]] = sc.int('the value of ' + PARAMS[k], k === 0 ? 2 : 0, k === 0 ? 4 : 1e6);
    }
    sc.expect('secgame');
    m.judged = sc.expectOneOf(['true', 'false']) === 'true';
    var np = P.nb_players, nb = m.nbBikes = np * P.nb_bikes;
    m.names = sc.playerNames(np);
    // a match started from another one's round (--from REPLAY:ROUND) begins at that round
    var r0 = sc.numberAfter('round', 1, P.nb_rounds);
    var F = P.nb_rounds + 1 - r0, V = -1;
    var walls = [], items = [], bikes = new Int32Array(F * nb * NB), scores = new Int32Array(F * np);
    var status = new Float64Array(F * np), alive = new Int32Array(F * np), held = new Int32Array(F * np);
    var moves = [];
    var complete = 0;
    try {
      for (f = 0; f < F; f++) {
        if (f > 0) {
          stage = 'the actions';
          sc.expect('actions');
          for (var p = 0; p < np; p++) {
            sc.int('player number ' + p, p, p);
            readMoves(sc, null);
          }
          stage = 'the movements';
          sc.expect('movements');
          var list = [];
          readMoves(sc, list);
          moves.push(list);
        }
        stage = 'the state';
        sc.expect('round');
        sc.int('the round number ' + (r0 + f), r0 + f, r0 + f);
        sc.expect('score');
        for (p = 0; p < np; p++) scores[f * np + p] = sc.int('a score');
        sc.expect('status');
        for (p = 0; p < np; p++) status[f * np + p] = sc.number('a status number');
        stage = 'the vertices';
        sc.expect('vertices');
        var w = [], it = [];
        for (var v = 0; V < 0 ? sc.peek() !== 'bikes' : v < V; v++) {
          w.push(sc.int('a wall (-1 or a bike)', -1, nb - 1));
          it.push(itemOf(sc, sc.next()));
          while (sc.int('a ghost id or -8', -8, nb - 1) !== -8) { /* ghost stacks: not drawn */ }
        }
        if (V < 0) V = w.length;
        if (V === 0) throw sc.fail('at least one vertex', 'bikes');
        walls.push(Int32Array.from(w));
        items.push(Uint8Array.from(it));
        stage = 'the bikes';
        sc.expect('bikes');
        for (var b = 0; b < nb; b++) {
          var q = (f * nb + b) * NB;
          bikes[q + B_PLAYER] = sc.int('a player', 0, np - 1);
          bikes[q + B_ITEM] = itemOf(sc, sc.next());
          bikes[q + B_VERTEX] = sc.int('a vertex (0..' + (V - 1) + ')', 0, V - 1);
          bikes[q + B_TURBO] = sc.int('turbo left', 0);
          bikes[q + B_GHOST] = sc.int('ghost left', 0);
          bikes[q + B_ALIVE] = sc.int('alive (0 or 1)', 0, 1);
          if (bikes[q + B_ALIVE]) alive[f * np + bikes[q + B_PLAYER]]++;
          if (bikes[q + B_ITEM]) held[f * np + bikes[q + B_PLAYER]]++;
        }
        complete = f + 1;
      }
      stage = 'the end';
      Shell.expectEnd(sc, F - 1);
    } catch (e) {
      m.warnings.push(Shell.recover(e, complete));
      F = complete;
    }
    m.frameCount = F;
    m.nbVertices = V;
    m.walls = walls;
    m.items = items;
    m.bikes = bikes;
    m.scores = scores;
    m.status = status;
    m.alive = alive;
    m.held = held;
    m.moves = moves;
    m.graph = graphOf(m, extras || []);
    m.players = Shell.players(m.names, COLORS);
    if (r0 > 0) m.frameLabel = function (fr) { return r0 + fr; };
    m.info = 'Map ' + m.mapName + '  ·  ' + V + ' vertices  ·  ' + P.nb_rounds + ' rounds' +
      (r0 > 0 ? ' (from ' + r0 + ')' : '') + '  ·  ' +
      P.nb_bikes + (P.nb_bikes > 1 ? ' bikes' : ' bike') + ' each' + (m.graph.fromMap ? '' : '  ·  no map given');
    m.chart = { title: 'Score', value: function (pl, fr) { return scores[fr * np + pl]; } };
    m.events = bikeEvents(m);
    m.markers = m.events.map(function (ev) { return { frame: ev.frame, color: ev.color }; });
    if (m.warnings.length) m.warning = m.warnings.join('\n');
    return m;
  }

  function bikeAt(m, f, b) { return (f * m.nbBikes + b) * NB; }

  function bikeEvents(m) {
    var events = [], B = m.bikes;
    for (var f = 1; f < m.frameCount; f++)
      for (var b = 0; b < m.nbBikes; b++)
        if (B[bikeAt(m, f - 1, b) + B_ALIVE] && !B[bikeAt(m, f, b) + B_ALIVE]) {
          var p = B[bikeAt(m, f, b) + B_PLAYER];
          events.push({ frame: f, text: '{p' + p + '}’s bike ' + b + ' explodes', color: COLORS[p] });
        }
    return events;
  }

  /* ------------------------------------------------------------------ the graph */

  /* A .map: "vertices N", N lines of neighbours, "spawn", "bonus", optional "coordinates". */
  function parseMap(text, V) {
    var lines = text.split('\n'), k = 0;
    var head = (lines[k++] || '').trim().split(/\s+/);
    if (head[0] !== 'vertices' || +head[1] !== V) return null;
    var adj = [];
    for (var v = 0; v < V; v++) {
      adj.push((lines[k++] || '').trim().split(/\s+/).filter(Boolean).map(Number));
    }
    var rest = lines.slice(k).join(' ').trim().split(/\s+/), at = rest.indexOf('coordinates'), xyz = null;
    if (at >= 0 && rest.length >= at + 1 + 3 * V) {
      xyz = new Float32Array(3 * V);
      for (var c = 0; c < 3 * V; c++) xyz[c] = +rest[at + 1 + c];
    }
    return { adj: adj, xyz: xyz };
  }

  function graphOf(m, extras) {
    var V = m.nbVertices, adj = null, xyz = null, fromMap = false;
    for (var k = 0; k < extras.length && !adj; k++) {
      var g = parseMap(extras[k].text, V);
      if (g) { adj = g.adj; xyz = g.xyz; fromMap = true; }
      else m.warnings.push(extras[k].name + ' is not the map of this replay (' + V + ' vertices)');
    }
    if (!adj) { // the edges the bikes used
      var seen = {};
      adj = [];
      for (var v = 0; v < V; v++) adj.push([]);
      for (var f = 1; f < m.frameCount; f++) {
        m.moves[f - 1].forEach(function (mv) {
          var b = mv[0], to = mv[1];
          if (b < 0 || b >= m.nbBikes || to < 0 || to >= V) return;
          var from = m.bikes[bikeAt(m, f - 1, b) + B_VERTEX], key = Math.min(from, to) + ',' + Math.max(from, to);
          if (from === to || seen[key]) return;
          seen[key] = 1;
          adj[from].push(to);
          adj[to].push(from);
        });
      }
    }
    var edges = [];
    adj.forEach(function (list, a) { list.forEach(function (b) { if (a < b && b < V) edges.push(a, b); }); });
    var hasCoordinates = !!xyz;
    if (!xyz) xyz = gridLayout(V, adj) || layout(V, edges);
    var out = { adj: adj, edges: edges, xyz: normalise(xyz, V), fromMap: fromMap, hasCoordinates: hasCoordinates };
    normals(out, V);
    return out;
  }

  /* A W x H grid (a map without coordinates, like the original kit's plane.map) laid out flat:
   * from corner c0 (degree 2) and the nearest other corner c1 at distance W-1, a vertex at
   * distances d0, d1 sits at x = (d0 - d1 + W-1) / 2, y = (d0 + d1 - (W-1)) / 2. Null when the
   * graph is not such a grid (then the force layout does). */
  function gridLayout(V, adj) {
    var corners = [];
    for (var v = 0; v < V; v++) {
      if (adj[v].length > 4) return null;
      if (adj[v].length === 2) corners.push(v);
    }
    if (corners.length !== 4) return null;
    var d0 = bfs(adj, corners[0], V), c1 = -1;
    for (var k = 1; k < 4; k++) if (c1 < 0 || d0[corners[k]] < d0[c1]) c1 = corners[k];
    var d1 = bfs(adj, c1, V), w1 = d0[c1], xyz = new Float32Array(3 * V), seen = {};
    for (v = 0; v < V; v++) {
      var x = (d0[v] - d1[v] + w1) / 2, y = (d0[v] + d1[v] - w1) / 2;
      if (d0[v] < 0 || x !== Math.floor(x) || x < 0 || x > w1 || y < 0 || seen[x + ',' + y]) return null;
      seen[x + ',' + y] = 1;
      xyz[3 * v] = x; xyz[3 * v + 1] = 0; xyz[3 * v + 2] = y;
    }
    for (v = 0; v < V; v++) // every edge joins grid neighbours
      for (k = 0; k < adj[v].length; k++) {
        var u = adj[v][k];
        if (Math.abs(xyz[3 * v] - xyz[3 * u]) + Math.abs(xyz[3 * v + 2] - xyz[3 * u + 2]) !== 1) return null;
      }
    return xyz;
  }

  function bfs(adj, from, V) {
    var d = new Int32Array(V).fill(-1), queue = [from];
    d[from] = 0;
    for (var h = 0; h < queue.length; h++)
      adj[queue[h]].forEach(function (u) { if (u < V && d[u] < 0) { d[u] = d[queue[h]] + 1; queue.push(u); } });
    return d;
  }

  /* Each vertex's surface normal, from the crosses of its edges, made to agree from vertex to
   * vertex (a walk over the graph) and to point outward on the whole; whether the board has an
   * outside (sided: a closed or curved board; a flat one does not, a camera may look from
   * either side). */
  function normals(g, V) {
    var x = g.xyz, n = g.normal = new Float32Array(3 * V), sided = g.sided = new Uint8Array(V);
    var e = function (a, b, k) { return x[3 * b + k] - x[3 * a + k]; };
    var dot = function (a, b) { return n[3 * a] * n[3 * b] + n[3 * a + 1] * n[3 * b + 1] + n[3 * a + 2] * n[3 * b + 2]; };
    var flip = function (v) { n[3 * v] = -n[3 * v]; n[3 * v + 1] = -n[3 * v + 1]; n[3 * v + 2] = -n[3 * v + 2]; };
    for (var v = 0; v < V; v++) {
      var list = g.adj[v], nx = 0, ny = 0, nz = 0, rx = 0, ry = 0, rz = 0;
      for (var i = 0; i < list.length; i++) {
        var a = list[i], b = list[(i + 1) % list.length];
        if (a === b || a >= V || b >= V) continue;
        var cx = e(v, a, 1) * e(v, b, 2) - e(v, a, 2) * e(v, b, 1);
        var cy = e(v, a, 2) * e(v, b, 0) - e(v, a, 0) * e(v, b, 2);
        var cz = e(v, a, 0) * e(v, b, 1) - e(v, a, 1) * e(v, b, 0);
        if (rx === 0 && ry === 0 && rz === 0) { rx = cx; ry = cy; rz = cz; }
        var sign = cx * rx + cy * ry + cz * rz < 0 ? -1 : 1;
        nx += sign * cx; ny += sign * cy; nz += sign * cz;
      }
      var len = Math.sqrt(nx * nx + ny * ny + nz * nz);
      if (len < 1e-9) { nx = x[3 * v]; ny = x[3 * v + 1]; nz = x[3 * v + 2]; len = Math.sqrt(nx * nx + ny * ny + nz * nz) || 1; }
      n[3 * v] = nx / len; n[3 * v + 1] = ny / len; n[3 * v + 2] = nz / len;
    }
    // agree along the edges (a walk from each part's first vertex), then outward on the whole
    var seen = new Uint8Array(V), outward = 0, mean = [0, 0, 0];
    for (var start = 0; start < V; start++) {
      if (seen[start]) continue;
      seen[start] = 1;
      for (var queue = [start], h = 0; h < queue.length; h++) {
        g.adj[queue[h]].forEach(function (u) {
          if (u >= V || seen[u]) return;
          seen[u] = 1;
          if (dot(u, queue[h]) < 0) flip(u);
          queue.push(u);
        });
      }
    }
    for (v = 0; v < V; v++) outward += n[3 * v] * x[3 * v] + n[3 * v + 1] * x[3 * v + 1] + n[3 * v + 2] * x[3 * v + 2];
    for (v = 0; v < V; v++) {
      if (outward < 0) flip(v);
      for (var k = 0; k < 3; k++) mean[k] += n[3 * v + k];
    }
    // flat: every vertex in the plane through the centre across the mean normal
    var ml = Math.hypot(mean[0], mean[1], mean[2]) || 1, flat = true;
    for (v = 0; v < V && flat; v++) flat = Math.abs((x[3 * v] * mean[0] + x[3 * v + 1] * mean[1] + x[3 * v + 2] * mean[2]) / ml) < 1e-3;
    sided.fill(flat ? 0 : 1);
  }


  /* A force-directed layout in 3D (springs on edges, repulsion between all vertices), from a
   * fixed start so the same replay always looks the same. */
  function layout(V, edges) {
    var pos = new Float32Array(3 * V), disp = new Float32Array(3 * V);
    for (var v = 0; v < V; v++) { // points on a sphere, golden-angle spiral
      var y = 1 - 2 * (v + 0.5) / V, r = Math.sqrt(1 - y * y), a = v * 2.399963;
      pos[3 * v] = r * Math.cos(a); pos[3 * v + 1] = y; pos[3 * v + 2] = r * Math.sin(a);
    }
    var kk = 2 / Math.cbrt(V), temp = 0.2, iterations = V > 1500 ? 40 : 150;
    for (var it = 0; it < iterations; it++) {
      disp.fill(0);
      for (var a2 = 0; a2 < V; a2++)
        for (var b = a2 + 1; b < V; b++) {
          var dx = pos[3 * a2] - pos[3 * b], dy = pos[3 * a2 + 1] - pos[3 * b + 1], dz = pos[3 * a2 + 2] - pos[3 * b + 2];
          var d2 = dx * dx + dy * dy + dz * dz + 1e-6, f = kk * kk / d2;
          disp[3 * a2] += dx * f; disp[3 * a2 + 1] += dy * f; disp[3 * a2 + 2] += dz * f;
          disp[3 * b] -= dx * f; disp[3 * b + 1] -= dy * f; disp[3 * b + 2] -= dz * f;
        }
      for (var e = 0; e < edges.length; e += 2) {
        var p = edges[e], q = edges[e + 1];
        var ex = pos[3 * p] - pos[3 * q], ey = pos[3 * p + 1] - pos[3 * q + 1], ez = pos[3 * p + 2] - pos[3 * q + 2];
        var d = Math.sqrt(ex * ex + ey * ey + ez * ez) + 1e-6, g = d / kk;
        disp[3 * p] -= ex * g; disp[3 * p + 1] -= ey * g; disp[3 * p + 2] -= ez * g;
        disp[3 * q] += ex * g; disp[3 * q + 1] += ey * g; disp[3 * q + 2] += ez * g;
      }
      for (var w = 0; w < V; w++) {
        var lx = disp[3 * w], ly = disp[3 * w + 1], lz = disp[3 * w + 2], l = Math.sqrt(lx * lx + ly * ly + lz * lz) + 1e-9;
        var s = Math.min(l, temp) / l;
        pos[3 * w] += lx * s; pos[3 * w + 1] += ly * s; pos[3 * w + 2] += lz * s;
      }
      temp *= 0.97;
    }
    return pos;
  }

  /* Centred, radius 1. */
  function normalise(xyz, V) {
    var c = [0, 0, 0], r = 1e-9, out = new Float32Array(3 * V);
    for (var v = 0; v < V; v++) for (var k = 0; k < 3; k++) c[k] += xyz[3 * v + k] / V;
    for (v = 0; v < V; v++) {
      var d = 0;
      for (k = 0; k < 3; k++) { out[3 * v + k] = xyz[3 * v + k] - c[k]; d += out[3 * v + k] * out[3 * v + k]; }
      r = Math.max(r, Math.sqrt(d));
    }
    for (k = 0; k < 3 * V; k++) out[k] /= r;
    return out;
  }

  /* ------------------------------------------------------------------ the scene */

  /* The board's faces, as triangle indices turned the way the vertex normals point: its
   * triangles, and its 4-cycles without a diagonal (a mesh's quads: the .map keeps the faces'
   * sides only). Each is found once, from its lowest vertex a and a's two sides b, c. */
  function facesOf(g, V) {
    var adj = g.adj, x = g.xyz, nr = g.normal, out = [], near = [];
    for (var v = 0; v < V; v++) {
      near.push({});
      adj[v].forEach(function (u) { if (u < V) near[v][u] = 1; });
    }
    var add = function (a, b, c) { // a triangle, turned to agree with a's normal
      var k, u = [], w = [];
      for (k = 0; k < 3; k++) { u.push(x[3 * b + k] - x[3 * a + k]); w.push(x[3 * c + k] - x[3 * a + k]); }
      var cn = [u[1] * w[2] - u[2] * w[1], u[2] * w[0] - u[0] * w[2], u[0] * w[1] - u[1] * w[0]];
      if (cn[0] * nr[3 * a] + cn[1] * nr[3 * a + 1] + cn[2] * nr[3 * a + 2] < 0) out.push(a, c, b);
      else out.push(a, b, c);
    };
    for (var a = 0; a < V; a++) {
      var la = adj[a].filter(function (u) { return u > a && u < V; });
      for (var i = 0; i < la.length; i++) {
        for (var j = i + 1; j < la.length; j++) {
          var b = la[i], c = la[j];
          if (near[b][c]) { add(a, b, c); continue; }
          adj[b].forEach(function (d) { // a quad a-b-d-c, no diagonal
            if (d > a && d !== c && d < V && near[c][d] && !near[a][d]) { add(a, b, d); add(a, d, c); }
          });
        }
      }
    }
    return out;
  }


  function setup3d(canvas, m) {
    var s = m.three = { scale: 1 };
    s.renderer = new THREE.WebGLRenderer({ canvas: canvas, antialias: false, preserveDrawingBuffer: true });
    s.renderer.setClearColor(0x0b0e14);
    s.scene = new THREE.Scene();
    s.camera = new THREE.PerspectiveCamera(45, 1, 0.01, 100);
    s.camera.position.fromArray(CAMERA_HOME);
    s.controls = new window.THREE_OrbitControls(s.camera, canvas);
    s.controls.enableDamping = false;
    // the board turns by itself until the user acts (as the 2018 viewer did); ?rotate=0: still
    s.controls.autoRotate = new URLSearchParams(location.search).get('rotate') !== '0';
    s.controls.autoRotateSpeed = 1.5;
    var still = function () { s.controls.autoRotate = false; };
    ['pointerdown', 'wheel', 'keydown'].forEach(function (ev) { window.addEventListener(ev, still, true); });
    s.controls.addEventListener('change', function () {
      if (s.last && !s.turning) s.renderer.render(s.scene, s.camera);
      canvas.dispatchEvent(new Event('arena-board-moved')); /* debug marks follow the camera */
    });
    s.scene.add(new THREE.AmbientLight(0xffffff, 0.7));
    var sun = new THREE.DirectionalLight(0xffffff, 1.6);
    sun.position.set(2, 3, 4);
    s.scene.add(sun);
    var g = m.graph, V = m.nbVertices, xyz = g.xyz;
    // the board's surface, shaded and translucent: what lies behind it shows dimmed
    var faces = facesOf(g, V);
    if (faces.length) {
      var sg = new THREE.BufferGeometry();
      sg.setAttribute('position', new THREE.BufferAttribute(xyz, 3));
      sg.setIndex(faces);
      sg.computeVertexNormals();
      s.surface = new THREE.Mesh(sg, new THREE.MeshLambertMaterial({ color: 0x2b3a5c, transparent: true, opacity: 0.6,
        side: THREE.DoubleSide, depthWrite: false, forceSinglePass: true })); // (one pass: both sides at once)
      s.scene.add(s.surface);
    }
    // edges, on the surface
    var ep = new Float32Array(g.edges.length * 3);
    for (var e = 0; e < g.edges.length; e++) for (var k = 0; k < 3; k++) ep[3 * e + k] = xyz[3 * g.edges[e] + k];
    var eg = new THREE.BufferGeometry();
    eg.setAttribute('position', new THREE.BufferAttribute(ep, 3));
    s.scene.add(new THREE.LineSegments(eg, new THREE.LineBasicMaterial({ color: 0x4a5d82 })));
    // vertices: coloured by wall
    var size = 0.9 / Math.sqrt(V);
    s.vertexSize = size;
    // (points, not a mesh a vertex: a big board drawn by software keeps its frame rate)
    var pg = new THREE.BufferGeometry();
    pg.setAttribute('position', new THREE.BufferAttribute(xyz, 3));
    s.vertexColors = new Float32Array(3 * V);
    pg.setAttribute('color', new THREE.BufferAttribute(s.vertexColors, 3));
    s.vertices = new THREE.Points(pg, new THREE.PointsMaterial({ size: size * 0.5, sizeAttenuation: true,
      vertexColors: true, map: dotTexture(), alphaTest: 0.5 }));
    s.scene.add(s.vertices);
    // trails: a tube a move (meshes: WebGL draws every line one pixel wide)
    s.trails = new THREE.InstancedMesh(new THREE.CylinderGeometry(size * 0.13, size * 0.13, 1, 4, 1, true),
      new THREE.MeshLambertMaterial({ color: 0xffffff }), Math.max(1, m.nbBikes * m.frameCount));
    s.trails.count = 0;
    s.trails.setColorAt(0, new THREE.Color(0xffffff));
    s.scene.add(s.trails);
    trailSegments(m, s);
    // bikes: a cone pointing where it goes, the item it holds as a small cube above it
    s.heads = [];
    s.held = [];
    for (var b = 0; b < m.nbBikes; b++) {
      var cone = new THREE.ConeGeometry(size * 0.32, size * 0.95, 14);
      var head = new THREE.Mesh(cone, new THREE.MeshPhongMaterial({ color: COLORS[m.bikes[bikeAt(m, 0, b) + B_PLAYER]],
        transparent: true, shininess: 60 }));
      s.scene.add(head);
      s.heads.push(head);
      var held = new THREE.Mesh(new THREE.BoxGeometry(size * 0.3, size * 0.3, size * 0.3),
        new THREE.MeshLambertMaterial({ color: 0xffffff }));
      held.visible = false;
      s.scene.add(held);
      s.held.push(held);
    }
    s.items = new THREE.InstancedMesh(new THREE.BoxGeometry(size * 0.7, size * 0.7, size * 0.7),
      new THREE.MeshLambertMaterial({ color: 0xffffff }), V);
    s.scene.add(s.items);
    s.blasts = [];
    for (b = 0; b < m.nbBikes; b++) {
      var blast = new THREE.Mesh(new THREE.SphereGeometry(size, 16, 12),
        new THREE.MeshBasicMaterial({ color: 0xffb347, transparent: true }));
      blast.visible = false;
      s.scene.add(blast);
      s.blasts.push(blast);
    }
    return s;
  }

  function vec(m, v) {
    var x = m.graph.xyz;
    return new THREE.Vector3(x[3 * v], x[3 * v + 1], x[3 * v + 2]);
  }

  /* Every bike's moves as tube matrices, once: bike b's k-th move at s.segMatrix[(b F + k) 16],
   * and s.segCount[b F + f] how many it made up to frame f (F frames). A frame's trails are
   * then a copy of each living bike's first moves. */
  /* A round dot, white on transparent, for the vertices' points. */
  function dotTexture() {
    var c = document.createElement('canvas'), g = c.getContext('2d');
    c.width = c.height = 32;
    g.fillStyle = '#ffffff';
    g.beginPath();
    g.arc(16, 16, 14, 0, 2 * Math.PI);
    g.fill();
    return new THREE.CanvasTexture(c);
  }

  function trailSegments(m, s) {
    var F = m.frameCount, up = new THREE.Vector3(0, 1, 0), from = new THREE.Vector3(), to = new THREE.Vector3();
    var quat = new THREE.Quaternion(), scale = new THREE.Vector3(1, 1, 1), mat = new THREE.Matrix4();
    s.segMatrix = new Float32Array(m.nbBikes * F * 16);
    s.segCount = new Int32Array(m.nbBikes * F);
    for (var b = 0; b < m.nbBikes; b++) {
      var k = 0;
      for (var fr = 1; fr < F; fr++) {
        var a = m.bikes[bikeAt(m, fr - 1, b) + B_VERTEX], c = m.bikes[bikeAt(m, fr, b) + B_VERTEX];
        if (a !== c && m.bikes[bikeAt(m, fr, b) + B_ALIVE]) {
          from.copy(vec(m, a)); to.copy(vec(m, c));
          var len = from.distanceTo(to);
          quat.setFromUnitVectors(up, to.clone().sub(from).divideScalar(len || 1));
          scale.set(1, len, 1);
          mat.compose(from.add(to).multiplyScalar(0.5), quat, scale);
          mat.toArray(s.segMatrix, (b * F + k) * 16);
          k++;
        }
        s.segCount[b * F + fr] = k;
      }
    }
  }

  function anyAlive(m, f) {
    for (var b = 0; b < m.nbBikes; b++) if (m.bikes[bikeAt(m, f, b) + B_ALIVE]) return true;
    return false;
  }

  /* Where bike b heads at span: its move in progress, else its last one (else the first
   * neighbour of its vertex v), as a unit vector. */
  function heading(m, span, b, v) {
    var p0 = m.bikes[bikeAt(m, span.f0, b) + B_VERTEX], p1 = m.bikes[bikeAt(m, Math.min(span.f0 + 1, m.frameCount - 1), b) + B_VERTEX];
    var back = m.bikes[bikeAt(m, Math.max(span.f0 - 1, 0), b) + B_VERTEX];
    var d = p1 !== p0 ? vec(m, p1).sub(vec(m, p0)) : back !== p0 ? vec(m, p0).sub(vec(m, back)) :
      m.graph.adj[v].length ? vec(m, m.graph.adj[v][0]).sub(vec(m, v)) : new THREE.Vector3(0, 1, 0);
    return d.lengthSq() > 0 ? d.normalize() : new THREE.Vector3(0, 1, 0);
  }

  /* Vertex v's normal, turned toward `eye` where the surface has no outside (a flat board). */
  function normalAt(m, v, eye) {
    var g = m.graph, n = new THREE.Vector3(g.normal[3 * v], g.normal[3 * v + 1], g.normal[3 * v + 2]);
    if (!g.sided[v] && eye && n.dot(eye.clone().sub(vec(m, v))) < 0) n.negate();
    return n;
  }

  /* 1 if vertex v faces away from the camera (the far side of a closed board). */
  function hidden(m, v) {
    var g = m.graph, s = m.three;
    return !!g.sided[v] && normalAt(m, v).dot(s.camera.position.clone().sub(vec(m, v))) < 0;
  }

  var CAMERA_HOME = [1.7, 1.3, 2.4]; // three quarters from above: depth shows

  /* The share of the canvas's resolution to draw at: while the replay moves and frames come
   * slower than 30 a second (a big board drawn by software), fewer pixels, down to 30%; a
   * still frame (paused, or moved by hand) is drawn whole (animating asks for it). */
  function renderScale(s, t) {
    var now = performance.now(), moving = s.lastT !== undefined && t !== s.lastT;
    if (moving && now - s.lastDraw < 250) {
      s.frameMs = s.frameMs ? 0.7 * s.frameMs + 0.3 * (now - s.lastDraw) : now - s.lastDraw;
      if (s.frameMs > 34) s.scale = Math.max(0.3, s.scale * 0.75);
      else if (s.frameMs < 22) s.scale = Math.min(1, s.scale / 0.85);
    } else if (!moving) {
      s.scale = 1;
      s.frameMs = 0;
    }
    s.lastT = t;
    s.lastDraw = now;
    return s.scale;
  }

  function bikePosition(m, span, b) {
    var a = bikeAt(m, span.f0, b), c = bikeAt(m, span.f1, b);
    var pa = vec(m, m.bikes[a + B_VERTEX]), pc = vec(m, m.bikes[c + B_VERTEX]);
    return pa.lerp(pc, ease(span.fr));
  }

  var view = {
    context: 'canvas',

    resize: function (m, w, h, dpr) {
      m.fullSize = { w: Math.round(w * dpr), h: Math.round(h * dpr) };
      return m.fullSize;
    },

    draw: function (canvas, m, t, now, opts) {
      var s = m.three || setup3d(canvas, m);
      var span = Shell.frameSpan(t, m.frameCount), f = span.fr < 0.5 ? span.f0 : span.f1, sel = opts ? opts.selected : -1;
      if (s.controls.autoRotate) { s.turning = true; s.controls.update(); s.turning = false; }
      var scale = renderScale(s, t), full = m.fullSize || { w: canvas.width, h: canvas.height };
      var w = Math.max(1, Math.round(full.w * scale)), h = Math.max(1, Math.round(full.h * scale));
      if (canvas.width !== w || canvas.height !== h) s.renderer.setSize(w, h, false);
      s.camera.aspect = w / h;
      s.camera.updateProjectionMatrix();
      var V = m.nbVertices, walls = m.walls[f], items = m.items[f], color = new THREE.Color(), mat = new THREE.Matrix4();
      var vc = s.vertexColors, wallColor = s.wallColors || (s.wallColors = COLORS.map(function (c) {
        return new THREE.Color(c);
      }).concat([new THREE.Color('#5b6b88')]));
      for (var v = 0; v < V; v++) {
        var w = walls[v], wc = wallColor[w >= 0 ? m.bikes[bikeAt(m, f, w) + B_PLAYER] : COLORS.length];
        vc[3 * v] = wc.r; vc[3 * v + 1] = wc.g; vc[3 * v + 2] = wc.b;
      }
      s.vertices.geometry.attributes.color.needsUpdate = true;
      // trails: the path each living bike drove, up to this frame; when every bike is dead
      // (the end of the match), the last frame with one alive stays shown, dimmed
      var trailFrame = f, faded = 1;
      while (trailFrame > 0 && !anyAlive(m, trailFrame)) { trailFrame--; faded = 0.55; }
      var n = 0, F = m.frameCount, tm = s.trails.instanceMatrix.array, tc = s.trails.instanceColor.array;
      for (var tb = 0; tb < m.nbBikes; tb++) {
        var tq = bikeAt(m, trailFrame, tb);
        if (!m.bikes[tq + B_ALIVE]) continue;
        var pl = m.bikes[tq + B_PLAYER], dim = (sel >= 0 && sel !== pl ? 0.3 : 1) * faded;
        color.set(COLORS[pl]).multiplyScalar(dim);
        var cnt = s.segCount[tb * F + trailFrame];
        tm.set(s.segMatrix.subarray(tb * F * 16, (tb * F + cnt) * 16), n * 16);
        for (var k = n; k < n + cnt; k++) { tc[3 * k] = color.r; tc[3 * k + 1] = color.g; tc[3 * k + 2] = color.b; }
        n += cnt;
      }
      s.trails.count = n;
      s.trails.instanceMatrix.needsUpdate = true;
      if (s.trails.instanceColor) s.trails.instanceColor.needsUpdate = true;
      var shown = 0;
      for (v = 0; v < V; v++) {
        if (!items[v]) continue;
        var p = vec(m, v).multiplyScalar(1 + s.vertexSize * 0.8);
        mat.makeRotationY(now / 600 + v).setPosition(p);
        s.items.setMatrixAt(shown, mat);
        s.items.setColorAt(shown++, color.set(ITEM_COLORS[items[v]]));
      }
      s.items.count = shown;
      s.items.instanceMatrix.needsUpdate = true;
      if (s.items.instanceColor) s.items.instanceColor.needsUpdate = true;
      for (var bk = 0; bk < m.nbBikes; bk++) {
        var q0 = bikeAt(m, span.f0, bk), q1 = bikeAt(m, span.f1, bk), head = s.heads[bk], blast = s.blasts[bk];
        var alive0 = m.bikes[q0 + B_ALIVE], alive1 = m.bikes[q1 + B_ALIVE], pos = bikePosition(m, span, bk);
        var player = m.bikes[q0 + B_PLAYER];
        head.visible = !!alive0 && (alive1 || span.fr < 0.6);
        var hv = m.bikes[q0 + B_VERTEX], lift = normalAt(m, hv, s.camera.position).multiplyScalar(s.vertexSize * 0.35);
        head.position.copy(pos).add(lift);
        head.quaternion.setFromUnitVectors(new THREE.Vector3(0, 1, 0), heading(m, span, bk, hv));
        var held = s.held[bk], item = m.bikes[q0 + B_ITEM];
        held.visible = head.visible && item > 0 && !!ITEM_COLORS[item];
        if (held.visible) {
          held.material.color.set(ITEM_COLORS[item]);
          held.position.copy(head.position).addScaledVector(lift, 2.6);
          held.rotation.set(0, now / 500, 0);
        }
        head.scale.setScalar(m.bikes[q0 + B_TURBO] > 0 ? 1.35 : 1);
        head.material.opacity = (m.bikes[q0 + B_GHOST] > 0 ? 0.45 : 1) * (sel >= 0 && sel !== player ? 0.35 : 1);
        head.material.emissive = new THREE.Color(m.bikes[q0 + B_TURBO] > 0 ? 0x553300 : 0x000000);
        blast.visible = !!alive0 && !alive1 && span.fr > 0.3;
        if (blast.visible) {
          var k2 = clamp01((span.fr - 0.3) / 0.7);
          blast.position.copy(head.position);
          blast.scale.setScalar(0.5 + 2 * k2);
          blast.material.opacity = 1 - k2;
        }
      }
      // follow a pinned bike: the camera above it, along the surface's normal there (on a flat
      // board too: not in the board's own plane)
      if (opts && opts.pinned && opts.pinned[0] === 'b') {
        var fb = parseInt(opts.pinned.slice(1), 10);
        if (fb >= 0 && fb < m.nbBikes) {
          var target = bikePosition(m, span, fb), fv = m.bikes[bikeAt(m, span.f0, fb) + B_VERTEX];
          var up = normalAt(m, fv, s.camera.position);
          s.controls.target.lerp(target, 0.25);
          s.camera.position.lerp(target.clone().addScaledVector(up, 1.6), 0.25);
          s.camera.lookAt(s.controls.target);
        }
      }
      s.last = true;
      s.renderer.render(s.scene, s.camera);
    },

    /* items spin, a pinned bike is followed; else nothing moves: no redraw while paused */
    animating: function (m, t, opts) {
      var f = Math.round(t), items = m.items[Math.max(0, Math.min(m.frameCount - 1, f))];
      if (m.three && m.three.controls.autoRotate) return true; // turning by itself
      if (m.three && m.three.scale < 1) return 120; // the still frame, whole
      if (opts && opts.pinned && opts.pinned[0] === 'b') return 60;
      for (var v = 0; v < items.length; v++) if (items[v]) return 60;
      return false;
    },

    /* 0: the camera where it started */
    resetCamera: function (m) {
      var s = m.three;
      if (!s) return;
      s.camera.position.fromArray(CAMERA_HOME);
      s.controls.target.set(0, 0, 0);
      s.controls.update();
    },

    panel: function (m, f) {
      return Shell.panelRows(m, f, m.scores, m.status, [
        { key: 'alive', label: 'Bikes', values: m.alive },
        { key: 'items', label: 'Items held', values: m.held }
      ]);
    },

    /* A player's debug mark at vertex v: where the camera shows it, or null behind it. */
    markPoint: function (m, f, v) {
      var s = m.three;
      if (!s || v < 0 || v >= m.nbVertices) return null;
      if (hidden(m, v)) return null; // behind the board: not drawn over it
      var q = vec(m, v).project(s.camera);
      if (q.z > 1) return null;
      var W = s.renderer.domElement.width, H = s.renderer.domElement.height;
      return { x: (q.x + 1) / 2 * W, y: (1 - q.y) / 2 * H };
    },
    markRadius: function () { return 7 * (window.devicePixelRatio || 1); },

    /* The bike head or vertex nearest to device pixel (x, y) on screen. */
    pick: function (m, f, x, y) {
      var s = m.three;
      if (!s) return null;
      var W = s.renderer.domElement.width, H = s.renderer.domElement.height, best = null, bestD = 18 * (window.devicePixelRatio || 1);
      var test = function (p, key) {
        var q = p.clone().project(s.camera);
        if (q.z > 1) return;
        var dx = (q.x + 1) / 2 * W - x, dy = (1 - q.y) / 2 * H - y, d = Math.sqrt(dx * dx + dy * dy);
        if (d < bestD) { bestD = d; best = key; }
      };
      for (var b = 0; b < m.nbBikes; b++) {
        var q = bikeAt(m, f, b);
        if (m.bikes[q + B_ALIVE]) test(vec(m, m.bikes[q + B_VERTEX]), 'b' + b);
      }
      if (best) return best; /* a bike before the vertex it stands on */
      for (var v = 0; v < m.nbVertices; v++) test(vec(m, v), 'v' + v);
      return best;
    },

    inspect: function (m, f, key) {
      var n = parseInt(key.slice(1), 10);
      if (key[0] === 'b') {
        if (!(n >= 0 && n < m.nbBikes)) return null;
        var q = bikeAt(m, f, n), p = m.bikes[q + B_PLAYER], B = m.bikes;
        var lines = [m.names[p] + ' (player ' + p + ')', B[q + B_ALIVE] ? 'on vertex ' + B[q + B_VERTEX] :
          'exploded at vertex ' + B[q + B_VERTEX]];
        if (B[q + B_ITEM]) lines.push('holds ' + ITEM_NAMES[B[q + B_ITEM]]);
        if (B[q + B_TURBO]) lines.push('turbo: ' + B[q + B_TURBO] + ' moves left');
        if (B[q + B_GHOST]) lines.push('ghost: ' + B[q + B_GHOST] + ' moves left');
        return { title: 'Bike #' + n, color: COLORS[p], lines: lines };
      }
      if (!(n >= 0 && n < m.nbVertices)) return null;
      var w = m.walls[f][n], it = m.items[f][n];
      var out = ['vertex ' + n + ', ' + m.graph.adj[n].length + ' neighbours' + (m.graph.fromMap ? '' : ' seen')];
      out.push(w >= 0 ? 'wall of bike ' + w + ' (' + m.names[m.bikes[bikeAt(m, f, w) + B_PLAYER]] + ')' : 'free');
      if (it) out.push('item: ' + ITEM_NAMES[it]);
      return { title: 'Vertex ' + n, color: w >= 0 ? COLORS[m.bikes[bikeAt(m, f, w) + B_PLAYER]] : null, lines: out };
    }
  };

  function swatch(color, round) {
    return function (g, c) {
      g.fillStyle = '#0b0e14'; g.fillRect(0, 0, c, c);
      g.fillStyle = color;
      if (round) { g.beginPath(); g.arc(c / 2, c / 2, c * 0.32, 0, Math.PI * 2); g.fill(); }
      else g.fillRect(c * 0.25, c * 0.25, c * 0.5, c * 0.5);
    };
  }
  var legend = [
    { label: 'Bike', paint: swatch(COLORS[0], true) },
    { label: 'Turbo', paint: swatch(ITEM_COLORS[1], false) },
    { label: 'Ghost', paint: swatch(ITEM_COLORS[2], false) },
    { label: 'Points', paint: swatch(ITEM_COLORS[3], false) }
  ];

  window.TronViewer = { parse: parse, view: view, COLORS: COLORS, layout: layout };

  Shell.start({
    id: 'tron', // the engine's name for the game (debug files say it)
    title: 'Tron 3D',
    accept: '.t3d,.res,.gz,.map,.txt,text/plain',
    companion: /\.map$/,
    // a replay names its map: "tron3d v1.2 map cube" (fetched with a replay given by URL)
    sideFiles: function (text) {
      var m = /^\s*tron3d\s+\S+\s+map\s+([^\s/]+)/.exec(text.slice(0, 400));
      return m ? [m[1] + '.map'] : [];
    },
    parse: parse,
    view: view,
    legend: legend,
    help: 'The board turns by itself until you act. Drag to turn the board, scroll to zoom, right-drag to ' +
      'pan, 0 for the first view. Open the board’s .map with ' +
      'the replay (both at once) to draw the board as its model; without it the board is laid ' +
      'out from the moves. Click a bike to follow it. A big head is in turbo, a faint one a ghost.'
  });
})();
