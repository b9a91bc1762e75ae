// Browser test of the Mad Max replay viewer: real headless Chromium (Debian's /usr/bin/chromium)
// driven by playwright-core. Run with `npm run test:viewers` (node --test viewer/tests/).
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
const VIEWER = path.join(ROOT, 'games', 'madmax', 'viewer', 'viewer.html');
const VIEWER_URL = pathToFileURL(VIEWER).href;
const REF_DIR = process.env.ARENA_MADMAX_REPLAYS ||
  path.resolve(ROOT, '..', 'shared', 'reference', 'madmax', 'replays');
const CHROMIUM = process.env.ARENA_CHROMIUM || '/usr/bin/chromium';
const SHOT = path.join(os.tmpdir(), 'arena-madmax-viewer.png');
const TMP = fs.mkdtempSync(path.join(os.tmpdir(), 'arena-viewer-'));

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

// A small but complete Mad_Max 1.6 replay: 8x10 board, 1 warrior + 1 car per player, one city
// each; player 0 takes player 1's city at round 3; player 3 is frozen from round 4 on.
function synthReplay({ rounds = 24, names = ['Alice', 'Bob', 'Carol', 'Dave'] } = {}) {
  const rows = 8, cols = 10;
  const base = [
    'RRRRRRRRRR',
    '.0..1.....',
    '.0..1..W..',
    '..........',
    '.2..3..X..',
    '.2..3.....',
    '..........',
    'RRRRSRRRRR',
  ];
  const out = ['Game', '', 'Seed 7', '', 'Mad_Max 1.6'];
  const params = [['nb_players', 4], ['nb_rounds', rounds], ['nb_cities', 4], ['nb_warriors', 1],
    ['nb_cars', 1], ['warriors_health', 40], ['cars_fuel', 100], ['damage', 6], ['rows', rows], ['cols', cols]];
  for (const [k, v] of params) out.push(k.padEnd(16) + v);
  out.push('names          ' + names.map((n) => ' ' + n).join(''));
  const scores = [0, 0, 0, 0];
  const finals = {};
  let carJ = 0;
  for (let r = 0; r <= rounds; r++) {
    if (r > 0) {
      out.push('movements');
      if (r - 1 < 8) { out.push('4 r'); carJ++; }      // the red car drives right for 8 rounds
      if ((r - 1) % 4 === 1) out.push('1 b');          // a blocked move / attack, recorded
      out.push('-1');
    }
    const captured = r >= 3;
    const grid = base.map((row) => (captured ? row.replace(/1/g, '0') : row));
    const cities = captured ? [2, 0, 1, 1] : [1, 1, 1, 1];
    for (let p = 0; p < 4; p++) scores[p] += cities[p];
    const status = [0, 0, 0, r >= 4 ? -1 : 0];
    out.push('', '', ...grid, '', `round ${r}`, `num_cities ${cities.join(' ')}`,
      `total_score ${scores.join(' ')}`, `status ${status.join(' ')}`);
    out.push(`w 0 1 ${r % 2 ? 2 : 1} 40 40`, 'w 1 2 4 39 38', 'w 2 4 1 40 40', 'w 3 5 4 40 40');
    out.push(`c 0 0 ${carJ} 100 0`, 'c 1 7 0 100 0', 'c 2 7 9 0 0', 'c 3 0 9 100 0', '');
    finals.scores = scores.slice();
  }
  return { text: out.join('\n') + '\n', rounds, names, finalScores: finals.scores };
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
    cities: Number(c.querySelector('[data-stat="cities"]').textContent),
    warriors: Number(c.querySelector('[data-stat="warriors"]').textContent),
    cars: Number(c.querySelector('[data-stat="cars"]').textContent),
    status: c.querySelector('.player-status').textContent,
  })));
}

function writeTmp(name, content) {
  const f = path.join(TMP, name);
  fs.writeFileSync(f, content);
  return f;
}

// What the replay says, read independently of the viewer: names, last round, final scores.
function replayFacts(text) {
  const names = text.match(/^names\s+(.*)$/m)[1].trim().split(/\s+/);
  const rounds = [...text.matchAll(/^round (\d+)$/gm)].map((m) => Number(m[1]));
  const scores = [...text.matchAll(/^total_score (.*)$/gm)].map((m) => m[1].trim().split(/\s+/).map(Number));
  return { names, lastRound: rounds[rounds.length - 1], finalScores: scores[scores.length - 1] };
}

function referenceReplays() {
  if (!fs.existsSync(REF_DIR)) return [];
  return fs.readdirSync(REF_DIR).filter((f) => f.endsWith('.res.gz')).sort()
    .map((f) => path.join(REF_DIR, f));
}

/* ---------------------------------------------------------------- tests */

