// Browser test of the Tron 3D viewer: real headless Chromium (WebGL by software rendering)
// driven by playwright-core. Run with `npm run test:viewers`.
// What every viewer shares (browser, pages, panel, keys) is in viewer/tests/helpers.mjs.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { shownRound, checkSteps, checkPlayPause, setSlider, stateEnds, waitLoaded, ROOT,
  viewerHarness } from '../../../../viewer/tests/helpers.mjs';
import { openSynthetic } from '../../../../viewer/tests/game-tests.mjs';

const harness = viewerHarness('tron', {
  replaysEnv: 'ARENA_TRON_REPLAYS',
  stats: ['alive', 'items'],
  scoreLine: /^score (.*)$/gm,
});
const { writeTmp, openViewer, openWith, panel, checkMalformed, checkCutAnywhere, checkCorrupt, shellTests,
  checkLayouts, checkReferenceReplays, checkHttp, viewerUrl } = harness;

/* ---------------------------------------------------------------- synthetic replay */

const RING = 64;

// A ring of 64 vertices (its .map gives coordinates on a circle), 4 players of 1 bike: bike
// k starts on 16k and moves one vertex along the ring every even round. Player 3 is frozen
// from round 4 (its bike explodes at round 5); bike 1 stops after round 8 and explodes at
// round 11. Items appear at round 4 on vertices 30 (turbo) and 40 (ghost). judged: a judge's
// replay (secgame true) where player p uses p / 10 of its budget by the end.
function synthReplay({ rounds = 24, names = ['Alice', 'Bob', 'Carol', 'Dave'], judged = false } = {}) {
  const out = ['tron3d v1.2', 'map ring', 'nb_players 4', 'nb_bikes 1', `nb_rounds ${rounds}`, 'bonus_round 4',
    'turbo_duration 8', 'ghost_duration 3', 'score_bonus 50', `secgame ${judged}`, 'names ' + names.join(' '), ''];
  const pos = [0, 16, 32, 48], alive = [1, 1, 1, 1], trail = [[0], [16], [32], [48]], scores = [0, 0, 0, 0];
  const item = new Array(RING).fill('n');
  for (let r = 0; r <= rounds; r++) {
    if (r > 0) {
      const moves = [];
      const u = r - 1; // the round the players saw
      out.push('actions');
      for (let k = 0; k < 4; k++) {
        out.push(String(k));
        const commands = u % 2 === 0 && alive[k] && !(k === 3 && u >= 4) && !(k === 1 && u >= 10);
        if (commands) {
          out.push(`${k} ${pos[k] + 1} 0`);
          moves.push(k);
        }
        out.push('-1');
      }
      out.push('', 'movements', ...moves.map((k) => `${k} ${pos[k] + 1} 0`), '-1');
      for (let k = 0; k < 4; k++) {
        if (!alive[k] || u % 2 === 1) continue;
        if (moves.includes(k)) { pos[k]++; trail[k].push(pos[k]); scores[k] += 10; } else { alive[k] = 0; trail[k] = []; }
      }
      if (r === 4) { item[30] = 't'; item[40] = 'g'; }
    }
    const wall = new Array(RING).fill(-1);
    trail.forEach((t, k) => t.forEach((v) => { wall[v] = k; }));
    const status = judged ? [0, 1, 2].map((p) => p * r / rounds / 10).concat(r >= 4 ? -1 : 0.05)
      : [0, 0, 0, r >= 4 ? -1 : 0];
    out.push('', `round ${r}`, `score ${scores.join(' ')}`, `status ${status.join(' ')}`, 'vertices',
      wall.map((w, v) => `${w} ${item[v]} -8 `).join(''), 'bikes',
      ...[0, 1, 2, 3].map((k) => `${k} n ${pos[k]} 0 0 ${alive[k]}`), '');
  }
  return { text: out.join('\n') + '\n', rounds, names, finalScores: scores.slice() };
}

