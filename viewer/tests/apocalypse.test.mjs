// Browser test of the Apocalypse Now replay viewer: real headless Chromium (Debian's
// /usr/bin/chromium) driven by playwright-core. Run with `npm run test:viewers`
// (node --test viewer/tests/) or `node --test viewer/tests/apocalypse.test.mjs`.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';
import zlib from 'node:zlib';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const VIEWER = path.join(ROOT, 'games', 'apocalypse', 'viewer', 'viewer.html');
const VIEWER_URL = pathToFileURL(VIEWER).href;
const REF_DIR = process.env.ARENA_APOCALYPSE_REPLAYS ||
  path.resolve(ROOT, '..', 'shared', 'reference', 'apocalypse', 'replays');
const CHROMIUM = process.env.ARENA_CHROMIUM || '/usr/bin/chromium';
const SHOT = path.join(os.tmpdir(), 'arena-apocalypse-viewer.png');
const SHOT_NAPALM = path.join(os.tmpdir(), 'arena-apocalypse-napalm.png');
const TMP = fs.mkdtempSync(path.join(os.tmpdir(), 'arena-viewer-ap-'));

let browser;

before(async () => {
  assert.ok(fs.existsSync(CHROMIUM), `Chromium not found at ${CHROMIUM} (apt-get install chromium)`);
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
});

after(async () => {
  if (browser) await browser.close();
  fs.rmSync(TMP, { recursive: true, force: true });
});

/* ---------------------------------------------------------------- synthetic replay */

const N = 60;
const POSTS = [[10, 22, 100], [10, 37, 100], [49, 37, 100], [49, 22, 100], [2, 2, 100], [2, 57, 100],
  [57, 57, 100], [57, 2, 100], [10, 8, 50], [10, 51, 50], [49, 51, 50], [49, 8, 50], [25, 19, 50],
  [25, 40, 50], [34, 40, 50], [34, 19, 50]];

