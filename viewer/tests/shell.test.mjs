// Browser test of the viewer shell itself, on a toy game's viewer (viewer/tests/toy/) whose
// renderer draws with its own WebGL context, as a 3D board will: the shell hands it the
// context, sizes its canvas, and maps the mouse to it like for any 2D board.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import zlib from 'node:zlib';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { clickCell, viewerHarness, loadFile, waitLoaded, ROOT } from './helpers.mjs';

const { openWith, openViewer, writeTmp, panel, checkStandings, checkSeats } = viewerHarness('toy', {
  viewer: 'viewer/tests/toy/viewer.html', stats: [], scoreLine: /^round \d+ score (.*) status/gm,
});

// A toy replay of `rounds` rounds: player p scores p + 1 a round, player 0 twice that (from
// `base` on, and from round `first`, as a match played --from a round).
function toyReplay({ rounds = 12, names = ['Ann', 'Ben', 'Cat', 'Dan'], first = 0, base = 0 } = {}) {
  const out = ['Game', 'Seed 3', 'Toy 1', 'names ' + names.join(' ')];
  const finalScores = [];
  for (let r = first; r <= first + rounds; r++) {
    const scores = [0, 1, 2, 3].map((p) => base + (r - first) * (p + 1) * (p === 0 ? 2 : 1));
    out.push(`round ${r} score ${scores.join(' ')} status 0 0 0 0`);
    finalScores.splice(0, 4, ...scores);
  }
  return { text: out.join('\n') + '\n', names, finalScores, rounds };
}

// The board's pixel at (x, y), fractions of its size from the top left, read back through a 2D
// canvas (the WebGL context keeps its drawing buffer).
const pixel = (page, x, y) => page.$eval('#arena-board', (c, [fx, fy]) => {
  const g = document.createElement('canvas').getContext('2d', { willReadFrequently: true });
  g.canvas.width = c.width; g.canvas.height = c.height;
  g.drawImage(c, 0, 0);
  return Array.from(g.getImageData(Math.floor(c.width * fx), Math.floor(c.height * fy), 1, 1).data.slice(0, 3));
}, [x, y]);

test('a renderer with its own WebGL context draws the board', async () => {
  const toy = toyReplay();
  const { page, errors, res } = await openWith('toy.res', toy.text);
  assert.equal(res.status, 'ready', res.error);
  assert.equal(res.frames, toy.rounds + 1);
  assert.equal(await page.$eval('#arena-board', (c) => !!c.getContext('webgl')), true);
  // round 0: no bars, only the background
  assert.deepEqual(await pixel(page, 0.12, 0.95), [20, 23, 31]);
  // last round: player 3's bar is as high as the board (its score is the top), in its colour
  await page.keyboard.press('End');
  await page.waitForTimeout(100);
  assert.deepEqual(await pixel(page, 0.12, 0.95), [229, 56, 59]);
  assert.deepEqual(await pixel(page, 0.87, 0.05), [155, 77, 202]);
  assert.deepEqual(await pixel(page, 0.62, 0.05), [20, 23, 31]);
  assert.deepEqual((await panel(page)).map((c) => c.score), toy.finalScores);
  assert.deepEqual(errors, []);
  await page.close();
});

test('hovering and pinning work on a WebGL board', async () => {
  const { page, errors, res } = await openWith('toy.res', toyReplay().text);
  assert.equal(res.status, 'ready', res.error);
  const box = await page.locator('#arena-board').boundingBox();
  await page.mouse.move(box.x + box.width * 0.6, box.y + box.height / 2);
  await page.waitForSelector('#arena-tooltip:not([hidden])');
  assert.match(await page.textContent('#arena-tooltip'), /^Bar of Catscore 0$/);
  await clickCell(page, 0, 1, 1, 4);
  assert.equal(await page.evaluate(() => arenaViewer.pinned), 'p1');
  await page.keyboard.press('ArrowRight');
  await page.waitForTimeout(300);
  assert.match(await page.textContent('#arena-pin'), /Bar of Ben.*score 2/);
  assert.deepEqual(errors, []);
  await page.close();
});

test('standings and seats on any game', async () => {
  const toy = toyReplay();
  await checkStandings(toy.text, toy.names, toy.finalScores);
  await checkSeats(toyReplay({ names: ['Zed', 'Zed', 'Zed', 'Zed'] }).text, 'Zed');
});

test('a tie for first names every winner', async () => {
  let text = 'Game Seed 1 Toy 1 names A B C D\n';
  for (let r = 0; r < 6; r++) text += `round ${r} score ${r} 2 ${r} 1 status 0 0 0 -1\n`;
  await checkStandings(text, ['A', 'B', 'C', 'D'], [5, 2, 5, 1]);
});

