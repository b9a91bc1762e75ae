// Browser test of the Mad Max Revisited replay viewer: real headless Chromium (Debian's
// /usr/bin/chromium) driven by playwright-core. Run with `npm run test:viewers`.
// What every viewer shares (browser, pages, panel, keys) is in viewer/tests/helpers.mjs.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import os from 'node:os';
import path from 'node:path';
import { setSlider, stateEnds, clickCell,
  viewerHarness } from '../../../../viewer/tests/helpers.mjs';
import { openSynthetic, checkKeys, gridViewerTests } from '../../../../viewer/tests/game-tests.mjs';

const SHOT = path.join(os.tmpdir(), 'arena-revisited-viewer.png');

// The players table of every state: its score column.
function scoresOf(text) {
  return [...text.matchAll(/^pid\s+score\s+status\s*\n((?:.*\n?){4})/gm)]
    .map((m) => m[1].trim().split('\n').map((line) => Number(line.trim().split(/\s+/)[1])));
}

const harness = viewerHarness('revisited', {
  replaysEnv: 'ARENA_REVISITED_REPLAYS',
  stats: ['alive', 'gas', 'missiles'],
  roundLine: /^rnd (\d+)$/gm,
  scoresOf,
});
const { openWith, panel, checkMalformed, checkCutAnywhere, checkCorrupt, shellTests } = harness;

/* ---------------------------------------------------------------- synthetic replay */

const ROWS = 15, COLS = 60, WIN = 30;

// A small but complete mad_max_2020 v1 replay: 15x60 universe, window 30, 2 cars a player
// in rows 1, 2, 5, 6, 9, 10, 13, 14, all driving by default (column = round). Car 0 takes
// the water at (1, 3) in round 3 and shoots in round 5 (missile 0 flies two columns a
// round); car 2 runs into a tyre in round 4 and is back in round 10 at (3, 12); player 3
// is frozen from round 4. judged: a judge's replay (secgame 1), whose status fields are
// CPU fractions: player p uses p / 10 of its budget by the end, player 3 5% until frozen.
function synthReplay({ rounds = 24, names = ['Alice', 'Bob', 'Carol', 'Dave'], judged = false } = {}) {
  const tens = Array.from({ length: COLS }, (_, j) => Math.floor(j / 10) % 10).join('');
  const units = Array.from({ length: COLS }, (_, j) => j % 10).join('');
  const out = ['mad_max_2020\tv1', `secgame\t${judged ? 1 : 0}`, 'seed\t7'];
  const params = [['nb_players', 4], ['nb_rnds', rounds], ['nb_rows', ROWS], ['nb_uni_cols', COLS],
    ['nb_win_cols', WIN], ['nb_cars_x_player', 2], ['nb_rnds_regen', 5], ['nb_miss_bonuses', 5],
    ['nb_gas_bonuses', 5], ['nb_water_bonuses', 20], ['bonus_miss', 5], ['bonus_gas', 30],
    ['water_pnts', 10], ['kill_pnts', 30], ['init_gas', 60]];
  for (const [k, v] of params) out.push(`${k}\t${v}`);
  out.push('names ' + names.join(' '), '');
  const carRows = [1, 2, 5, 6, 9, 10, 13, 14];
  const scores = [0, 0, 0, 0];
  let finalScores;
  for (let r = 0; r <= rounds; r++) {
    if (r > 0) {
      const acts = r === 5 ? ['0 s 0 1'] : [];
      for (const title of ['actions_asked', 'actions_done']) {
        out.push(title, '');
        for (let p = 0; p < 4; p++) out.push(String(p), ...(p === 0 ? acts : []), '-1', '');
      }
    }
    if (r === 3) scores[0] += 10;
    const map = Array.from({ length: ROWS }, () => '.'.repeat(COLS).split(''));
    if (r < 3) map[1][3] = 'W';
    if (r < 4) map[5][4] = 'X';
    map[12][40] = 'G';
    map[7][45] = 'M';
    out.push('', `rnd ${r}`, '', '   ' + tens, '   ' + units, '');
    map.forEach((row, i) => out.push(`${String(i).padStart(2, '0')} ${row.join('')}`));
    out.push('', '', 'cars', 'cid\trow\tcolumn\tnb_miss\tgas\talive\ttime');
    for (let c = 0; c < 8; c++) {
      let line = [c, carRows[c], r % COLS, c === 0 && r >= 5 ? 4 : 5, 60 - r, 'y', 0];
      if (c === 2 && r >= 4 && r < 10) line = [c, 5, 4, 5, 57, 'n', 9 - r];
      if (c === 2 && r >= 10) line = [c, 3, 12 + (r - 10), 5, 60 - (r - 10), 'y', 0];
      out.push(line.join('\t'));
    }
    const missiles = r >= 5 ? [[0, 0, 1, (4 + 2 + 2 * (r - 5)) % COLS]] : [];
    out.push('', 'missiles', String(missiles.length), 'mid\tcid\trow\tcolumn', ...missiles.map((x) => x.join('\t')));
    const status = judged ? [0, 1, 2].map((p) => p * r / rounds / 10).concat(r >= 4 ? -1 : 0.05)
      : [0, 0, 0, r >= 4 ? -1 : 0];
    out.push('', 'players', 'pid\tscore\tstatus', ...[0, 1, 2, 3].map((p) => `${p}\t${scores[p]}\t${status[p]}`), '');
    finalScores = scores.slice();
  }
  return { text: out.join('\n') + '\n', rounds, names, finalScores };
}

