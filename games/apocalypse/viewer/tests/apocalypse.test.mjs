// Browser test of the Apocalypse Now replay viewer: real headless Chromium (Debian's
// /usr/bin/chromium) driven by playwright-core. Run with `npm run test:viewers`
// (node --test viewer/tests/) or `node --test viewer/tests/apocalypse.test.mjs`.
// What every viewer shares (browser, pages, panel, keys) is in viewer/tests/helpers.mjs.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { roundLabel, shownRound, seek, checkSteps, checkPlayPause, setSlider, boardColours, stateEnds,
  clickCell, viewerHarness } from '../../../../viewer/tests/helpers.mjs';

const SHOT = path.join(os.tmpdir(), 'arena-apocalypse-viewer.png');
const SHOT_NAPALM = path.join(os.tmpdir(), 'arena-apocalypse-napalm.png');
const { writeTmp, openWith, panel, replayFacts, referenceReplays, checkMalformed, checkCutAnywhere,
  checkCorrupt, shellTests, checkDrop, checkHttp, checkLayouts, checkReferenceReplays } = viewerHarness('apocalypse', {
  replaysEnv: 'ARENA_APOCALYPSE_REPLAYS',
  stats: ['posts', 'soldiers', 'helicopters', 'parachuters'],
  scoreLine: /^total_score\s+(.*)$/gm,
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
// judged: a judge's replay (SecGame), whose status fields are CPU fractions: player p uses
// p / 10 of its budget by the end.
const synthCache = new Map();
function synthReplay(opts = {}) {
  const key = JSON.stringify(opts);
  if (!synthCache.has(key)) synthCache.set(key, makeSynthReplay(opts));
  return synthCache.get(key);
}
function makeSynthReplay({ names = ['Alice', 'Bob', 'Carol', 'Dave'], states = 201, judged = false } = {}) {
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
  const out = [judged ? 'SecGame' : 'Game', '', 'Seed 42', '', 'ApocalypseNow2018 3.0', 'names         ' + names.map((n) => ' ' + n).join('')];
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
    const status = judged ? [0, 1, 2].map((p) => p * r / (states - 1) / 10).concat(r >= 150 ? -1 : 0.05)
      : [0, 0, 0, r >= 150 ? -1 : 0];
    out.push(`round ${r}`, '', 'total_score', tab(scores), '', 'status', tab(status), '');
    facts.push({ scores: scores.slice(), soldiers, paras, posts, status });
  }
  return { text: out.join('\n'), names, states, facts, finalScores: facts[facts.length - 1].scores };
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
  const { page, errors, res } = await openWith('synthetic.res', syn.text);
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
  assert.match(await page.textContent('#arena-events-count'), /^1 so far$/);

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
  assert.deepEqual(cards.map((c) => c.status), ['ok', 'ok', 'ok', 'out']);
  ev = await page.textContent('#arena-events');
  assert.match(ev, /120\s*Dave takes the 100 post at \(57, 57\) from Carol/);
  assert.match(ev, /58\s*Killed in combat: Dave 1 unit(?!s)/);
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
  const { page, errors, res } = await openWith('keys.res', syn.text);
  assert.equal(res.status, 'ready', res.error);
  await checkSteps(page, [
    ['ArrowRight', 1], ['ArrowRight', 2], ['ArrowLeft', 1], ['PageDown', 11], ['PageDown', 21],
    ['PageUp', 11], ['End', 200], ['ArrowRight', 200], ['PageUp', 190], ['PageDown', 200],
    ['Home', 0], ['ArrowLeft', 0], ['ArrowDown', 1], ['ArrowUp', 0],
  ]);
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
  await checkPlayPause(page, 3);

  // slider drives the round; number keys highlight a player
  await setSlider(page, 77);
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
  const { page, errors } = await openWith('hover.res', syn.text);
  const at = async (i, j) => {
    const box = await page.locator('#arena-board').boundingBox();
    await page.mouse.move(box.x + (j + 0.5) * box.width / N, box.y + (i + 0.5) * box.height / N);
    await page.waitForSelector('#arena-tooltip:not([hidden])');
    return page.textContent('#arena-tooltip');
  };
  await seek(page, 42);
  let tip = await at(30, 46);
  assert.match(tip, /^Helicopter #3Bob \(player 1\), facing westnapalm in 29 rounds1 parachuter \(19 rounds left\)/);
  assert.match(tip, /Forest, burning \(9 rounds left\) · cell \(30, 45\)$/);
  tip = await at(10, 22);
  assert.match(tip, /Soldier #9/);
  assert.match(tip, /Alice \(player 0\) · life 100/);
  tip = await at(10, 37);
  assert.match(tip, /^Post worth 100free/);
  await seek(page, 30);
  tip = await at(57, 57);
  assert.match(tip, /^Post worth 100held by Carol \(player 2\)Grass · cell \(57, 57\)$/);
  tip = await at(40, 30);
  assert.match(tip, /^Water/);
  assert.deepEqual(errors, []);
  await page.close();
});

const nth = (s, sub, n) => { let k = -1; for (let q = 0; q <= n; q++) k = s.indexOf(sub, k + 1); return k; };
const replaceNth = (s, sub, by, n) => { const k = nth(s, sub, n); return s.slice(0, k) + by + s.slice(k + sub.length); };

test('malformed replays show a clear error in the page', async () => {
  const good = synthReplay().text;
  await checkMalformed([
    { name: 'bad-seed.res', text: 'Game\n\nSeed x\n', want: [/expected the seed/, /found "x"/, /Line 3/] },
    { name: 'bad-game.res', text: good.replace('ApocalypseNow2018', 'MadMax'),
      want: [/expected "ApocalypseNow2018"/, /found "MadMax"/, /Line 5/] },
    { name: 'bad-label.res', text: replaceNth(good, '\n21 X', '\n22 X', 0),
      want: [/expected the row label "21"/, /found "22"/, /round 0/] },
    { name: 'bad-fire.res', text: good.replace('rounds\ti\tj', 'rnds\ti\tj'),
      want: [/expected "rounds"/, /found "rnds"/, /round 0, fire/] },
    { name: 'empty.res', text: '', want: [/end of file/, /expected "Game"/] },
  ]);
});

test('a replay bad partway shows the rounds before, with a warning', async () => {
  const good = synthReplay().text;
  await checkCorrupt([
    { name: 'bad-round.res', text: good.replace('round 5\n', 'rund 5\n'), frames: 5,
      want: [/expected "round"/, /found "rund"/, /round 5/] },
    { name: 'wrong-round.res', text: good.replace('round 7\n', 'round 8\n'), frames: 7,
      want: [/expected the round number 7/, /found "8"/] },
    { name: 'bad-land.res', text: replaceNth(good, '\n17 X...', '\n17 X..#', 3), frames: 3,
      want: [/expected a land row of 60 cells/, /round 3, land row 17/] },
    { name: 'bad-type.res', text: replaceNth(good, '\n12\t1\t2\t', '\n12\t3\t2\t', 9), frames: 9,
      want: [/expected a unit type \(1 soldier, 2 helicopter\)/, /found "3"/, /round 9, unit 12/] },
    { name: 'bad-order.res', text: replaceNth(good, '\n11\t1\t1\t', '\n9\t1\t1\t', 2), frames: 2,
      want: [/expected a unit id greater than 10, or -1/, /found "9"/, /round 2/] },
    { name: 'bad-ori.res', text: replaceNth(good, '\n4\t2\t1\t15\t50\t-1\t2\t', '\n4\t2\t1\t15\t50\t-1\t7\t', 4),
      frames: 4, want: [/expected a helicopter orientation/, /found "7"/, /round 4, unit 4/] },
    { name: 'no-terminator.res', text: replaceNth(good, '-1\n\nfire', '\nfire', 6), frames: 6,
      want: [/expected a unit id greater than 16, or -1/, /found "fire"/, /round 6/] },
  ]);
});

test('a replay cut anywhere shows its complete rounds, with a warning', async () => {
  const { text } = synthReplay();
  await checkCutAnywhere(text, stateEnds(text, /^land$/gm, 1));
});

shellTests(synthReplay, 'Dummy');

test('a click pins the inspector to a unit, which it follows', async () => {
  const { page, errors, res } = await openWith('pin.res', synthReplay().text);
  assert.equal(res.status, 'ready', res.error);
  // soldier 9 walks east along row 10 from (10, 12)
  await clickCell(page, 10, 12, N, N);
  assert.equal(await page.evaluate(() => arenaViewer.pinned), 'u9');
  assert.match(await page.textContent('#arena-pin'), /Soldier #9.*Alice \(player 0\).*cell \(10, 12\)/);
  await seek(page, 5);
  assert.match(await page.textContent('#arena-pin'), /Soldier #9.*cell \(10, 17\)/);
  // soldier 14 dies in round 58: the pin stays, and says so
  await clickCell(page, 47, 12, N, N);
  assert.equal(await page.evaluate(() => arenaViewer.pinned), 'u14');
  await seek(page, 60);
  assert.match(await page.textContent('#arena-pin'), /Soldier #14.*not on the board in round 60/);
  await page.keyboard.press('Escape');
  assert.equal(await page.isVisible('#arena-pin'), false);
  assert.deepEqual(errors, []);
  await page.close();
});

test('drag and drop a gzipped replay onto the page', async () => {
  const syn = synthReplay({ names: ['Willard', 'Kurtz', 'Kilgore', 'Chef'] });
  await checkDrop('dropped.res.gz', zlib.gzipSync(syn.text), 'application/gzip', 201, syn.names);
});

test('?game=URL loads a replay over http', async () => {
  const syn = synthReplay({ names: ['Lance', 'Chief', 'Clean', 'Colby'] });
  await checkHttp(syn.text, 201, syn.names);
});

test('layout follows the window size, the board stays square', async () => {
  await checkLayouts(writeTmp('layout.res', synthReplay().text), async (page, vp, box) => {
    assert.ok(box.width > 150, `board visible at ${vp.width}x${vp.height}`);
    assert.ok(Math.abs(box.width - box.height) < 1, 'the board is square');
  });
});

test('reference replays: rounds, names, final scores, parse time', (t) => checkReferenceReplays(t, {
  maxParseMs: 1500, warningFree: true, steps: [['ArrowRight', 1], ['PageDown', 11]],
}));

test('screenshots: a game in progress, and napalm landing', async () => {
  const files = referenceReplays();
  const text = files.length ? zlib.gunzipSync(fs.readFileSync(files[files.length > 2 ? 2 : 0])).toString('utf8')
    : synthReplay().text;
  const { page, errors, res } = await openWith('shot.res', text, { width: 1400, height: 900 });
  assert.equal(res.status, 'ready', res.error);
  await seek(page, 120);
  await page.waitForTimeout(150);
  await page.screenshot({ path: SHOT });
  assert.ok(fs.statSync(SHOT).size > 10000);
  const colours = await boardColours(page);
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
