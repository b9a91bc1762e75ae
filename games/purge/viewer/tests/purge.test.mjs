// Browser test of The Purge replay viewer: real headless Chromium (Debian's /usr/bin/chromium)
// driven by playwright-core. Run with `npm run test:viewers` (node --test viewer/tests/).
// What every viewer shares (browser, pages, panel, keys) is in viewer/tests/helpers.mjs.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import os from 'node:os';
import path from 'node:path';
import { setSlider, stateEnds, clickCell, viewerHarness } from '../../../../viewer/tests/helpers.mjs';
import { openSynthetic, gridViewerTests } from '../../../../viewer/tests/game-tests.mjs';

const SHOT = path.join(os.tmpdir(), 'arena-purge-viewer.png');
const harness = viewerHarness('purge', {
  replaysEnv: 'ARENA_PURGE_REPLAYS',
  stats: ['builders', 'warriors', 'barricades'],
  scoreLine: /^score\s+(.*)$/gm,
});
const { openWith, panel, checkMalformed, checkCutAnywhere, checkCorrupt, shellTests } = harness;

/* ---------------------------------------------------------------- synthetic replay */

const ROWS = 12, COLS = 14;
const SETTINGS = [['NUM_PLAYERS', 4], ['NUM_DAYS', 1], ['NUM_ROUNDS_PER_DAY', 24], ['BOARD_ROWS', ROWS],
  ['BOARD_COLS', COLS], ['NUM_INI_BUILDERS', 1], ['NUM_INI_WARRIORS', 1], ['NUM_INI_MONEY', 1],
  ['NUM_INI_FOOD', 1], ['NUM_INI_GUNS', 1], ['NUM_INI_BAZOOKAS', 0], ['BUILDER_INI_LIFE', 60],
  ['WARRIOR_INI_LIFE', 100], ['MONEY_POINTS', 5], ['KILL_BUILDER_POINTS', 100], ['KILL_WARRIOR_POINTS', 250],
  ['FOOD_INCR_LIFE', 20], ['LIFE_LOST_IN_ATTACK', 20], ['BUILDER_STRENGTH_ATTACK', 1],
  ['HAMMER_STRENGTH_ATTACK', 10], ['GUN_STRENGTH_ATTACK', 100], ['BAZOOKA_STRENGTH_ATTACK', 1000],
  ['BUILDER_STRENGTH_DEMOLISH', 3], ['HAMMER_STRENGTH_DEMOLISH', 10], ['GUN_STRENGTH_DEMOLISH', 10],
  ['BAZOOKA_STRENGTH_DEMOLISH', 30], ['NUM_ROUNDS_REGEN_BUILDER', 50], ['NUM_ROUNDS_REGEN_WARRIOR', 50],
  ['NUM_ROUNDS_REGEN_FOOD', 10], ['NUM_ROUNDS_REGEN_MONEY', 5], ['NUM_ROUNDS_REGEN_WEAPON', 40],
  ['BARRICADE_RESISTANCE_STEP', 40], ['BARRICADE_MAX_RESISTANCE', 320], ['MAX_NUM_BARRICADES', 3]];

// A small but complete ThePurge 1.0 replay: 12x14 board with a row of buildings, one builder
// (ids 0..3) and one warrior (ids 4..7) a clan. Builder 0 walks right along row 1 and takes
// the money at (1, 3) in round 2; builder 1 builds a barricade below it in round 1, which
// grows by 40 a round until round 4; at night (rounds 12..23) warrior 4 kills builder 2 in
// round 14 (Alice scores 100). judged: a judge's replay (SecGame), whose status fields are CPU
// fractions: player p uses p / 10 of its budget by the end, player 3 5% until frozen (round 4).
function synthReplay({ rounds = 24, names = ['Alice', 'Bob', 'Carol', 'Dave'], judged = false } = {}) {
  const out = [judged ? 'SecGame' : 'Game', '', 'Seed 7', '', 'ThePurge 1.0', ''];
  for (const [k, v] of SETTINGS) out.push(`${k}\t${k === 'NUM_ROUNDS_PER_DAY' ? rounds : v}`);
  out.push('names          ' + names.map((n) => ' ' + n).join(''));
  const scores = [0, 0, 0, 0];
  let finalScores;
  for (let r = 0; r <= rounds; r++) {
    const grid = Array.from({ length: ROWS }, (_, i) => (i === 6 ? '..BBBBBBBBBB..' : '.'.repeat(COLS)).split(''));
    const b0 = Math.min(r, 5);
    const cz = [['b', 0, 0, 1, b0, 'n', 60], ['b', 1, 1, 3, 5, 'n', 60], ['b', 2, 2, 9, 3, 'n', 60],
      ['b', 3, 3, 9, 10, 'n', 60], ['w', 4, 0, 9, 2, 'h', 100], ['w', 5, 1, 10, 12, 'g', 100],
      ['w', 6, 2, 0, 12, 'h', 100], ['w', 7, 3, 11, 0, 'h', 100]];
    const citizens = cz.filter((c) => !(c[1] === 2 && r >= 15)).map((c) => (c[1] === 2 && r >= 13 ? [...c.slice(0, 6), r >= 14 ? 20 : 40] : c));
    if (r < 2) grid[1][3] = 'M';
    grid[4][8] = 'F';
    grid[10][6] = 'G';
    if (r === 2) scores[0] += 5;
    if (r === 15) scores[0] += 100;
    const bars = r >= 2 && r < 12 ? [[1, 4, 5, Math.min(40 * (r - 1), 160)]] : [];
    for (const c of citizens) grid[c[3]][c[4]] = c[0] === 'b' ? 'C' : 'W';
    for (const b of bars) if (grid[b[1]][b[2]] === '.') grid[b[1]][b[2]] = 'b';
    if (r > 0) {
      const cmds = [];
      if (r <= 5) cmds.push('0\tm\tr\t');
      if (r >= 2 && r <= 5) cmds.push('1\tb\td\t');
      if (r >= 13 && r <= 15) cmds.push('4\tm\tr\t');
      out.push('commands', String(cmds.length), ...cmds);
    }
    const tens = Array.from({ length: COLS }, (_, j) => Math.floor(j / 10)).join('');
    const units = Array.from({ length: COLS }, (_, j) => j % 10).join('');
    out.push('', '', '   ' + tens, '   ' + units, ...grid.map((row, i) => String(i).padStart(2, '0') + ' ' + row.join('')));
    out.push('', 'citizens', String(citizens.length), 'type\tid\tplayer\trow\tcolumn\tweapon\tlife',
      ...citizens.map((c) => c.join('\t')));
    out.push('', 'barricades', String(bars.length), 'player\trow\tcolumn\tresistance', ...bars.map((b) => b.join('\t')));
    const status = judged ? [0, 1, 2].map((p) => p * r / rounds / 10).concat(r >= 4 ? -1 : 0.05)
      : [0, 0, 0, r >= 4 ? -1 : 0];
    out.push('', `round ${r}`, `day ${r % rounds < rounds / 2 ? 1 : 0}`, '', 'score\t' + scores.join('\t'), '',
      'status\t' + status.join('\t'), '');
    finalScores = scores.slice();
  }
  return { text: out.join('\n') + '\n', rounds, names, finalScores };
}