/* ---------------------------------------------------------------- tests */

test('synthetic replay: rounds, names, scores, cars, frozen status', async () => {
  const syn = synthReplay();
  let { page, errors, cards } = await openSynthetic(harness, syn);
  assert.deepEqual(cards.map((c) => c.alive), [2, 2, 2, 2]);
  assert.deepEqual(cards.map((c) => c.gas), [120, 120, 120, 120]);
  assert.deepEqual(cards.map((c) => c.missiles), [10, 10, 10, 10]);
  assert.deepEqual(cards.map((c) => c.status), ['ok', 'ok', 'ok', 'ok']);

  await setSlider(page, 6);
  cards = await panel(page);
  assert.deepEqual(cards.map((c) => c.alive), [2, 1, 2, 2], 'car 2 destroyed');
  assert.deepEqual(cards.map((c) => c.missiles), [9, 5, 10, 10]);
  assert.deepEqual(cards.map((c) => c.score), [10, 0, 0, 0]);
  assert.match(await page.textContent('#arena-events'), /Bob’s car 2 is destroyed/);
  // each car's gas and missiles, as the 2018 scoreboard showed them
  const units = await page.$$eval('.player-card', (cs) => cs.map((c) =>
    Array.from(c.querySelectorAll('.pc-unit')).map((u) => u.textContent + (u.classList.contains('out') ? ' (out)' : ''))));
  assert.deepEqual(units.slice(0, 2), [['#0 gas 54 · 4 m', '#1 gas 54 · 5 m'], ['#2 back in 3 (out)', '#3 gas 54 · 5 m']]);

  await page.keyboard.press('End');
  cards = await panel(page);
  assert.deepEqual(cards.map((c) => c.score), syn.finalScores);
  assert.deepEqual(cards.map((c) => c.alive), [2, 2, 2, 2], 'car 2 is back');
  assert.deepEqual(cards.map((c) => c.status), ['ok', 'ok', 'ok', 'out']);
  assert.match(await page.textContent('#arena-events'), /Bob’s car 2 is back/);
  const info = await page.textContent('#arena-info');
  assert.match(info, /Seed 7/);
  assert.match(info, /window 30/);
  assert.deepEqual(errors, []);
  await page.close();
});