function ringMap() {
  const lines = [`vertices ${RING}`];
  for (let v = 0; v < RING; v++) lines.push(`${(v + RING - 1) % RING} ${(v + 1) % RING}`);
  lines.push('spawn 4', '0', '16', '32', '48', 'bonus 2', '30', '40', 'coordinates');
  for (let v = 0; v < RING; v++) {
    const a = 2 * Math.PI * v / RING;
    lines.push(`${Math.cos(a).toFixed(5)} ${Math.sin(a).toFixed(5)} ${(0.1 * Math.sin(3 * a)).toFixed(5)}`);
  }
  return lines.join('\n') + '\n';
}

// A page with the replay and its map chosen together.
async function openWithMap(name, text, mapText, viewport) {
  const { page, errors } = await openViewer(viewport);
  await page.setInputFiles('#arena-file', [writeTmp(name, text), writeTmp(name.replace(/\.\w+$/, '') + '-ring.map', mapText)]);
  const res = await waitLoaded(page);
  return { page, errors, res };
}

// Different colours (4 bits a channel) in a sample of the WebGL board's pixels.
const boardColours3d = (page) => page.$eval('#arena-board', (c) => {
  const g = document.createElement('canvas').getContext('2d', { willReadFrequently: true });
  g.canvas.width = c.width; g.canvas.height = c.height;
  g.drawImage(c, 0, 0);
  const d = g.getImageData(0, 0, c.width, c.height).data, seen = new Set();
  for (let i = 0; i < d.length; i += 4 * 53) seen.add((d[i] >> 4) + ',' + (d[i + 1] >> 4) + ',' + (d[i + 2] >> 4));
  return seen.size;
});

/* ---------------------------------------------------------------- tests */

test('a replay with its map: rounds, names, bikes, items, explosions, frozen status', async () => {
  const syn = synthReplay();
  let { page, errors, cards } = await openSynthetic(harness, syn, () => openWithMap('synthetic.t3d', syn.text, ringMap()));
  assert.deepEqual(cards.map((c) => c.alive), [1, 1, 1, 1]);
  assert.deepEqual(await page.evaluate(() => arenaViewer.model.graph.fromMap), true);
  assert.match(await page.textContent('#arena-info'), /Map ring\s+·\s+64 vertices/);
  await setSlider(page, 6);
  cards = await panel(page);
  assert.deepEqual(cards.map((c) => c.alive), [1, 1, 1, 0]);
  assert.match(await page.textContent('#arena-events'), /Dave’s bike 3 explodes/);
  await page.keyboard.press('End');
  cards = await panel(page);
  assert.deepEqual(cards.map((c) => c.score), syn.finalScores);
  assert.deepEqual(cards.map((c) => c.alive), [1, 0, 1, 0]);
  assert.deepEqual(cards.map((c) => c.status), ['ok', 'ok', 'ok', 'out']);
  assert.ok(await boardColours3d(page) > 8, 'the board is drawn');
  assert.deepEqual(errors, []);
  await page.close();
});

test('without its map, the board is laid out from the moves', async () => {
  const { page, errors, res } = await openWith('nomap.t3d', synthReplay().text);
  assert.equal(res.status, 'ready', res.error);
  const g = await page.evaluate(() => ({ fromMap: arenaViewer.model.graph.fromMap,
    edges: arenaViewer.model.graph.edges.length / 2, finite: Array.from(arenaViewer.model.graph.xyz).every(Number.isFinite) }));
  assert.equal(g.fromMap, false);
  assert.equal(g.edges, 12 + 5 + 12 + 2, 'the edges the bikes drove along');
  assert.ok(g.finite);
  assert.match(await page.textContent('#arena-info'), /no map given/);
  assert.deepEqual(errors, []);
  await page.close();
});

test('keyboard: step, jump 10, start and end, play and pause', async () => {
  const { page, errors, res } = await openWith('keys.t3d', synthReplay().text);
  assert.equal(res.status, 'ready', res.error);
  await checkSteps(page, [['ArrowRight', 1], ['ArrowLeft', 0], ['PageDown', 10], ['PageDown', 20], ['End', 24],
    ['PageUp', 14], ['Home', 0]]);
  await checkPlayPause(page, 2);
  assert.deepEqual(errors, []);
  await page.close();
});