// A complete ApocalypseNow2018 3.0 replay (201 states), written like the game does (tabs,
// blank lines), with a small cast and a scripted story:
//  - soldier 9 (player 0) walks east along row 10 and takes the 100 post at (10, 22) in round 10;
//  - helicopter 1 (player 0) flies east for 10 rounds, then turns south;
//  - helicopter 3 (player 1) drops napalm on its 5x5 around (30, 45) in the update to round 41,
//    killing soldier 13 (player 2); the forest there burns 10 rounds and becomes grass; player 1
//    gets a parachuter, which jumps in round 45 as soldier 3961;
//  - soldier 14 (player 3) is wounded from round 55 and killed in combat in round 58;
//  - post 5 goes to player 1 in round 20, post 6 to player 2 in round 25 and to player 3 in 120;
//  - player 3 is frozen (status -1) from round 150.
const synthCache = new Map();
function synthReplay(opts = {}) {
  const key = JSON.stringify(opts);
  if (!synthCache.has(key)) synthCache.set(key, makeSynthReplay(opts));
  return synthCache.get(key);
}
function makeSynthReplay({ names = ['Alice', 'Bob', 'Carol', 'Dave'], states = 201 } = {}) {
  const land = [];
  for (let i = 0; i < N; i++) {
    let row = '';
    for (let j = 0; j < N; j++) {
      let ch = '.';
      if (i === 0 || j === 0 || i === N - 1 || j === N - 1) ch = 'X';
      else if (i >= 26 && i <= 34 && j >= 42 && j <= 50) ch = ':';        // the napalmed wood
      else if (i >= 14 && i <= 20 && j >= 5 && j <= 16) ch = ':';
      else if (i >= 40 && i <= 46 && j >= 26 && j <= 33) ch = 'O';        // a lake
      else if (j === 30 && i >= 5 && i <= 20) ch = 'X';                   // a ridge
      row += ch;
    }
    land.push(row);
  }
  const tab = (xs) => xs.join('\t') + '\t';
  const out = ['Game', '', 'Seed 42', '', 'ApocalypseNow2018 3.0', 'names         ' + names.map((n) => ' ' + n).join('')];
  const scores = [0, 0, 0, 0];
  const facts = [];
  const burnt = (r) => r >= 51;          // the napalmed forest is grass from round 51
  for (let r = 0; r < states; r++) {
    out.push('land');
    out.push('   ' + Array.from({ length: N }, (_, j) => Math.floor(j / 10)).join(''));
    out.push('   ' + Array.from({ length: N }, (_, j) => j % 10).join(''));
    out.push('');
    for (let i = 0; i < N; i++) {
      let row = land[i];
      if (burnt(r) && i >= 28 && i <= 32) row = row.slice(0, 43) + '.....' + row.slice(48);
      out.push(String(i).padStart(2, '0') + ' ' + row);
    }
    out.push('');
    const owner = POSTS.map(() => -1);
    if (r >= 10) owner[0] = 0;
    if (r >= 20) owner[5] = 1;
    if (r >= 25) owner[6] = r >= 120 ? 3 : 2;
    out.push('posts', tab(['player', 'i', 'j', 'value']));
    POSTS.forEach(([i, j, v], k) => out.push([owner[k], i, j, v].join('\t')));
    out.push('');

    // units: helicopters 1-8, soldiers 9-16 (+ the parachuted one)
    const units = [];
    const nap = (r0) => Math.max(0, 30 - r0);
    const heliJ1 = 10 + Math.min(r, 10);
    units.push([1, 2, 0, 8, heliJ1, -1, r <= 10 ? 1 : 0, nap(r), []]);
    units.push([2, 2, 0, 20, 8, -1, 0, nap(r), []]);
    const nap3 = r <= 40 ? nap(r) : nap(r - 41);
    const para3 = r >= 41 && r < 45 ? [20 - (r - 41)] : [];
    units.push([3, 2, 1, 30, 45, -1, 3, nap3, para3]);
    units.push([4, 2, 1, 15, 50, -1, 2, nap(r), []]);
    units.push([5, 2, 2, 50, 50, -1, 2, nap(r), []]);
    units.push([6, 2, 2, 40, 54, -1, 3, nap(r), []]);
    units.push([7, 2, 3, 50, 10, -1, 0, nap(r), r >= 150 && r < 160 ? [15, 20] : []]);
    units.push([8, 2, 3, 40, 6, -1, 1, nap(r), []]);
    units.push([9, 1, 0, 10, Math.min(22, 12 + r), 100]);
    units.push([10, 1, 1, 12, 45, 100]);
    units.push([11, 1, 1, 20, 52, 100]);
    units.push([12, 1, 2, 52, 45, 100]);
    if (r <= 40) units.push([13, 1, 2, 31, 44, 100]);
    if (r < 58) units.push([14, 1, 3, 47, 12, r < 55 ? 100 : 100 - 30 * (r - 54)]);
    units.push([15, 1, 3, 52, 6, 100]);
    units.push([16, 1, 0, 4, 4, 100]);
    if (r >= 45) units.push([3961, 1, 1, 30, 46, 100]);
    out.push('units', tab(['id', 'type', 'player', 'i', 'j', 'life', 'ori', 'napalm', 'parachuters']));
    const soldiers = [0, 0, 0, 0], paras = [0, 0, 0, 0], posts = [0, 0, 0, 0];
    for (const u of units) {
      if (u[1] === 2) {
        out.push(tab([u[0], 2, u[2], u[3], u[4], -1, u[6], u[7], u[8].length, ...u[8]]));
        paras[u[2]] += u[8].length;
      } else {
        out.push(tab([u[0], 1, u[2], u[3], u[4], u[5], -1, -1, 0]));
        soldiers[u[2]]++;
      }
    }
    out.push('-1', '');
    out.push('fire', tab(['rounds', 'i', 'j']));
    if (r >= 41 && r <= 50) {
      for (let i = 28; i <= 32; i++) {
        for (let j = 43; j <= 47; j++) {
          const forest = land[i][j] === ':';
          const left = (forest ? 10 : 5) - (r - 41);
          if (left > 0) out.push([left, i, j].join('\t'));
        }
      }
    }
    out.push('-1', '');
    const income = [0, 0, 0, 0];
    owner.forEach((o, k) => { if (o >= 0) { income[o] += POSTS[k][2]; posts[o]++; } });
    for (let p = 0; p < 4; p++) scores[p] += income[p] + soldiers[p];
    const status = [0, 0, 0, r >= 150 ? -1 : 0];
    out.push(`round ${r}`, '', 'total_score', tab(scores), '', 'status', tab(status), '');
    facts.push({ scores: scores.slice(), soldiers, paras, posts, status });
  }
  return { text: out.join('\n'), names, states, facts, finalScores: facts[facts.length - 1].scores };
}

