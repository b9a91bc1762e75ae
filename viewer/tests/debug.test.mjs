// Browser test of the debug layer (viewer/common/debug.js) on every game's viewer: a match of
// Demo players, played by the game's program (bin/GAME), writes REPLAY.debug; loaded with the
// replay, the marks of the chosen player show over the board (a screenshot is kept), hovering
// one shows its text, M hides them, and the player's output of the round shows beside it.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT, launchChromium, waitLoaded } from './helpers.mjs';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'arena-viewer-debug-'));
let browser;
before(async () => { browser = await launchChromium(); });
after(async () => {
  if (browser) await browser.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

// Plays Demo x N on the game's default board; returns the replay's and debug file's paths, the
// debug file with a line of output added to the first line of marks (Demo prints nothing).
function playDemos(game) {
  const bin = path.join(ROOT, 'bin', game), board = path.join(ROOT, 'games', game, 'boards', 'default.cnf');
  const seats = parseInt(execFileSync(bin, ['--seats', '-i', board]).toString(), 10);
  const replay = path.join(tmp, `${game}.res`);
  execFileSync(bin, ['-q', '-s', '5', '-i', board, '-o', replay, ...Array(seats).fill('Demo')], { stdio: 'ignore' });
  const debug = `${replay}.debug`;
  const lines = fs.readFileSync(debug, 'utf8').trimEnd().split('\n').map((l) => JSON.parse(l));
  const first = lines.findIndex((o, k) => k > 0 && o.marks.length > 0);
  lines[first].log = `thinking about frame ${lines[first].frame}\n"quoted" <b>not bold</b>\n`;
  fs.writeFileSync(debug, lines.map((o) => JSON.stringify(o)).join('\n') + '\n');
  return { replay, debug, first: lines[first] };
}

async function openGame(game, files) {
  const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  await page.goto(pathToFileURL(path.join(ROOT, 'games', game, 'viewer', 'viewer.html')).href + '?rotate=0');
  await page.waitForFunction(() => !!window.arenaViewer);
  await page.setInputFiles('#arena-file', files);
  const res = await waitLoaded(page);
  return { page, errors, res };
}

// The overlay's alpha at device pixel (x, y).
const overlayAlpha = (page, x, y) => page.$eval('#arena-marks', (c, [px, py]) =>
  c.getContext('2d').getImageData(Math.round(px), Math.round(py), 1, 1).data[3], [x, y]);

// every game with a viewer (games/*/viewer/viewer.html)
const GAMES = fs.readdirSync(path.join(ROOT, 'games')).filter((g) =>
  fs.existsSync(path.join(ROOT, 'games', g, 'viewer', 'viewer.html'))).sort();
for (const game of GAMES) {
  test(`${game}: a player's marks over the board, its output beside it`, async () => {
    const { replay, debug, first } = playDemos(game);
    const { page, errors, res } = await openGame(game, [replay, debug]);
    assert.equal(res.status, 'ready', res.error);
    assert.equal(await page.isVisible('#arena-debug'), true, 'the debug box shows');
    // the first seat with marks is chosen; go to the frame of the first marks of that seat
    const seat = parseInt(await page.inputValue('#arena-debug-seat'), 10);
    assert.equal(seat, first.seat);
    await page.evaluate((f) => arenaViewer.seek(f), first.frame);
    await page.waitForTimeout(250);
    const marks = await page.evaluate(() => arenaViewer.debugMarks);
    assert.ok(marks.length > 0 && marks.length <= first.marks.length, 'marks are on screen in that frame');
    assert.equal(await page.isVisible('#arena-marks'), true);
    const m = marks[0];
    assert.ok(await overlayAlpha(page, m.px, m.py) > 0, `the overlay is drawn at the first mark (${m.px}, ${m.py})`);
    await page.screenshot({ path: path.join(tmp, `${game}-marks.png`) });
    assert.ok(fs.statSync(path.join(tmp, `${game}-marks.png`)).size > 10000, 'a screenshot with the marks');
    fs.copyFileSync(path.join(tmp, `${game}-marks.png`), path.join(os.tmpdir(), `arena-${game}-marks.png`));
    // its output of that round, as text
    assert.equal(await page.textContent('#arena-debug-log'),
      `thinking about frame ${first.frame}\n"quoted" <b>not bold</b>\n`);
    // hovering the mark shows its text
    const point = marks.find((k) => !k.line) || m;
    await page.mouse.move(point.x, point.y);
    await page.waitForSelector('#arena-tooltip:not([hidden])');
    assert.match(await page.textContent('#arena-tooltip'), new RegExp(`^${point.text}`));
    // M hides them, M again shows them
    await page.keyboard.press('m');
    await page.waitForTimeout(100);
    assert.equal(await page.isVisible('#arena-marks'), false);
    await page.keyboard.press('m');
    await page.waitForTimeout(100);
    assert.equal(await page.isVisible('#arena-marks'), true);
    // nobody chosen: no marks, no output
    await page.selectOption('#arena-debug-seat', '-1');
    await page.waitForTimeout(100);
    assert.equal(await page.isVisible('#arena-marks'), false);
    assert.equal(await page.textContent('#arena-debug-log'), '');
    assert.deepEqual(errors, []);
    await page.close();
  });
}

test('a replay without its debug file shows no debug box; a bad debug file is a warning', async () => {
  const { replay } = playDemos('madmax');
  let { page, errors, res } = await openGame('madmax', [replay]);
  assert.equal(res.status, 'ready');
  assert.equal(await page.isVisible('#arena-debug'), false);
  assert.deepEqual(errors, []);
  await page.close();
  const bad = path.join(tmp, 'bad.res.debug');
  fs.writeFileSync(bad, 'not json\n');
  ({ page, errors, res } = await openGame('madmax', [replay, bad]));
  assert.equal(res.status, 'ready', 'the replay still loads');
  assert.match(await page.textContent('#arena-error'), /bad\.res\.debug: not a debug file/);
  assert.equal(await page.isVisible('#arena-debug'), false);
  await page.close();
});

test("another match's debug file (another game, other players) is refused with a message", async () => {
  const { replay } = playDemos('madmax');
  const tronDebug = playDemos('tron').debug;
  const foreign = path.join(tmp, 'foreign.res.debug');
  fs.copyFileSync(tronDebug, foreign);
  let { page, errors, res } = await openGame('madmax', [replay, foreign]);
  assert.equal(res.status, 'ready', 'the replay still loads');
  assert.match(await page.textContent('#arena-error'), /foreign\.res\.debug: it is the debug file of a tron match/);
  assert.equal(await page.isVisible('#arena-debug'), false, 'its marks are not drawn');
  assert.deepEqual(errors, []);
  await page.close();
  // the same game, other players
  const lines = fs.readFileSync(`${replay}.debug`, 'utf8').split('\n');
  lines[0] = JSON.stringify({ ...JSON.parse(lines[0]), players: ['Ann', 'Ben', 'Cat', 'Dan'] });
  const others = path.join(tmp, 'others.res.debug');
  fs.writeFileSync(others, lines.join('\n'));
  ({ page, errors, res } = await openGame('madmax', [replay, others]));
  assert.equal(res.status, 'ready');
  assert.match(await page.textContent('#arena-error'), /another match \(players Ann, Ben, Cat, Dan; this replay: Demo, Demo, Demo, Demo\)/);
  assert.equal(await page.isVisible('#arena-debug'), false);
  assert.deepEqual(errors, []);
  await page.close();
});

test('a freeze the debug file tells is an event and a timeline tick at its round, with the reason', async () => {
  const { replay, debug } = playDemos('madmax');
  const lines = fs.readFileSync(debug, 'utf8').trimEnd().split('\n');
  lines.push(JSON.stringify({ frame: 10, round: 10, seat: 2, marks: [], frozen: 'out of CPU time (3.001 s used)' }));
  fs.writeFileSync(debug, lines.join('\n') + '\n');
  const { page, errors, res } = await openGame('madmax', [replay, debug]);
  assert.equal(res.status, 'ready', res.error);
  const got = await page.evaluate(() => ({
    events: arenaViewer.model.events.filter((e) => /frozen/.test(e.text)),
    ticks: arenaViewer.model.markers.filter((k) => k.color === '#9fd3ff').map((k) => k.frame) }));
  assert.deepEqual(got.events, [{ frame: 10, text: '{p2} is frozen: out of CPU time (3.001 s used)' }]);
  assert.deepEqual(got.ticks, [10]);
  await page.evaluate(() => arenaViewer.seek(12));
  await page.waitForTimeout(150);
  assert.match(await page.textContent('#arena-events'), /10\s*Demo \(player 2\) is frozen: out of CPU time \(3\.001 s used\)/);
  assert.deepEqual(errors, []);
  await page.close();
});

test('a replay of another game, or a binary file, gets a message a student understands', async () => {
  const { replay } = playDemos('madmax');
  let { page, errors, res } = await openGame('tron', [replay]);
  assert.equal(res.status, 'error');
  assert.equal(await page.evaluate(() => arenaViewer.error),
    'madmax.res: it is a Mad Max replay: open it with games/madmax/viewer/viewer.html');
  assert.deepEqual(errors, []);
  await page.close();
  const binary = path.join(tmp, 'program.res');
  fs.writeFileSync(binary, fs.readFileSync(path.join(ROOT, 'bin', 'madmax')).subarray(0, 20000));
  ({ page, errors, res } = await openGame('revisited', [binary]));
  assert.equal(res.status, 'error');
  assert.match(await page.evaluate(() => arenaViewer.error), /^program\.res: it is not a text file/);
  assert.deepEqual(errors, []);
  await page.close();
});

// A match started from another one's round: the viewer shows its rounds from there.
for (const [game, round, last] of [['madmax', 450, 500], ['apocalypse', 150, 200], ['revisited', 250, 300],
  ['tron', 120, 200]]) {
  test(`${game}: a match started from another one's round shows its rounds from there`, async () => {
    const bin = path.join(ROOT, 'bin', game), board = path.join(ROOT, 'games', game, 'boards', 'default.cnf');
    const whole = path.join(tmp, `${game}-whole.res`), from = path.join(tmp, `${game}-from.res`);
    execFileSync(bin, ['-q', '-s', '2', '-i', board, '-o', whole, 'Demo', 'Demo', 'Demo', 'Demo'], { stdio: 'ignore' });
    const rand = game === 'tron' ? 'First' : 'Rand';
    execFileSync(bin, ['-q', '-s', '2', '--from', `${whole}:${round}`, '-o', from, rand, 'Demo', 'Null', 'Demo'],
      { stdio: 'ignore' });
    const { page, errors, res } = await openGame(game, [from]);
    assert.equal(res.status, 'ready', res.error);
    assert.equal(await page.evaluate(() => arenaViewer.warning), null, 'no warning');
    assert.equal(res.frames, last - round + 1, `rounds ${round} to ${last}`);
    assert.equal(await page.textContent('#arena-round-label'), `${round} / ${last}`);
    await page.keyboard.press('End');
    await page.waitForTimeout(100);
    assert.equal(await page.textContent('#arena-round-label'), `${last} / ${last}`);
    // an excerpt: no winner crowned
    assert.match(await page.textContent('#arena-standings'), new RegExp(`Standings after round ${last} \\(an excerpt: rounds ${round} to ${last}`));
    assert.match(await page.textContent('#arena-winner'), /^(Tied )?[Ii]n the lead/);
    assert.deepEqual(errors, []);
    await page.close();
  });
}

test('a match cut by --rounds is an excerpt: its debug file says so, and no winner is crowned', async () => {
  const bin = path.join(ROOT, 'bin', 'madmax'), board = path.join(ROOT, 'games', 'madmax', 'boards', 'default.cnf');
  const replay = path.join(tmp, 'cut-rounds.res');
  execFileSync(bin, ['-q', '-s', '2', '--rounds', '30', '-i', board, '-o', replay, 'Null', 'Null', 'Null', 'Null'],
    { stdio: 'ignore' });
  const header = JSON.parse(fs.readFileSync(`${replay}.debug`, 'utf8').split('\n')[0]);
  assert.deepEqual(header.excerpt, { from: 0, to: 30, of: 500 });
  let { page, errors, res } = await openGame('madmax', [replay, `${replay}.debug`]);
  assert.equal(res.status, 'ready', res.error);
  assert.equal(await page.isVisible('#arena-debug'), false, 'no debug box: nobody marked');
  await page.keyboard.press('End');
  assert.match(await page.textContent('#arena-standings'), /Standings after round 30 \(an excerpt: rounds 0 to 30 of 500\)/);
  assert.deepEqual(errors, []);
  await page.close();
  // the whole match is crowned
  const whole = path.join(tmp, 'whole.res');
  execFileSync(bin, ['-q', '-s', '2', '-i', board, '-o', whole, 'Null', 'Null', 'Null', 'Null'], { stdio: 'ignore' });
  assert.equal(fs.existsSync(`${whole}.debug`), false);
  ({ page, errors, res } = await openGame('madmax', [whole]));
  await page.keyboard.press('End');
  assert.match(await page.textContent('#arena-standings'), /Final standings/);
  assert.deepEqual(errors, []);
  await page.close();
});