test("the score chart's axes step by 1, 2 or 5 times a power of ten", async () => {
  const { page, errors, res } = await openWith('toy.res', toyReplay({ rounds: 2 }).text);
  assert.equal(res.status, 'ready', res.error);
  const axis = (lo, hi) => page.evaluate(([a, b]) => ArenaShell.chart.valueAxis(a, b, 4), [lo, hi]);
  assert.deepEqual(await axis(0, 2), { lo: 0, hi: 2, step: 1 });      // not 2, 2, 1, 1, 0
  assert.deepEqual(await axis(0, 43), { lo: 0, hi: 60, step: 20 });   // 0 20 40 60
  assert.deepEqual(await axis(272, 323), { lo: 260, hi: 340, step: 20 }); // not anchored at 0
  const rounds = (a, b) => page.evaluate(([x, y]) => ArenaShell.chart.roundTicks(x, y, 5).map((t) => t[1]), [a, b]);
  assert.deepEqual(await rounds(0, 63), [0, 20, 40, 60]);              // not 13, 25, 38
  assert.deepEqual(await rounds(137, 200), [140, 160, 180, 200]);
  assert.deepEqual(await rounds(0, 2), [0, 1, 2]);
  await page.keyboard.press('End');
  await page.waitForTimeout(100);
  assert.deepEqual(await page.evaluate(() => arenaViewer.chartAxis), { lo: 0, hi: 8, step: 2 }); // top score 8
  assert.deepEqual(errors, []);
  await page.close();
});

test('a match played from round 137, scores from 272, has its axes where its values are', async () => {
  const { page, errors, res } = await openWith('toy.res', toyReplay({ rounds: 20, first: 137, base: 272 }).text);
  assert.equal(res.status, 'ready', res.error);
  await page.keyboard.press('End');
  await page.waitForTimeout(100);
  const axis = await page.evaluate(() => arenaViewer.chartAxis);
  assert.ok(axis.lo >= 200 && axis.lo <= 272 && axis.hi >= 272 + 60, JSON.stringify(axis));
  assert.deepEqual((await page.evaluate(() => arenaViewer.chartRounds)).map((t) => t[1]), [140, 145, 150, 155]);
  assert.deepEqual(errors, []);
  await page.close();
});

test('the speed menu closed without a change gives the keyboard back', async () => {
  const { page, errors, res } = await openWith('toy.res', toyReplay().text);
  assert.equal(res.status, 'ready', res.error);
  await page.click('#arena-speed');          // opens the menu; Escape closes it unchanged
  await page.keyboard.press('Escape');
  assert.equal(await page.evaluate(() => document.activeElement.id), 'arena-speed');
  await page.keyboard.press('End');
  await page.waitForTimeout(100);
  assert.equal(await page.evaluate(() => arenaViewer.frame), 12);
  await page.keyboard.press('Home');
  await page.keyboard.press('ArrowRight');
  await page.waitForTimeout(100);
  assert.equal(await page.evaluate(() => arenaViewer.frame), 1);
  assert.deepEqual(errors, []);
  await page.close();
});

test('a .gz replay cut short says so and shows the rounds unpacked up to the cut', async () => {
  const toy = toyReplay({ rounds: 60 });
  const gz = zlib.gzipSync(toy.text);
  const { page, errors, res } = await openWith('cut.res.gz', gz.subarray(0, Math.floor(gz.length * 0.6)));
  assert.equal(res.status, 'ready', res.error);
  assert.ok(res.frames > 5 && res.frames < 61, `some rounds, not all: ${res.frames}`);
  assert.match(await page.evaluate(() => arenaViewer.warning), /cut\.res\.gz: the \.gz file is cut short/);
  assert.doesNotMatch(await page.textContent('#arena-error'), /Failed to fetch/);
  assert.deepEqual(errors, []);
  await page.close();
});

test('a side file given after the replay is attached to it, at the same round', async () => {
  const toy = toyReplay();
  const { page, errors, res } = await openWith('side.res', toy.text);
  assert.equal(res.status, 'ready', res.error);
  await page.keyboard.press('End');
  await page.keyboard.press('ArrowLeft');
  const debug = ['{"arena_debug":1,"game":"toy","players":["Ann","Ben","Cat","Dan"]}',
    '{"frame":11,"round":11,"seat":1,"marks":[],"log":"Ben thinks\\n"}'].join('\n') + '\n';
  await page.setInputFiles('#arena-file', writeTmp('side.res.debug', debug));
  await page.waitForFunction(() => !document.querySelector('#arena-debug').hidden);
  assert.equal(await page.evaluate(() => arenaViewer.frame), 11, 'the same round');
  assert.equal(await page.textContent('#arena-debug-log'), 'Ben thinks\n');
  assert.equal(await page.evaluate(() => arenaViewer.error), null, 'not refused');
  assert.deepEqual(errors, []);
  await page.close();
});