/* ---------------------------------------------------------------- tests */

test('synthetic replay: rounds, names, scores, citizens, barricades, a kill, frozen status', async () => {
  const syn = synthReplay();
  let { page, errors, cards } = await openSynthetic(harness, syn);
  assert.deepEqual(cards.map((c) => c.builders), [1, 1, 1, 1]);
  assert.deepEqual(cards.map((c) => c.warriors), [1, 1, 1, 1]);
  assert.deepEqual(cards.map((c) => c.barricades), [0, 0, 0, 0]);
  await setSlider(page, 4);
  cards = await panel(page);
  assert.deepEqual(cards.map((c) => c.barricades), [0, 1, 0, 0]);
  assert.deepEqual(cards.map((c) => c.score), [5, 0, 0, 0]);
  await page.keyboard.press('End');
  cards = await panel(page);
  assert.deepEqual(cards.map((c) => c.score), syn.finalScores);
  assert.deepEqual(cards.map((c) => c.builders), [1, 1, 0, 1], 'builder 2 killed');
  assert.deepEqual(cards.map((c) => c.status), ['ok', 'ok', 'ok', 'out']);
  assert.match(await page.textContent('#arena-events'), /Alice.*kills a builder of.*Carol/);
  assert.match(await page.textContent('#arena-info'), /Seed 7/);
  assert.deepEqual(errors, []);
  await page.close();
});

test('malformed replays are refused with a message', () => checkMalformed([
  { name: 'not-purge.res', text: 'Game\n\nSeed 1\n\nMad_Max 1.6\n', want: [/it is a Mad Max replay/] },
  { name: 'bad-first-row.res', text: synthReplay().text.replace('\n05 ..............', '\n05 ....Q.........'),
    want: [/expected a board row of 14 cells/, /round 0/] },
  { name: 'empty.res', text: '', want: [/end of file/] },
]));

test('a replay bad partway shows the rounds before, with a warning', () => checkCorrupt([
  { name: 'bad-round.res', text: synthReplay().text.replace('round 5\n', 'rond 5\n'), frames: 5,
    want: [/expected "round"/, /found "rond"/] },
  { name: 'bad-command.res', text: synthReplay().text.replace('1\tb\td\t', '1\tq\td\t'), frames: 2,
    want: [/expected a command type/, /found "q"/] },
]));

test('a replay cut anywhere shows its complete rounds, with a warning', async () => {
  const { text } = synthReplay();
  await checkCutAnywhere(text, stateEnds(text, /^commands$/gm));
});

shellTests(synthReplay, 'Demo');

test('a click pins the inspector to a citizen, which it follows', async () => {
  const { page, errors, res } = await openWith('pin.res', synthReplay().text);
  assert.equal(res.status, 'ready', res.error);
  await clickCell(page, 1, 0, ROWS, COLS);
  assert.equal(await page.evaluate(() => arenaViewer.pinned), 'u0');
  assert.match(await page.textContent('#arena-pin'), /Builder #0.*Alice \(player 0\).*life 60.*cell \(1, 0\)/);
  await setSlider(page, 3);
  await page.waitForTimeout(200);
  assert.match(await page.textContent('#arena-pin'), /Builder #0.*next: move Right.*cell \(1, 3\)/);
  await page.keyboard.press('Escape');
  assert.equal(await page.evaluate(() => arenaViewer.pinned), null);
  assert.deepEqual(errors, []);
  await page.close();
});

gridViewerTests(harness, synthReplay, {
  dropNames: ['Leo', 'Eva', 'Cal', 'Zoe'],
  httpNames: ['Bishop', 'Rico', 'Dante', 'Roxy'],
  board: { across: COLS, down: ROWS, minHeight: 60, tolerance: 0.06 },
  shot: SHOT,
});
