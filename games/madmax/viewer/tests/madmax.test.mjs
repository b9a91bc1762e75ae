// Browser test of the Mad Max replay viewer: real headless Chromium (Debian's /usr/bin/chromium)
// driven by playwright-core. Run with `npm run test:viewers` (node --test viewer/tests/).
// What every viewer shares (browser, pages, panel, keys) is in viewer/tests/helpers.mjs.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import os from 'node:os';
import path from 'node:path';
import { roundLabel, stateEnds, clickCell,
  viewerHarness } from '../../../../viewer/tests/helpers.mjs';
import { openSynthetic, STEPS_24, checkKeys, gridViewerTests } from '../../../../viewer/tests/game-tests.mjs';

const SHOT = path.join(os.tmpdir(), 'arena-madmax-viewer.png');
const harness = viewerHarness('madmax', {
  replaysEnv: 'ARENA_MADMAX_REPLAYS',
  stats: ['cities', 'warriors', 'cars'],
  scoreLine: /^total_score (.*)$/gm,
});
const { openWith, panel, checkMalformed, checkCutAnywhere, checkCorrupt, shellTests } = harness;

/* ---------------------------------------------------------------- synthetic replay */

// A small but complete Mad_Max 1.6 replay: 8x10 board, 1 warrior + 1 car per player, one city
// each; player 0 takes player 1's city at round 3; player 3 is frozen from round 4 on. judged:
// a judge's replay (SecGame), whose status fields are CPU fractions: player p uses p / 10 of
// its budget by the end.
function synthReplay({ rounds = 24, names = ['Alice', 'Bob', 'Carol', 'Dave'], judged = false } = {}) {
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
  const out = [judged ? 'SecGame' : 'Game', '', 'Seed 7', '', 'Mad_Max 1.6'];
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
    const status = judged ? [0, 1, 2].map((p) => p * r / rounds / 10).concat(r >= 4 ? -1 : 0.05)
      : [0, 0, 0, r >= 4 ? -1 : 0];
    out.push('', '', ...grid, '', `round ${r}`, `num_cities ${cities.join(' ')}`,
      `total_score ${scores.join(' ')}`, `status ${status.join(' ')}`);
    out.push(`w 0 1 ${r % 2 ? 2 : 1} 40 40`, 'w 1 2 4 39 38', 'w 2 4 1 40 40', 'w 3 5 4 40 40');
    out.push(`c 0 0 ${carJ} 100 0`, 'c 1 7 0 100 0', 'c 2 7 9 0 0', 'c 3 0 9 100 0', '');
    finals.scores = scores.slice();
  }
  return { text: out.join('\n') + '\n', rounds, names, finalScores: finals.scores };
}

/* ---------------------------------------------------------------- tests */

test('synthetic replay: rounds, names, final scores, frozen status', async () => {
  const syn = synthReplay();
  let { page, errors, cards } = await openSynthetic(harness, syn);
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
  assert.deepEqual(cards.map((c) => c.status), ['ok', 'ok', 'ok', 'out']);
  assert.match(await page.textContent('#arena-events'), /^3\s*Alice takes a city from Bob$/);
  const info = await page.textContent('#arena-info');
  assert.match(info, /synthetic\.res/);
  assert.match(info, /Seed 7/);
  assert.deepEqual(errors, []);
  await page.close();
});

test('keyboard: step, jump 10, start and end, play and pause', () => checkKeys(harness, synthReplay, {
  steps: [...STEPS_24, ['ArrowUp', 23], ['ArrowDown', 24]],
  // the round box in the side panel follows too
  afterSteps: async (page) => assert.match(await page.textContent('#arena-round'), /^24/),
  afterPlay: async (page) => { // speed keys
    const s0 = await page.evaluate(() => arenaViewer.speed);
    await page.keyboard.press('+');
    assert.ok(await page.evaluate(() => arenaViewer.speed) > s0);
    await page.keyboard.press('-');
    await page.keyboard.press('-');
    assert.ok(await page.evaluate(() => arenaViewer.speed) < s0);
  },
}));