test('the window is the frame of reference: a car driving by default stays put', async () => {
  const { page, errors, res } = await openWith('window.res', synthReplay().text);
  assert.equal(res.status, 'ready', res.error);
  const at = (k, t) => page.evaluate(([kk, tt]) => RevisitedViewer.screenCol(arenaViewer.model, kk, tt), [k, t]);
  // car 1 is in column r at round r: screen column 1 (the window's first) every round
  for (const r of [0, 7, 23]) assert.equal(await at(r, r), 1);
  // a tyre in column 4 slides left one column a round, then leaves by the left edge
  assert.equal(await at(4, 0), 5);
  assert.equal(await at(4, 3), 2);
  assert.equal(await at(4, 4.5), 0.5);
  // the universe wraps: column 0 is ahead of the window again at round 50
  assert.equal(await at(0, 50), 11);
  // the board shows the window and one extra column each side, square cells
  const box = await page.locator('#arena-board').boundingBox();
  assert.ok(Math.abs(box.width / box.height - (WIN + 2) / ROWS) < 0.05, `${box.width}x${box.height}`);
  assert.deepEqual(errors, []);
  await page.close();
});

test('keyboard: step, jump 10, start and end, play and pause', () => checkKeys(harness, synthReplay));

test('malformed replays show a clear error in the page', () => checkMalformed([
  { name: 'bad-title.res', text: 'Mad_Max 1.6\n', want: [/expected "mad_max_2020"/, /found "Mad_Max"/] },
  { name: 'bad-seed.res', text: 'mad_max_2020 v1\nsecgame 0\nseed x\n', want: [/expected the seed/, /found "x"/, /Line 3/] },
  {
    name: 'bad-first-row.res',
    text: synthReplay().text.replace('\n05 ....X', '\n05 ....Q'),
    want: [/expected a map row of 60 cells/, /round 0/],
  },
  { name: 'empty.res', text: '', want: [/end of file/, /expected "mad_max_2020"/] },
]));

test('a replay bad partway shows the rounds before, with a warning', () => checkCorrupt([
  { name: 'bad-round.res', text: synthReplay().text.replace('rnd 5\n', 'rond 5\n'), frames: 5,
    want: [/expected "rnd"/, /found "rond"/] },
  { name: 'bad-action.res', text: synthReplay().text.replace('0 s 0 1\n', '0 q 0 1\n'), frames: 5,
    want: [/expected "m" or "s"/, /found "q"/] },
]));

test('a replay cut anywhere shows its complete rounds, with a warning', async () => {
  const { text } = synthReplay();
  await checkCutAnywhere(text, stateEnds(text, /^actions_asked$/gm));
});

shellTests(synthReplay, 'Demo');

test('a click pins the inspector to a car, which it follows', async () => {
  const { page, errors, res } = await openWith('pin.res', synthReplay().text);
  assert.equal(res.status, 'ready', res.error);
  // car 0 is at (1, 0) at round 0: screen column 1 of 32
  await clickCell(page, 1, 1, ROWS, WIN + 2);
  assert.equal(await page.evaluate(() => arenaViewer.pinned), 'v0');
  assert.match(await page.textContent('#arena-pin'), /Car #0.*Alice \(player 0\).*gas 60 · missiles 5.*cell \(1, 0\)/);
  await setSlider(page, 4);
  await page.waitForTimeout(200);
  assert.match(await page.textContent('#arena-pin'), /Car #0.*next: shoots.*cell \(1, 4\)/);
  // a missile in flight
  await setSlider(page, 6);
  await clickCell(page, 1, 3, ROWS, WIN + 2); // column 8 at round 6: screen column 8 - 6 + 1
  assert.equal(await page.evaluate(() => arenaViewer.pinned), 'm0');
  assert.match(await page.textContent('#arena-pin'), /Missile #0.*shot by car 0 of Alice/);
  // a bonus cell: the gas at (12, 40), in screen column 40 - 20 + 1 at round 20
  await setSlider(page, 20);
  await clickCell(page, 12, 21, ROWS, WIN + 2);
  assert.match(await page.textContent('#arena-pin'), /Gas bonus \(\+30 gas\).*cell \(12, 40\)/);
  await page.keyboard.press('Escape');
  assert.equal(await page.evaluate(() => arenaViewer.pinned), null);
  assert.deepEqual(errors, []);
  await page.close();
});

gridViewerTests(harness, synthReplay, {
  dropNames: ['Furiosa', 'Max', 'Nux', 'Immortan'],
  httpNames: ['Toecutter', 'Bubba', 'Johnny', 'Goose'],
  board: { across: WIN + 2, down: ROWS, minHeight: 60, tolerance: 0.06 },
  shot: SHOT,
});