test('malformed replays show a clear error in the page', () => checkMalformed([
  { name: 'bad-title.t3d', text: 'tron2d v1.2\n', want: [/expected "tron3d"/, /found "tron2d"/] },
  { name: 'bad-players.t3d', text: 'tron3d v1.2\nmap x\nnb_players 7\n', want: [/nb_players/, /found "7"/] },
  { name: 'bad-first-state.t3d', text: synthReplay().text.replace('-1 n -8 -1 n -8 ', '-1 q -8 -1 n -8 '),
    want: [/expected an item/, /found "q"/] },
  { name: 'empty.t3d', text: '', want: [/end of file/, /expected "tron3d"/] },
]));

test('a replay bad partway shows the rounds before, with a warning', () => checkCorrupt([
  { name: 'bad-round.t3d', text: synthReplay().text.replace('round 5\n', 'rond 5\n'), frames: 5,
    want: [/expected "round"/, /found "rond"/] },
]));

test('a replay cut anywhere shows its complete rounds, with a warning', async () => {
  const { text } = synthReplay();
  await checkCutAnywhere(text, stateEnds(text, /^actions$/gm));
});

shellTests(synthReplay, 'Demo');

test('a click pins the inspector to a bike, and the camera follows it', async () => {
  const { page, errors, res } = await openWithMap('pin.t3d', synthReplay().text, ringMap());
  assert.equal(res.status, 'ready', res.error);
  await page.waitForTimeout(200);
  // where bike 0's vertex is on screen, in css pixels
  const at = await page.evaluate(() => {
    const m = arenaViewer.model, s = m.three, x = m.graph.xyz, v = 0;
    const THREE = window.THREE, q = new THREE.Vector3(x[0], x[1], x[2]).project(s.camera);
    const r = s.renderer.domElement.getBoundingClientRect();
    return { x: r.left + (q.x + 1) / 2 * r.width, y: r.top + (1 - q.y) / 2 * r.height, v };
  });
  await page.mouse.click(at.x, at.y);
  assert.equal(await page.evaluate(() => arenaViewer.pinned), 'b0');
  assert.match(await page.textContent('#arena-pin'), /Bike #0.*Alice \(player 0\).*on vertex 0/);
  const before = await page.evaluate(() => arenaViewer.model.three.controls.target.toArray());
  await setSlider(page, 20);
  await page.waitForTimeout(400);
  assert.match(await page.textContent('#arena-pin'), /Bike #0.*on vertex 10/);
  const after = await page.evaluate(() => arenaViewer.model.three.controls.target.toArray());
  assert.notDeepEqual(after, before, 'the camera follows the bike');
  await page.keyboard.press('Escape');
  assert.equal(await page.evaluate(() => arenaViewer.pinned), null);
  await page.evaluate(() => arenaViewer.pin('v30'));
  assert.match(await page.textContent('#arena-pin'), /Vertex 30.*2 neighbours.*item: turbo/);
  assert.deepEqual(errors, []);
  await page.close();
});

test('a replay and its map dropped together', async () => {
  const syn = synthReplay({ names: ['Flynn', 'Tron', 'Sark', 'Yori'] });
  const { page, errors } = await openViewer();
  await page.evaluate(([replay, map]) => {
    const dt = new DataTransfer();
    dt.items.add(new File([replay], 'dropped.t3d', { type: 'text/plain' }));
    dt.items.add(new File([map], 'ring.map', { type: 'text/plain' }));
    for (const t of ['dragenter', 'dragover', 'drop']) {
      document.body.dispatchEvent(new DragEvent(t, { bubbles: true, cancelable: true, dataTransfer: dt }));
    }
  }, [syn.text, ringMap()]);
  const res = await waitLoaded(page);
  assert.equal(res.status, 'ready', res.error);
  assert.equal(await page.evaluate(() => arenaViewer.model.graph.fromMap), true);
  assert.deepEqual((await panel(page)).map((c) => c.name), syn.names);
  assert.deepEqual(errors, []);
  await page.close();
});

test('layout follows the window size', async () => {
  await checkLayouts(writeTmp('layout.t3d', synthReplay().text), async (page, vp, box) => {
    assert.ok(box.width > 150 && box.height > 100, `board visible at ${vp.width}x${vp.height}`);
  });
});

test('reference replays: rounds, names, final scores, parse time', (t) =>
  checkReferenceReplays(t, { maxParseMs: 3000, steps: [['PageDown', 10]] }));

// A match on every board of ours (bin/tron, First players), shown with its map: a screenshot each.
test('a screenshot of every board of ours', async (t) => {
  const bin = path.join(ROOT, process.env.BIN || 'bin', 'tron');
  if (!fs.existsSync(bin)) { t.diagnostic(`${bin} not built: no screenshots`); return; }
  const dir = path.join(ROOT, 'games', 'tron', 'boards');
  for (const cnf of fs.readdirSync(dir).filter((f) => f.endsWith('.cnf')).sort()) {
    const text = fs.readFileSync(path.join(dir, cnf), 'utf8');
    const map = text.match(/^map (\S+)$/m)[1], players = Number(text.match(/^nb_players (\d+)$/m)[1]);
    const replay = writeTmp(cnf.replace('.cnf', '.t3d'), '');
    execFileSync(bin, [...Array(players).fill('First'), '-s', '1', '-i', path.join(dir, cnf), '-o', replay],
      { stdio: 'ignore' });
    const { page, errors } = await openViewer({ width: 1400, height: 900 });
    await page.setInputFiles('#arena-file', [replay, path.join(dir, map + '.map')]);
    const res = await waitLoaded(page);
    assert.equal(res.status, 'ready', `${cnf}: ${res.error}`);
    assert.equal(await page.evaluate(() => arenaViewer.model.graph.hasCoordinates), true, cnf);
    await page.evaluate(() => arenaViewer.seek(Math.min(40, arenaViewer.model.frameCount - 1)));
    await page.waitForTimeout(150);
    const shot = path.join(os.tmpdir(), `arena-tron-${cnf.replace('.cnf', '')}.png`);
    await page.screenshot({ path: shot });
    assert.ok(fs.statSync(shot).size > 10000, cnf);
    const colours = await boardColours3d(page);
    assert.ok(colours > 10, `${cnf}: board drawn with ${colours} colours`);
    t.diagnostic(`${cnf}: ${shot}, ${colours} colours`);
    assert.deepEqual(errors, []);
    await page.close();
  }
});

// A reference board's .map has no coordinates: the viewer lays its graph out itself.
test('a reference replay with its map (no coordinates): a force-directed layout', async (t) => {
  const ref = path.resolve(ROOT, '..', 'shared', 'reference', 'tron');
  const gz = path.join(ref, 'replays', 'tr-v1.t3d.gz'), map = path.join(ref, 'boards', 'icosahedron.map');
  if (!fs.existsSync(gz) || !fs.existsSync(map)) { t.diagnostic(`${ref} absent`); return; }
  const { page, errors } = await openViewer();
  await page.setInputFiles('#arena-file', [gz, map]);
  const res = await waitLoaded(page);
  assert.equal(res.status, 'ready', res.error);
  const g = await page.evaluate(() => {
    const gr = arenaViewer.model.graph, x = gr.xyz;
    let far = 0;
    for (let k = 0; k < x.length; k += 3) far = Math.max(far, Math.hypot(x[k], x[k + 1], x[k + 2]));
    return { fromMap: gr.fromMap, coords: gr.hasCoordinates, edges: gr.edges.length / 2, far,
      finite: Array.from(x).every(Number.isFinite) };
  });
  assert.deepEqual([g.fromMap, g.coords, g.edges, g.finite], [true, false, 480, true], 'the icosahedron: 480 edges');
  assert.ok(Math.abs(g.far - 1) < 1e-3, 'scaled to the unit sphere');
  assert.ok(await boardColours3d(page) > 8);
  assert.deepEqual(errors, []);
  await page.close();
});

test('a replay given by URL fetches the map it names (beside it, else among the boards)', async () => {
  const bin = path.join(ROOT, 'bin', 'tron'), board = path.join(ROOT, 'games', 'tron', 'boards', 'default.cnf');
  const replay = path.join(os.tmpdir(), `arena-tron-url-${process.pid}.res`);
  execFileSync(bin, ['-q', '-s', '3', '--rounds', '20', '-i', board, '-o', replay, 'Demo', 'Demo', 'Demo', 'Demo'],
    { stdio: 'ignore' });
  const text = fs.readFileSync(replay, 'utf8');
  fs.rmSync(replay);
  await checkHttp(text, 21, ['Demo', 'Demo', 'Demo', 'Demo'], async (page) => {
    assert.equal(await page.evaluate(() => arenaViewer.model.graph.fromMap), true, 'the board is the map, not the moves');
    assert.equal(await page.evaluate(() => arenaViewer.warning), null);
  });
});

// A match of First players on one of our boards: [replay path, map path, map text].
function playOn(board, rounds = 60) {
  const bin = path.join(ROOT, 'bin', 'tron'), dir = path.join(ROOT, 'games', 'tron', 'boards');
  const cnf = fs.readFileSync(path.join(dir, board + '.cnf'), 'utf8');
  const map = cnf.match(/^map (\S+)$/m)[1], players = Number(cnf.match(/^nb_players (\d+)$/m)[1]);
  const replay = writeTmp(`${board}-play.t3d`, '');
  execFileSync(bin, [...Array(players).fill('First'), '-s', '1', '--rounds', String(rounds), '-i', path.join(dir, board + '.cnf'),
    '-o', replay], { stdio: 'ignore' });
  return [replay, path.join(dir, map + '.map'), fs.readFileSync(path.join(dir, map + '.map'), 'utf8')];
}

test('following a bike on a flat board looks down on the board, not along it', async () => {
  const [replay, map] = playOn('plane');
  const { page, errors } = await openViewer();
  await page.setInputFiles('#arena-file', [replay, map]);
  assert.equal((await waitLoaded(page)).status, 'ready');
  await page.evaluate(() => arenaViewer.pin('b0'));
  await page.evaluate(() => arenaViewer.seek(30));
  await page.waitForTimeout(1500); // the camera eases there
  const cos = await page.evaluate(() => {
    const s = arenaViewer.model.three, g = arenaViewer.model.graph;
    const n = new THREE.Vector3(g.normal[0], g.normal[1], g.normal[2]);
    const look = s.camera.position.clone().sub(s.controls.target).normalize();
    return Math.abs(look.dot(n));
  });
  assert.ok(cos > 0.9, `the camera looks along the board's normal (cos ${cos.toFixed(2)})`);
  assert.deepEqual(errors, []);
  await page.close();
});

test('debug marks on the far side of a closed board are not drawn over it', async () => {
  const [replay, map, mapText] = playOn('sphere', 10);
  const V = Number(mapText.match(/^vertices (\d+)/)[1]);
  const marks = Array.from({ length: V }, (_, v) => ({ p: [v, 0], c: '#ffffff', t: `v${v}` }));
  const debug = writeTmp('sphere-play.t3d.debug', [JSON.stringify({ arena_debug: 1, game: 'tron', players: ['First', 'First', 'First', 'First'] }),
    JSON.stringify({ frame: 0, round: 0, seat: 0, marks })].join('\n') + '\n');
  const { page, errors } = await openViewer();
  await page.setInputFiles('#arena-file', [replay, map, debug]);
  assert.equal((await waitLoaded(page)).status, 'ready');
  await page.waitForTimeout(200);
  const shown = await page.evaluate(() => arenaViewer.debugMarks.map((k) => Number(k.text.slice(1))));
  assert.ok(shown.length > V * 0.25 && shown.length < V * 0.75, `about half the sphere: ${shown.length} of ${V}`);
  const facing = await page.evaluate((vs) => {
    const m = arenaViewer.model, s = m.three, g = m.graph;
    return vs.every((v) => {
      const p = new THREE.Vector3(g.xyz[3 * v], g.xyz[3 * v + 1], g.xyz[3 * v + 2]);
      return new THREE.Vector3(g.normal[3 * v], g.normal[3 * v + 1], g.normal[3 * v + 2]).dot(s.camera.position.clone().sub(p)) >= 0;
    });
  }, shown);
  assert.ok(facing, 'every mark shown is on the side facing the camera');
  assert.deepEqual(errors, []);
  await page.close();
});

test('paused with nothing moving, the 3D board is not redrawn; 0 puts the camera back', async () => {
  const [replay, map] = playOn('cube', 20);
  const { page, errors } = await openViewer();
  await page.setInputFiles('#arena-file', [replay, map]);
  assert.equal((await waitLoaded(page)).status, 'ready');
  await page.waitForTimeout(300);
  const draws = await page.evaluate(async () => {
    const r = arenaViewer.model.three.renderer, render = r.render.bind(r);
    let n = 0;
    r.render = (a, b) => { n++; render(a, b); };
    await new Promise((done) => setTimeout(done, 1000));
    return n;
  });
  assert.ok(draws <= 2, `${draws} redraws in a second while paused`);
  const home = await page.evaluate(() => arenaViewer.model.three.camera.position.toArray());
  const box = await page.locator('#arena-board').boundingBox();
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 150, box.y + box.height / 2 + 40, { steps: 6 });
  await page.mouse.up();
  assert.notDeepEqual(await page.evaluate(() => arenaViewer.model.three.camera.position.toArray()), home, 'turned');
  await page.keyboard.press('0');
  const back = await page.evaluate(() => arenaViewer.model.three.camera.position.toArray());
  back.forEach((x, k) => assert.ok(Math.abs(x - home[k]) < 1e-6, 'home again'));
  assert.deepEqual(errors, []);
  await page.close();
});

test('a grid map without coordinates (the original kit\'s plane.map) is laid out flat', async () => {
  const [replay, , mapText] = playOn('plane', 10);
  const bare = writeTmp('plane.map', mapText.slice(0, mapText.indexOf('coordinates')));
  const { page, errors } = await openViewer();
  await page.setInputFiles('#arena-file', [replay, bare]);
  assert.equal((await waitLoaded(page)).status, 'ready');
  const g = await page.evaluate(() => {
    const gr = arenaViewer.model.graph, x = gr.xyz, ys = new Set();
    for (let k = 1; k < x.length; k += 3) ys.add(x[k].toFixed(6));
    return { coords: gr.hasCoordinates, flat: ys.size };
  });
  assert.deepEqual(g, { coords: false, flat: 1 }, 'every vertex in one plane');
  assert.deepEqual(errors, []);
  await page.close();
});

test('the board turns by itself until the user acts (?rotate=0 keeps it still)', async () => {
  const [replay, map] = playOn('cube', 10);
  const { page, errors } = await openViewer(undefined, viewerUrl.replace('?rotate=0', ''));
  await page.setInputFiles('#arena-file', [replay, map]);
  assert.equal((await waitLoaded(page)).status, 'ready');
  const where = () => page.evaluate(() => arenaViewer.model.three.camera.position.toArray());
  const a = await where();
  await page.waitForTimeout(600);
  const b = await where();
  assert.notDeepEqual(b, a, 'turning');
  await page.keyboard.press('ArrowRight');
  await page.waitForTimeout(100);
  const c = await where();
  await page.waitForTimeout(600);
  assert.deepEqual(await where(), c, 'still after a key');
  assert.deepEqual(errors, []);
  await page.close();
});