test('malformed replays show a clear error in the page', () => checkMalformed([
  { name: 'bad-seed.res', text: 'Game\n\nSeed x\n', want: [/expected the seed/, /found "x"/, /Line 3/] },
  { name: 'bad-game.res', text: 'Mad_Max 1.6\n', want: [/expected "Game"/, /found "Mad_Max"/] },
  {
    name: 'bad-first-row.res',
    text: synthReplay().text.replace('.2..3..X..', '.2..3..X.'),
    want: [/expected a board row of 10 cells/, /found "\.2\.\.3\.\.X\."/, /round 0/],
  },
  { name: 'empty.res', text: '', want: [/end of file/, /expected "Game"/] },
]));

test('a replay bad partway shows the rounds before, with a warning', () => checkCorrupt([
  { name: 'bad-round.res', text: synthReplay().text.replace('round 5\n', 'rund 5\n'), frames: 5,
    want: [/expected "round"/, /found "rund"/, /round 5/] },
  { name: 'bad-dir.res', text: synthReplay().text.replace('4 r\n', '4 q\n'), frames: 1,
    want: [/expected a direction letter/, /found "q"/] },
]));

test('a replay cut anywhere shows its complete rounds, with a warning', async () => {
  const { text } = synthReplay();
  await checkCutAnywhere(text, stateEnds(text, /^movements$/gm));
});

shellTests(synthReplay, 'Demo');

test('presentation mode (F): no top bar, a larger board, large names and scores, a large winner', async () => {
  const syn = synthReplay();
  const { page, errors, res } = await openWith('present.res', syn.text, { width: 1920, height: 1080 });
  assert.equal(res.status, 'ready', res.error);
  const size = (sel) => page.$eval(sel, (e) => parseFloat(getComputedStyle(e).fontSize));
  const before = { board: await page.locator('#arena-board').boundingBox(), name: await size('.player-name'),
    score: await size('.player-score') };
  await page.keyboard.press('f');
  await page.waitForTimeout(300);
  assert.equal(await page.evaluate(() => arenaViewer.presenting), true);
  assert.equal(await page.isVisible('.arena-top'), false, 'no top bar');
  assert.equal(await page.isVisible('#arena-chart'), false, 'no chart');
  const board = await page.locator('#arena-board').boundingBox();
  assert.ok(board.height > before.board.height, `the board grows: ${before.board.height} -> ${board.height}`);
  assert.ok(await size('.player-name') >= 36, 'names readable from the back of a room');
  assert.ok(await size('.player-score') >= 52 && await size('.player-score') > before.score);
  await page.keyboard.press('End');
  await page.waitForTimeout(100);
  assert.ok(await size('#arena-winner') >= 80, 'the winner announced large');
  await page.screenshot({ path: path.join(os.tmpdir(), 'arena-madmax-present.png') });
  await page.keyboard.press('f');
  await page.waitForTimeout(200);
  assert.equal(await page.isVisible('.arena-top'), true, 'F again: back');
  assert.ok(Math.abs(await size('.player-name') - before.name) < 0.5);
  assert.deepEqual(errors, []);
  await page.close();
});

