// Test steps that several games' viewer tests share word for word, on top of the harness of
// helpers.mjs (viewerHarness). Not a test file: a game's test file calls these with its harness.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { roundLabel, shownRound, checkSteps, checkPlayPause, setSlider } from './helpers.mjs';

/* The synthetic replay `syn` ({text, rounds, names}) opened with open() (default: its text as
 * synthetic.res): loaded whole, at round 0, its names on the player cards. */
export async function openSynthetic({ openWith, panel }, syn, open = () => openWith('synthetic.res', syn.text)) {
  const { page, errors, res } = await open();
  assert.equal(res.status, 'ready', res.error);
  assert.equal(res.frames, syn.rounds + 1);
  assert.equal(await roundLabel(page), `0 / ${syn.rounds}`);
  const cards = await panel(page);
  assert.deepEqual(cards.map((c) => c.name), syn.names);
  return { page, errors, cards };
}

// The timeline's keys on a replay of 24 rounds: each [key, round shown after it].
export const STEPS_24 = [
  ['ArrowRight', 1], ['ArrowRight', 2], ['ArrowLeft', 1], ['PageDown', 11], ['PageDown', 21],
  ['PageDown', 24], ['PageUp', 14], ['Home', 0], ['ArrowLeft', 0], ['End', 24], ['ArrowRight', 24],
];

/* The keys on the synthetic replay synth() as keys.res: each [key, round] of steps (then
 * afterSteps(page), if given), Home and play / pause up to round 2 (then afterPlay(page)),
 * and the slider, which drives the round. */
export async function checkKeys({ openWith }, synth, { steps = STEPS_24, afterSteps, afterPlay } = {}) {
  const { page, errors, res } = await openWith('keys.res', synth().text);
  assert.equal(res.status, 'ready', res.error);
  await checkSteps(page, steps);
  if (afterSteps) await afterSteps(page);
  await page.keyboard.press('Home');
  await checkPlayPause(page, 2);
  if (afterPlay) await afterPlay(page);
  await setSlider(page, 17);
  assert.equal(await shownRound(page), 17);
  assert.deepEqual(errors, []);
  await page.close();
}

/* The last tests of a 2D grid viewer (Mad Max, Revisited, The Purge), on its harness and its
 * synthetic replay synth(opts): a dropped replay (names dropNames), one over http (httpNames),
 * the layout in three window sizes with square cells (board: cells across and down, the
 * smallest height in px, how far the width / height ratio may stray; then layoutAlso(page, vp,
 * box) if given), the reference replays, and a screenshot saved to `shot`. */
export function gridViewerTests(harness, synth, { dropNames, httpNames, board, layoutAlso, shot }) {
  const { checkDrop, checkHttp, checkLayouts, checkReferenceReplays, checkScreenshot, writeTmp } = harness;

  test('drag and drop a replay onto the page', async () => {
    const syn = synth({ names: dropNames });
    await checkDrop('dropped.res', syn.text, 'text/plain', syn.rounds + 1, syn.names);
  });

  test('?game=URL loads a replay over http', async () => {
    const syn = synth({ names: httpNames });
    await checkHttp(syn.text, syn.rounds + 1, syn.names);
  });

  test('layout follows the window size', async () => {
    await checkLayouts(writeTmp('layout.res', synth().text), async (page, vp, box) => {
      assert.ok(box.width > 150 && box.height > board.minHeight, `board visible at ${vp.width}x${vp.height}`);
      assert.ok(Math.abs(box.width / box.height - board.across / board.down) < board.tolerance, 'cells stay square');
      if (layoutAlso) await layoutAlso(page, vp, box);
    });
  });

  test('reference replays: rounds, names, final scores, parse time', (t) =>
    checkReferenceReplays(t, { maxParseMs: 1000, steps: [['PageDown', 10]] }));

  test('screenshot of a game in progress', () => checkScreenshot(shot, synth().text));
}