/* ---------------------------------------------------------------- helpers */

async function openViewer(viewport = { width: 1400, height: 900 }, url = VIEWER_URL) {
  const page = await browser.newPage({ viewport });
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  await page.goto(url);
  await page.waitForFunction(() => !!window.arenaViewer);
  return { page, errors };
}

async function waitLoaded(page) {
  await page.waitForFunction(() => ['ready', 'error'].includes(window.arenaViewer.status), null,
    { timeout: 20000 });
  return page.evaluate(() => ({
    status: arenaViewer.status,
    error: arenaViewer.error,
    warning: arenaViewer.warning,
    frames: arenaViewer.model ? arenaViewer.model.frameCount : 0,
    parseMs: arenaViewer.lastParseMs,
  }));
}

async function loadFile(page, file) {
  await page.setInputFiles('#arena-file', file);
  return waitLoaded(page);
}

const roundLabel = (page) => page.textContent('#arena-round-label');
const shownRound = async (page) => parseInt((await roundLabel(page)).split('/')[0], 10);

async function panel(page) {
  return page.$$eval('.player-card', (cards) => cards.map((c) => ({
    name: c.querySelector('.player-name').textContent,
    score: Number(c.querySelector('.player-score').textContent),
    posts: Number(c.querySelector('[data-stat="posts"]').textContent),
    soldiers: Number(c.querySelector('[data-stat="soldiers"]').textContent),
    helicopters: Number(c.querySelector('[data-stat="helicopters"]').textContent),
    parachuters: Number(c.querySelector('[data-stat="parachuters"]').textContent),
    status: c.querySelector('.player-status').textContent,
  })));
}

function writeTmp(name, content) {
  const f = path.join(TMP, name);
  fs.writeFileSync(f, content);
  return f;
}

// What a replay says, read independently of the viewer: names, last round, final scores.
function replayFacts(text) {
  const names = text.match(/^names\s+(.*)$/m)[1].trim().split(/\s+/);
  const rounds = [...text.matchAll(/^round (\d+)$/gm)].map((m) => Number(m[1]));
  const scores = [...text.matchAll(/^total_score\s+(.*)$/gm)].map((m) => m[1].trim().split(/\s+/).map(Number));
  return { names, lastRound: rounds[rounds.length - 1], finalScores: scores[scores.length - 1] };
}

function referenceReplays() {
  if (!fs.existsSync(REF_DIR)) return [];
  return fs.readdirSync(REF_DIR).filter((f) => f.endsWith('.res.gz')).sort()
    .map((f) => path.join(REF_DIR, f));
}

async function seek(page, f) {
  await page.evaluate((fr) => arenaViewer.seek(fr), f);
}

/* ---------------------------------------------------------------- tests */

test('the synthetic replay matches what its generator means', () => {
  // guards the generator itself: the total_score lines are what replayFacts() reads
  const syn = synthReplay();
  const facts = replayFacts(syn.text);
  assert.deepEqual(facts.names, syn.names);
  assert.equal(facts.lastRound, 200);
  assert.deepEqual(facts.finalScores, syn.finalScores);
});