test('a 2D board zooms (wheel, keys) and pans (drag, keys); the pointer still finds the cells', async () => {
  const { page, errors, res } = await openWith('zoom.res', synthReplay().text);
  assert.equal(res.status, 'ready', res.error);
  const box = await page.locator('#arena-board').boundingBox();
  // the wheel zooms about the pointer: the board point under it stays there
  await page.mouse.move(box.x + box.width * 0.3, box.y + box.height * 0.6);
  await page.mouse.wheel(0, -100);
  await page.waitForTimeout(100);
  let z = await page.evaluate(() => arenaViewer.zoom);
  assert.equal(z.k, 1.25);
  const dev = await page.evaluate(() => document.querySelector('#arena-board').width) / box.width;
  assert.ok(Math.abs(z.x - (0.3 * box.width * dev) * (1 - 1.25)) < 1, `x ${z.x}`);
  await page.keyboard.press('0');
  await page.keyboard.press(']');
  await page.keyboard.press(']');
  await page.keyboard.press(']');
  z = await page.evaluate(() => arenaViewer.zoom);
  assert.ok(Math.abs(z.k - 1.25 ** 3) < 1e-9, 'three steps about the centre');
  // a click where cell (3, 4) now shows pins that cell
  const at = (b) => 0.5 + (b - 0.5) * z.k;
  await page.mouse.click(box.x + box.width * at(4.5 / 10), box.y + box.height * at(3.5 / 8));
  assert.equal(await page.evaluate(() => arenaViewer.pinned), 'c34');
  await page.keyboard.press('Escape');
  // a drag pans, and is no click: nothing pinned
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 60, box.y + box.height / 2, { steps: 5 });
  await page.mouse.up();
  const panned = await page.evaluate(() => arenaViewer.zoom);
  assert.ok(Math.abs(panned.x - Math.min(0, z.x + 60 * dev)) < 1, `panned right: ${z.x} -> ${panned.x}`);
  assert.equal(await page.evaluate(() => arenaViewer.pinned), null);
  // Shift+arrow pans, 0 shows the whole board again
  await page.keyboard.press('Shift+ArrowDown');
  assert.ok((await page.evaluate(() => arenaViewer.zoom)).y < panned.y);
  assert.equal(await page.evaluate(() => arenaViewer.frame), 0, 'Shift+arrow does not step');
  await page.keyboard.press('0');
  assert.deepEqual(await page.evaluate(() => arenaViewer.zoom), { k: 1, x: 0, y: 0 });
  assert.deepEqual(errors, []);
  await page.close();
});

test('a click pins the inspector to a unit, which it follows', async () => {
  const { page, errors, res } = await openWith('pin.res', synthReplay().text);
  assert.equal(res.status, 'ready', res.error);
  // the red car (unit 4) starts at (0, 0) and drives right one cell a round
  await clickCell(page, 0, 0, 8, 10);
  assert.equal(await page.evaluate(() => arenaViewer.pinned), 'u4');
  assert.match(await page.textContent('#arena-pin'), /Car #4.*Alice \(player 0\).*next order: Right.*cell \(0, 0\)/);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.waitForTimeout(300);
  assert.match(await page.textContent('#arena-pin'), /Car #4.*cell \(0, 2\)/);
  // the mouse elsewhere does not move the pin
  await page.mouse.move(5, 5);
  assert.match(await page.textContent('#arena-pin'), /Car #4/);
  // a click on a cell pins the cell; Escape unpins
  await clickCell(page, 2, 1, 8, 10);
  assert.equal(await page.evaluate(() => arenaViewer.pinned), 'c21');
  assert.match(await page.textContent('#arena-pin'), /City 1.*owned by Alice/);
  await page.keyboard.press('Escape');
  assert.equal(await page.evaluate(() => arenaViewer.pinned), null);
  assert.equal(await page.isVisible('#arena-pin'), false);
  assert.deepEqual(errors, []);
  await page.close();
});

gridViewerTests(harness, synthReplay, {
  dropNames: ['Toecutter', 'Bubba', 'Johnny', 'Goose'],
  httpNames: ['Furiosa', 'Max', 'Nux', 'Immortan'],
  board: { across: 10, down: 8, minHeight: 100, tolerance: 0.05 },
  layoutAlso: async (page, vp, box) => {
    // (small enough a change not to cross the narrow-window breakpoint at 860 px)
    await page.setViewportSize({ width: vp.width + 60, height: vp.height + 150 });
    await page.waitForTimeout(150);
    const bigger = await page.locator('#arena-board').boundingBox();
    assert.ok(bigger.width >= box.width, `board grows with the window at ${vp.width}x${vp.height}: ` +
      `${box.width}x${box.height} -> ${bigger.width}x${bigger.height}`);
  },
  shot: SHOT,
});
