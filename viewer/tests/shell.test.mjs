// Browser test of the viewer shell itself, on a toy game's viewer (viewer/tests/toy/) whose
// renderer draws with its own WebGL context, as a 3D board will: the shell hands it the
// context, sizes its canvas, and maps the mouse to it like for any 2D board.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { clickCell, viewerHarness } from './helpers.mjs';

const { openWith, panel, checkStandings, checkSeats } = viewerHarness('toy', {
  viewer: 'viewer/tests/toy/viewer.html', stats: [], scoreLine: /^round \d+ score (.*) status/gm,
});

// A toy replay of `rounds` rounds: player p scores p + 1 a round, player 0 twice that.
function toyReplay({ rounds = 12, names = ['Ann', 'Ben', 'Cat', 'Dan'] } = {}) {
  const out = ['Game', 'Seed 3', 'Toy 1', 'names ' + names.join(' ')];
  const finalScores = [];
  for (let r = 0; r <= rounds; r++) {
    const scores = [0, 1, 2, 3].map((p) => r * (p + 1) * (p === 0 ? 2 : 1));
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