test('synthetic replay: rounds, names, panel, final scores, events, frozen status', async () => {
  const syn = synthReplay();
  const { page, errors } = await openViewer();
  const res = await loadFile(page, writeTmp('synthetic.res', syn.text));
  assert.equal(res.status, 'ready', res.error);
  assert.equal(res.warning, null);
  assert.equal(res.frames, 201);
  assert.equal(await roundLabel(page), '0 / 200');

  let cards = await panel(page);
  assert.deepEqual(cards.map((c) => c.name), syn.names);
  assert.deepEqual(cards.map((c) => c.score), syn.facts[0].scores);
  assert.deepEqual(cards.map((c) => c.soldiers), [2, 2, 2, 2]);
  assert.deepEqual(cards.map((c) => c.helicopters), [2, 2, 2, 2]);
  assert.deepEqual(cards.map((c) => c.parachuters), [0, 0, 0, 0]);
  assert.deepEqual(cards.map((c) => c.posts), [0, 0, 0, 0]);
  assert.deepEqual(cards.map((c) => c.status), ['ok', 'ok', 'ok', 'ok']);
  assert.match(await page.textContent('#arena-events'), /Nothing yet/);

  await page.keyboard.press('PageDown');
  assert.match(await page.textContent('#arena-events'), /^10\s*Alice takes the 100 post at \(10, 22\)$/);
  assert.match(await page.textContent('#arena-events-count'), /^1 of 6$/);

  // round 41: napalm thrown, player 2 lost a soldier, player 1 has a parachuter
  await seek(page, 41);
  cards = await panel(page);
  assert.deepEqual(cards.map((c) => c.soldiers), [2, 2, 1, 2]);
  assert.deepEqual(cards.map((c) => c.parachuters), [0, 1, 0, 0]);
  assert.deepEqual(cards.map((c) => c.score), syn.facts[41].scores);
  let ev = await page.textContent('#arena-events');
  assert.match(ev, /41\s*Bob napalms \(30, 45\): 1 killed/);
  assert.match(ev, /25\s*Carol takes the 100 post at \(57, 57\)/);
  // the parachuter jumps in round 45
  await seek(page, 45);
  cards = await panel(page);
  assert.deepEqual(cards.map((c) => c.soldiers), [2, 3, 1, 2]);
  assert.deepEqual(cards.map((c) => c.parachuters), [0, 0, 0, 0]);

  await page.keyboard.press('End');
  assert.equal(await roundLabel(page), '200 / 200');
  cards = await panel(page);
  assert.deepEqual(cards.map((c) => c.score), syn.finalScores);
  assert.deepEqual(cards.map((c) => c.posts), [1, 1, 0, 1]);
  assert.deepEqual(cards.map((c) => c.soldiers), [2, 3, 1, 1]);
  assert.deepEqual(cards.map((c) => c.status), ['ok', 'ok', 'ok', 'frozen']);
  ev = await page.textContent('#arena-events');
  assert.match(ev, /120\s*Dave takes the 100 post at \(57, 57\) from Carol/);
  assert.match(ev, /58\s*Killed in combat: Dave 1/);
  const model = await page.evaluate(() => ({
    markers: arenaViewer.model.markers.map((m) => m.frame),
    events: arenaViewer.model.events.length,
    grids: arenaViewer.model.grids.length,
  }));
  assert.deepEqual(model.markers, [10, 20, 25, 41, 120]);
  assert.equal(model.events, 6);
  assert.equal(model.grids, 2, 'the land changes once (the napalmed wood burns down)');
  const info = await page.textContent('#arena-info');
  assert.match(info, /synthetic\.res/);
  assert.match(info, /Seed 42/);
  assert.deepEqual(errors, []);
  await page.close();
});