test('synthetic replay: rounds, names, final scores, frozen status', async () => {
  const syn = synthReplay();
  const file = writeTmp('synthetic.res', syn.text);
  const { page, errors } = await openViewer();
  const res = await loadFile(page, file);
  assert.equal(res.status, 'ready', res.error);
  assert.equal(res.frames, syn.rounds + 1);
  assert.equal(await roundLabel(page), `0 / ${syn.rounds}`);

  let cards = await panel(page);
  assert.deepEqual(cards.map((c) => c.name), syn.names);
  assert.deepEqual(cards.map((c) => c.score), [1, 1, 1, 1]);
  assert.deepEqual(cards.map((c) => c.warriors), [1, 1, 1, 1]);
  assert.deepEqual(cards.map((c) => c.cars), [1, 1, 1, 1]);
  assert.deepEqual(cards.map((c) => c.status), ['ok', 'ok', 'ok', 'ok']);
  assert.match(await page.textContent('#arena-events'), /Nothing yet/);

  await page.keyboard.press('End');
  assert.equal(await roundLabel(page), `${syn.rounds} / ${syn.rounds}`);
  cards = await panel(page);
  assert.deepEqual(cards.map((c) => c.score), syn.finalScores);
  assert.deepEqual(cards.map((c) => c.cities), [2, 0, 1, 1]);
  assert.deepEqual(cards.map((c) => c.status), ['ok', 'ok', 'ok', 'frozen']);
  assert.match(await page.textContent('#arena-events'), /^3\s*Alice takes a city from Bob$/);
  const info = await page.textContent('#arena-info');
  assert.match(info, /synthetic\.res/);
  assert.match(info, /Seed 7/);
  assert.deepEqual(errors, []);
  await page.close();
});

test('keyboard: step, jump 10, start and end, play and pause', async () => {
  const syn = synthReplay();
  const { page, errors } = await openViewer();
  const res = await loadFile(page, writeTmp('keys.res', syn.text));
  assert.equal(res.status, 'ready', res.error);
  const steps = [
    ['ArrowRight', 1], ['ArrowRight', 2], ['ArrowLeft', 1], ['PageDown', 11], ['PageDown', 21],
    ['PageDown', 24], ['PageUp', 14], ['Home', 0], ['ArrowLeft', 0], ['End', 24], ['ArrowRight', 24],
    ['ArrowUp', 23], ['ArrowDown', 24],
  ];
  for (const [key, want] of steps) {
    await page.keyboard.press(key);
    assert.equal(await shownRound(page), want, `after ${key}`);
    assert.equal(await page.inputValue('#arena-slider'), String(want), `slider after ${key}`);
  }
  // the round box in the side panel follows too
  assert.match(await page.textContent('#arena-round'), /^24/);

  await page.keyboard.press('Home');
  await page.keyboard.press('Space');
  assert.equal(await page.evaluate(() => arenaViewer.playing), true);
  await page.waitForFunction(() => arenaViewer.frame >= 2, null, { timeout: 10000 });
  await page.keyboard.press('Space');
  assert.equal(await page.evaluate(() => arenaViewer.playing), false);
  const stopped = await shownRound(page);
  assert.ok(stopped >= 2, `played up to ${stopped}`);
  await page.waitForTimeout(300);
  assert.equal(await shownRound(page), stopped, 'stays put once paused');

  // speed keys
  const s0 = await page.evaluate(() => arenaViewer.speed);
  await page.keyboard.press('+');
  assert.ok(await page.evaluate(() => arenaViewer.speed) > s0);
  await page.keyboard.press('-');
  await page.keyboard.press('-');
  assert.ok(await page.evaluate(() => arenaViewer.speed) < s0);

  // slider drives the round
  await page.$eval('#arena-slider', (s) => { s.value = '17'; s.dispatchEvent(new Event('input')); });
  assert.equal(await shownRound(page), 17);
  assert.deepEqual(errors, []);
  await page.close();
});

test('malformed replays show a clear error in the page', async () => {
  const cases = [
    { name: 'bad-seed.res', text: 'Game\n\nSeed x\n', want: [/expected the seed/, /found "x"/, /Line 3/] },
    { name: 'bad-game.res', text: 'Mad_Max 1.6\n', want: [/expected "Game"/, /found "Mad_Max"/] },
    {
      name: 'bad-round.res',
      text: synthReplay().text.replace('round 5\n', 'rund 5\n'),
      want: [/expected "round"/, /found "rund"/, /round 5/],
    },
    {
      name: 'bad-dir.res',
      text: synthReplay().text.replace('4 r\n', '4 q\n'),
      want: [/expected a direction letter/, /found "q"/],
    },
    {
      name: 'short-row.res',
      text: synthReplay().text.replace('.2..3..X..', '.2..3..X.'),
      want: [/expected a board row of 10 cells/, /found "\.2\.\.3\.\.X\."/],
    },
    { name: 'empty.res', text: '', want: [/end of file/, /expected "Game"/] },
  ];
  const { page, errors } = await openViewer();
  for (const c of cases) {
    await page.evaluate(() => { document.getElementById('arena-error').hidden = true; });
    await page.setInputFiles('#arena-file', writeTmp(c.name, c.text));
    await page.waitForSelector('#arena-error:not([hidden])', { timeout: 10000 });
    const msg = await page.textContent('#arena-error');
    for (const re of c.want) assert.match(msg, re, `${c.name}: ${msg}`);
    assert.equal(await page.evaluate(() => arenaViewer.status), 'error');
  }
  // nothing was loaded, so the drop zone is still there; and no alert() was used
  assert.equal(await page.isVisible('#arena-empty'), true);
  assert.deepEqual(errors, []);
  await page.close();
});