test('the URL follows the round shown, and a link to a round opens there', async () => {
  const toy = toyReplay({ rounds: 30 });
  const { page, errors, res } = await openWith('link.res', toy.text);
  assert.equal(res.status, 'ready', res.error);
  await page.keyboard.press('End');
  await page.waitForTimeout(100);
  assert.match(page.url(), /#round=30$/);
  await page.keyboard.press('PageUp');
  await page.waitForTimeout(100);
  assert.match(page.url(), /#round=20$/);
  // the same page opened with #round=7 and the replay: round 7 shows
  const file = writeTmp('link.res', toy.text);
  await page.goto(page.url().replace(/#.*$/, '') + '#round=7');
  await page.reload();
  await page.waitForFunction(() => !!window.arenaViewer);
  await loadFile(page, file);
  await page.waitForTimeout(100);
  assert.equal(await page.evaluate(() => arenaViewer.frame), 7);
  assert.match(await page.textContent('#arena-round-label'), /^7 \/ 30/);
  // another replay opened after it starts at its first round
  await loadFile(page, writeTmp('other.res', toyReplay({ rounds: 12 }).text));
  assert.equal(await page.evaluate(() => arenaViewer.frame), 0);
  // copy link: the link of the round shown, on the clipboard or shown to copy
  await page.keyboard.press('End');
  await page.click('#arena-copy-link');
  await page.waitForSelector('#arena-error:not([hidden])');
  assert.match(await page.textContent('#arena-error'), /(Link copied|Copy this link):.*#round=12/);
  assert.deepEqual(errors, []);
  await page.close();
});

test('slow frames still play at the chosen speed (8 rounds a second at 5 frames a second)', async () => {
  const { page, errors, res } = await openWith('slow.res', toyReplay({ rounds: 60 }).text);
  assert.equal(res.status, 'ready', res.error);
  assert.equal(await page.evaluate(() => arenaViewer.speed), 8);
  await page.evaluate(() => { // every frame takes 200 ms, as a big board drawn by software
    const raf = window.requestAnimationFrame.bind(window);
    window.requestAnimationFrame = (cb) => raf((t) => { const end = performance.now() + 200; while (performance.now() < end); cb(t); });
  });
  const t0 = await page.evaluate(() => performance.now());
  await page.keyboard.press(' ');
  await page.waitForTimeout(2000);
  const [t, now] = await page.evaluate(() => [arenaViewer.t, performance.now()]);
  const expected = 8 * (now - t0) / 1000;
  assert.ok(t > expected * 0.7, `played ${t.toFixed(1)} rounds in ${((now - t0) / 1000).toFixed(1)} s, expected about ${expected.toFixed(1)}`);
  assert.deepEqual(errors, []);
  await page.close();
});

// A page that serves the repository and /replays/toy.res, and logs what is asked of it.
async function serveToy(text) {
  const asked = [];
  const server = http.createServer((req, res) => {
    const u = new URL(req.url, 'http://x');
    asked.push(u.pathname);
    if (u.pathname === '/replays/toy.res') { res.end(text); return; }
    if (u.pathname === '/favicon.ico') { res.statusCode = 204; res.end(); return; }
    const f = path.join(ROOT, path.normalize(decodeURIComponent(u.pathname)));
    if (!f.startsWith(ROOT) || !fs.existsSync(f) || fs.statSync(f).isDirectory()) { res.statusCode = 404; res.end(); return; }
    res.setHeader('content-type', f.endsWith('.html') ? 'text/html' : f.endsWith('.css') ? 'text/css' : 'text/javascript');
    fs.createReadStream(f).pipe(res);
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  return { server, asked, base: `http://127.0.0.1:${server.address().port}/viewer/tests/toy/viewer.html` };
}

test('?still=1: the board alone in its first state, as a preview inside another page', async () => {
  const { server, asked, base } = await serveToy(toyReplay().text);
  try {
    const { page, errors } = await openViewer({ width: 200, height: 200 }, base + '?replay=/replays/toy.res&debug=&still=1');
    const res = await waitLoaded(page);
    assert.equal(res.status, 'ready', res.error);
    assert.equal(await page.evaluate(() => arenaViewer.still), true);
    assert.equal(await page.evaluate(() => arenaViewer.frame), 0);
    // no bars, no side panel, no controls: the board fills the frame
    for (const sel of ['.arena-top', '#arena-side', '.arena-controls'])
      assert.equal(await page.isVisible(sel), false, sel + ' is shown');
    const box = await page.locator('#arena-board').boundingBox();
    assert.ok(box.width >= 150 && box.height >= 150, `the board is ${box.width}x${box.height}`);
    assert.deepEqual(await pixel(page, 0.12, 0.95), [20, 23, 31]); // round 0: no bars yet
    assert.equal(await page.evaluate(() => location.hash), ''); // no round written in the URL
    // &debug= (empty): no debug file asked for
    assert.deepEqual(asked.filter((p) => /\.debug$/.test(p)), []);
    assert.deepEqual(errors, []);
    await page.close();
  } finally {
    server.close();
  }
});

test('a replay by URL without &debug= looks for its debug file beside it; with &debug=URL, there', async () => {
  const { server, asked, base } = await serveToy(toyReplay().text);
  try {
    for (const [query, wanted] of [['', '/replays/toy.res.debug'], ['&debug=/elsewhere/x.debug', '/elsewhere/x.debug']]) {
      asked.length = 0;
      const { page } = await openViewer(undefined, base + '?replay=/replays/toy.res' + query);
      assert.equal((await waitLoaded(page)).status, 'ready');
      assert.deepEqual(asked.filter((p) => /\.debug$/.test(p)), [wanted]);
      await page.close();
    }
  } finally {
    server.close();
  }
});