test('keyboard: step, jump 10, start and end, play and pause, speed', async () => {
  const syn = synthReplay();
  const { page, errors } = await openViewer();
  const res = await loadFile(page, writeTmp('keys.res', syn.text));
  assert.equal(res.status, 'ready', res.error);
  const steps = [
    ['ArrowRight', 1], ['ArrowRight', 2], ['ArrowLeft', 1], ['PageDown', 11], ['PageDown', 21],
    ['PageUp', 11], ['End', 200], ['ArrowRight', 200], ['PageUp', 190], ['PageDown', 200],
    ['Home', 0], ['ArrowLeft', 0], ['ArrowDown', 1], ['ArrowUp', 0],
  ];
  for (const [key, want] of steps) {
    await page.keyboard.press(key);
    assert.equal(await shownRound(page), want, `after ${key}`);
    assert.equal(await page.inputValue('#arena-slider'), String(want), `slider after ${key}`);
  }
  assert.match(await page.textContent('#arena-round'), /^0/);

  // the panel follows the keys
  await page.keyboard.press('End');
  assert.deepEqual((await panel(page)).map((c) => c.score), syn.finalScores);
  await page.keyboard.press('Home');
  assert.deepEqual((await panel(page)).map((c) => c.score), syn.facts[0].scores);

  // this viewer starts at 4 rounds/s
  assert.equal(await page.evaluate(() => arenaViewer.speed), 4);
  await page.keyboard.press('+');
  await page.keyboard.press('+');
  assert.equal(await page.evaluate(() => arenaViewer.speed), 16);
  await page.keyboard.press('Space');
  assert.equal(await page.evaluate(() => arenaViewer.playing), true);
  await page.waitForFunction(() => arenaViewer.frame >= 3, null, { timeout: 10000 });
  await page.keyboard.press('Space');
  assert.equal(await page.evaluate(() => arenaViewer.playing), false);
  const stopped = await shownRound(page);
  assert.ok(stopped >= 3, `played up to ${stopped}`);
  await page.waitForTimeout(300);
  assert.equal(await shownRound(page), stopped, 'stays put once paused');

  // slider drives the round; number keys highlight a player
  await page.$eval('#arena-slider', (s) => { s.value = '77'; s.dispatchEvent(new Event('input')); });
  assert.equal(await shownRound(page), 77);
  await page.keyboard.press('2');
  assert.match(await page.getAttribute('.player-card[data-player="1"]', 'class'), /\bselected\b/);
  assert.equal(await page.locator('.player-card.dimmed').count(), 3);
  await page.keyboard.press('2');
  assert.equal(await page.isVisible('.player-card.selected'), false);
  assert.deepEqual(errors, []);
  await page.close();
});