test('drag and drop a replay onto the page', async () => {
  const syn = synthReplay({ names: ['Toecutter', 'Bubba', 'Johnny', 'Goose'] });
  const { page, errors } = await openViewer();
  await page.evaluate((text) => {
    const dt = new DataTransfer();
    dt.items.add(new File([text], 'dropped.res', { type: 'text/plain' }));
    for (const type of ['dragenter', 'dragover', 'drop']) {
      document.body.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer: dt }));
    }
  }, syn.text);
  const res = await waitLoaded(page);
  assert.equal(res.status, 'ready', res.error);
  assert.equal(res.frames, syn.rounds + 1);
  assert.deepEqual((await panel(page)).map((c) => c.name), syn.names);
  assert.equal(await page.isVisible('.arena-dropveil'), false);
  assert.match(await page.textContent('#arena-info'), /dropped\.res/);
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
  assert.equal(await page.isVisible('#arena-error'), true);
  await page.close();
});

test('?game=URL loads a replay over http', async () => {
  const syn = synthReplay({ names: ['Furiosa', 'Max', 'Nux', 'Immortan'] });
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
      `http://127.0.0.1:${port}/games/madmax/viewer/viewer.html?game=/replays/web.res.gz`);
    const res = await waitLoaded(page);
    assert.equal(res.status, 'ready', res.error);
    assert.equal(res.frames, syn.rounds + 1);
    assert.deepEqual((await panel(page)).map((c) => c.name), syn.names);
    assert.deepEqual(errors, []);
    await page.close();
  } finally {
    server.close();
  }
});

test('layout follows the window size', async () => {
  const syn = synthReplay();
  const file = writeTmp('layout.res', syn.text);
  for (const vp of [{ width: 1400, height: 900 }, { width: 700, height: 1000 }, { width: 1000, height: 560 }]) {
    const { page } = await openViewer(vp);
    await loadFile(page, file);
    await page.waitForTimeout(100);
    const box = await page.locator('#arena-board').boundingBox();
    assert.ok(box.width > 150 && box.height > 100, `board visible at ${vp.width}x${vp.height}`);
    assert.ok(box.x >= 0 && box.x + box.width <= vp.width + 1, `board fits across at ${vp.width}x${vp.height}`);
    assert.ok(Math.abs(box.width / box.height - 10 / 8) < 0.05, 'cells stay square');
    assert.equal(await page.isVisible('.player-card'), true);
    // (small enough a change not to cross the narrow-window breakpoint at 860 px)
    await page.setViewportSize({ width: vp.width + 60, height: vp.height + 150 });
    await page.waitForTimeout(150);
    const bigger = await page.locator('#arena-board').boundingBox();
    assert.ok(bigger.width >= box.width, `board grows with the window at ${vp.width}x${vp.height}: ` +
      `${box.width}x${box.height} -> ${bigger.width}x${bigger.height}`);
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
      assert.equal(res.frames, facts.lastRound + 1, file);
      if (file.endsWith('.res')) assert.ok(res.parseMs < 1000, `${file}: parsed in ${res.parseMs} ms`);
      t.diagnostic(`${path.basename(file)}: ${text.length} bytes parsed in ${Math.round(res.parseMs)} ms`);
      assert.deepEqual((await panel(page)).map((c) => c.name), facts.names);
      await page.keyboard.press('End');
      assert.equal(await shownRound(page), facts.lastRound);
      assert.deepEqual((await panel(page)).map((c) => c.score), facts.finalScores, file);
      await page.keyboard.press('Home');
      assert.equal(await shownRound(page), 0);
      await page.keyboard.press('PageDown');
      assert.equal(await shownRound(page), 10);
    }
  }
  assert.deepEqual(errors, []);
  await page.close();
});

test('screenshot of a game in progress', async () => {
  const files = referenceReplays();
  const file = files.length
    ? writeTmp('shot.res', zlib.gunzipSync(fs.readFileSync(files[0])))
    : writeTmp('shot.res', synthReplay().text);
  const { page, errors } = await openViewer({ width: 1400, height: 900 });
  const res = await loadFile(page, file);
  assert.equal(res.status, 'ready', res.error);
  await page.evaluate(() => arenaViewer.seek(Math.min(137, arenaViewer.model.frameCount - 1)));
  await page.waitForTimeout(100);
  await page.screenshot({ path: SHOT });
  assert.ok(fs.statSync(SHOT).size > 10000);
  // the board really has pixels drawn: sample the canvas
  const colours = await page.$eval('#arena-board', (c) => {
    const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
    const seen = new Set();
    for (let i = 0; i < d.length; i += 4 * 97) seen.add((d[i] >> 4) + ',' + (d[i + 1] >> 4) + ',' + (d[i + 2] >> 4));
    return seen.size;
  });
  assert.ok(colours > 20, `board drawn with ${colours} colours`);
  assert.deepEqual(errors, []);
  await page.close();
});