test('hovering the board describes helicopters, soldiers, posts and fire', async () => {
  const syn = synthReplay();
  const { page, errors } = await openViewer();
  await loadFile(page, writeTmp('hover.res', syn.text));
  const at = async (i, j) => {
    const box = await page.locator('#arena-board').boundingBox();
    await page.mouse.move(box.x + (j + 0.5) * box.width / N, box.y + (i + 0.5) * box.height / N);
    await page.waitForSelector('#arena-tooltip:not([hidden])');
    return page.textContent('#arena-tooltip');
  };
  await seek(page, 42);
  let tip = await at(30, 46);
  assert.match(tip, /Helicopter #3 of Bob, facing west, napalm in 29 rounds, 1 parachuter \(19 rounds left\)/);
  assert.match(tip, /burning \(9 rounds left\)/);
  tip = await at(10, 22);
  assert.match(tip, /Soldier #9/);
  assert.match(tip, /Alice \(player 0\) · life 100/);
  assert.match(tip, /Post worth 100: held by Alice/);
  tip = await at(40, 30);
  assert.match(tip, /^Water/);
  assert.deepEqual(errors, []);
  await page.close();
});

test('malformed replays show a clear error in the page', async () => {
  const good = synthReplay().text;
  const nth = (s, sub, n) => { let k = -1; for (let q = 0; q <= n; q++) k = s.indexOf(sub, k + 1); return k; };
  const replaceNth = (s, sub, by, n) => { const k = nth(s, sub, n); return s.slice(0, k) + by + s.slice(k + sub.length); };
  const cases = [
    { name: 'bad-seed.res', text: 'Game\n\nSeed x\n', want: [/expected the seed/, /found "x"/, /Line 3/] },
    { name: 'bad-game.res', text: good.replace('ApocalypseNow2018', 'MadMax'),
      want: [/expected "ApocalypseNow2018"/, /found "MadMax"/, /Line 5/] },
    { name: 'bad-round.res', text: good.replace('round 5\n', 'rund 5\n'),
      want: [/expected "round"/, /found "rund"/, /round 5/] },
    { name: 'wrong-round.res', text: good.replace('round 7\n', 'round 8\n'),
      want: [/expected the round number 7/, /found "8"/] },
    { name: 'bad-land.res', text: replaceNth(good, '\n17 X...', '\n17 X..#', 3),
      want: [/expected a land row of 60 cells/, /round 3, land row 17/] },
    { name: 'bad-label.res', text: replaceNth(good, '\n21 X', '\n22 X', 0),
      want: [/expected the row label "21"/, /found "22"/, /round 0/] },
    { name: 'bad-type.res', text: replaceNth(good, '\n12\t1\t2\t', '\n12\t3\t2\t', 9),
      want: [/expected a unit type \(1 soldier, 2 helicopter\)/, /found "3"/, /round 9, unit 12/] },
    { name: 'bad-order.res', text: replaceNth(good, '\n11\t1\t1\t', '\n9\t1\t1\t', 2),
      want: [/expected a unit id greater than 10, or -1/, /found "9"/, /round 2/] },
    { name: 'bad-ori.res', text: replaceNth(good, '\n4\t2\t1\t15\t50\t-1\t2\t', '\n4\t2\t1\t15\t50\t-1\t7\t', 4),
      want: [/expected a helicopter orientation/, /found "7"/, /round 4, unit 4/] },
    { name: 'bad-fire.res', text: good.replace('rounds\ti\tj', 'rnds\ti\tj'),
      want: [/expected "rounds"/, /found "rnds"/, /round 0, fire/] },
    { name: 'no-terminator.res', text: replaceNth(good, '-1\n\nfire', '\nfire', 6),
      want: [/expected a unit id greater than 16, or -1/, /found "fire"/, /round 6/] },
    { name: 'empty.res', text: '', want: [/end of file/, /expected "Game"/] },
  ];
  const { page, errors } = await openViewer();
  for (const c of cases) {
    await page.evaluate(() => { document.getElementById('arena-error').hidden = true; });
    await page.setInputFiles('#arena-file', writeTmp(c.name, c.text));
    await page.waitForSelector('#arena-error:not([hidden])', { timeout: 10000 });
    const msg = await page.textContent('#arena-error');
    for (const re of c.want) assert.match(msg, re, `${c.name}: ${msg}`);
    assert.equal(await page.evaluate(() => arenaViewer.status), 'error', c.name);
  }
  assert.equal(await page.isVisible('#arena-empty'), true);
  assert.deepEqual(errors, []);
  await page.close();
});

test('a replay cut short loads what it has, with a warning', async () => {
  const syn = synthReplay();
  const cut = syn.text.slice(0, syn.text.indexOf('round 9\n'));
  const { page } = await openViewer();
  const res = await loadFile(page, writeTmp('cut.res', cut));
  assert.equal(res.status, 'ready');
  assert.equal(res.frames, 9);
  const msg = await page.textContent('#arena-error');
  assert.match(msg, /end of file/i);
  assert.match(msg, /rounds 0\.\.8/);
  assert.equal(await page.isVisible('#arena-error'), true);
  await page.close();
});

test('drag and drop a gzipped replay onto the page', async () => {
  const syn = synthReplay({ names: ['Willard', 'Kurtz', 'Kilgore', 'Chef'] });
  const gz = zlib.gzipSync(syn.text);
  const { page, errors } = await openViewer();
  await page.evaluate((b64) => {
    const bytes = Uint8Array.from(atob(b64), (ch) => ch.charCodeAt(0));
    const dt = new DataTransfer();
    dt.items.add(new File([bytes], 'dropped.res.gz', { type: 'application/gzip' }));
    for (const type of ['dragenter', 'dragover', 'drop']) {
      document.body.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer: dt }));
    }
  }, gz.toString('base64'));
  const res = await waitLoaded(page);
  assert.equal(res.status, 'ready', res.error);
  assert.equal(res.frames, 201);
  assert.deepEqual((await panel(page)).map((c) => c.name), syn.names);
  assert.equal(await page.isVisible('.arena-dropveil'), false);
  assert.match(await page.textContent('#arena-info'), /dropped\.res\.gz/);
  assert.deepEqual(errors, []);
  await page.close();
});

test('?game=URL loads a replay over http', async () => {
  const syn = synthReplay({ names: ['Lance', 'Chief', 'Clean', 'Colby'] });
  const gz = zlib.gzipSync(syn.text);
  const server = http.createServer((req, res) => {
    const u = new URL(req.url, 'http://x');
    if (u.pathname === '/replays/web.res.gz') { res.end(gz); return; }
    if (u.pathname === '/favicon.ico') { res.statusCode = 204; res.end(); return; }
    const f = path.join(ROOT, path.normalize(decodeURIComponent(u.pathname)));
    if (!f.startsWith(ROOT) || !fs.existsSync(f) || fs.statSync(f).isDirectory()) {
      res.statusCode = 404; res.end('not found'); return;
    }
    res.setHeader('content-type', f.endsWith('.html') ? 'text/html' : f.endsWith('.css') ? 'text/css' :
      'text/javascript');
    fs.createReadStream(f).pipe(res);
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  try {
    const port = server.address().port;
    const { page, errors } = await openViewer(undefined,
      `http://127.0.0.1:${port}/games/apocalypse/viewer/viewer.html?game=/replays/web.res.gz`);
    const res = await waitLoaded(page);
    assert.equal(res.status, 'ready', res.error);
    assert.equal(res.frames, 201);
    assert.deepEqual((await panel(page)).map((c) => c.name), syn.names);
    assert.deepEqual(errors, []);
    await page.close();
  } finally {
    server.close();
  }
});

test('layout follows the window size, the board stays square', async () => {
  const file = writeTmp('layout.res', synthReplay().text);
  for (const vp of [{ width: 1400, height: 900 }, { width: 700, height: 1000 }, { width: 1000, height: 560 }]) {
    const { page } = await openViewer(vp);
    await loadFile(page, file);
    await page.waitForTimeout(100);
    const box = await page.locator('#arena-board').boundingBox();
    assert.ok(box.width > 150, `board visible at ${vp.width}x${vp.height}`);
    assert.ok(box.x >= 0 && box.x + box.width <= vp.width + 1, `board fits across at ${vp.width}x${vp.height}`);
    assert.ok(Math.abs(box.width - box.height) < 1, 'the board is square');
    assert.equal(await page.isVisible('.player-card'), true);
    await page.close();
  }
});

test('reference replays: rounds, names, final scores, parse time', async (t) => {
  const files = referenceReplays();
  if (!files.length) {
    t.diagnostic(`no reference replays in ${REF_DIR}; the synthetic tests above cover the viewer`);
    return;
  }
  const { page, errors } = await openViewer();
  for (const gzFile of files) {
    const text = zlib.gunzipSync(fs.readFileSync(gzFile)).toString('utf8');
    const facts = replayFacts(text);
    // the plain file, and for the first one also the .gz straight from disk
    const variants = [writeTmp(path.basename(gzFile, '.gz'), text)];
    if (gzFile === files[0]) variants.push(gzFile);
    for (const file of variants) {
      await page.reload();
      await page.waitForFunction(() => !!window.arenaViewer);
      const res = await loadFile(page, file);
      assert.equal(res.status, 'ready', `${file}: ${res.error}`);
      assert.equal(res.warning, null, `${file}: ${res.warning}`);
      assert.equal(res.frames, facts.lastRound + 1, file);
      if (file.endsWith('.res')) assert.ok(res.parseMs < 1500, `${file}: parsed in ${res.parseMs} ms`);
      t.diagnostic(`${path.basename(file)}: ${text.length} bytes parsed in ${Math.round(res.parseMs)} ms`);
      assert.deepEqual((await panel(page)).map((c) => c.name), facts.names);
      await page.keyboard.press('End');
      assert.equal(await shownRound(page), facts.lastRound);
      assert.deepEqual((await panel(page)).map((c) => c.score), facts.finalScores, file);
      await page.keyboard.press('Home');
      assert.equal(await shownRound(page), 0);
      await page.keyboard.press('ArrowRight');
      assert.equal(await shownRound(page), 1);
      await page.keyboard.press('PageDown');
      assert.equal(await shownRound(page), 11);
    }
  }
  assert.deepEqual(errors, []);
  await page.close();
});

test('screenshots: a game in progress, and napalm landing', async () => {
  const files = referenceReplays();
  const text = files.length ? zlib.gunzipSync(fs.readFileSync(files[files.length > 2 ? 2 : 0])).toString('utf8')
    : synthReplay().text;
  const { page, errors } = await openViewer({ width: 1400, height: 900 });
  const res = await loadFile(page, writeTmp('shot.res', text));
  assert.equal(res.status, 'ready', res.error);
  await seek(page, 120);
  await page.waitForTimeout(150);
  await page.screenshot({ path: SHOT });
  assert.ok(fs.statSync(SHOT).size > 10000);
  const colours = await page.$eval('#arena-board', (c) => {
    const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
    const seen = new Set();
    for (let i = 0; i < d.length; i += 4 * 97) seen.add((d[i] >> 4) + ',' + (d[i + 1] >> 4) + ',' + (d[i + 2] >> 4));
    return seen.size;
  });
  assert.ok(colours > 40, `board drawn with ${colours} colours`);

  // the board keeps animating while paused (flames, rotors): two draws differ
  const differs = await page.$eval('#arena-board', async (c) => {
    const g = c.getContext('2d');
    const a = g.getImageData(0, 0, c.width, c.height).data;
    await new Promise((r) => setTimeout(r, 200));
    const b = g.getImageData(0, 0, c.width, c.height).data;
    let n = 0;
    for (let i = 0; i < a.length; i += 4) if (a[i] !== b[i] || a[i + 1] !== b[i + 1]) n++;
    return n;
  });
  assert.ok(differs > 50, `rotors and flames move while paused (${differs} pixels changed)`);

  // halfway through the first napalm of the game
  const napalm = await page.evaluate(() => {
    const m = arenaViewer.model;
    const f = Object.keys(m.napalmAt).map(Number).sort((a, b) => a - b)[0];
    return f;
  });
  assert.ok(napalm > 0, 'the replay has a napalm throw');
  await seek(page, napalm - 1);
  await page.waitForTimeout(100);
  await page.evaluate(() => { window.requestAnimationFrame = () => 0; });   // freeze the shell's loop
  await page.waitForTimeout(100);
  await page.evaluate((f) => {                   // and draw t = f - 0.6 ourselves
    const c = document.getElementById('arena-board');
    ApocalypseViewer.view.draw(c.getContext('2d'), arenaViewer.model, f - 0.6, performance.now(), { selected: -1 });
  }, napalm);
  await page.screenshot({ path: SHOT_NAPALM });
  assert.deepEqual(errors, []);
  await page.close();
});
