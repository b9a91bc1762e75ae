// bench/viewers.mjs [GAME...] — the viewers' speed on the largest replay of each game, in
// headless Chromium at 1920x1080 (software WebGL for Tron): the time from choosing the file to
// the first frame drawn, and the frames per second while playing at the fastest speed; next
// to a baseline measured in the same run (reading the same file into the page, nothing drawn).
// The replays: a match of Demo players on each shipped board (bin/GAME), the largest kept;
// and the largest reference replay (../shared/reference/GAME/replays) when it is there.
// Run by bench/run when node, npm ci and chromium are there.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT, launchChromium, waitLoaded } from '../viewer/tests/helpers.mjs';

const games = process.argv.slice(2).length ? process.argv.slice(2) : fs.readdirSync(path.join(ROOT, 'games'))
  .filter((g) => fs.existsSync(path.join(ROOT, 'games', g, 'viewer', 'viewer.html'))).sort();
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'arena-bench-viewers-'));
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

// [{file, sides: [side files], what}] the largest replays of a game: ours, and the reference's.
function largestReplays(game) {
  const bin = path.join(ROOT, 'bin', game), dir = path.join(ROOT, 'games', game, 'boards');
  let ours = null;
  for (const cnf of fs.readdirSync(dir).filter((f) => f.endsWith('.cnf')).sort()) {
    const board = path.join(dir, cnf), seats = Number(execFileSync(bin, ['--seats', '-i', board]).toString());
    const out = path.join(tmp, `${game}-${cnf}.res`);
    execFileSync(bin, [...Array(seats).fill('Demo'), '-q', '--no-debug', '-s', '1', '-i', board, '-o', out], { stdio: 'ignore' });
    const map = fs.readFileSync(board, 'utf8').match(/^map (\S+)$/m);
    const sides = map ? [path.join(dir, map[1] + '.map')] : [];
    if (!ours || fs.statSync(out).size > fs.statSync(ours.file).size) ours = { file: out, sides, what: `${cnf}, Demo x${seats}` };
  }
  const found = [ours];
  const refDir = path.resolve(ROOT, '..', 'shared', 'reference', game);
  if (fs.existsSync(path.join(refDir, 'replays'))) {
    const unpackedSize = (f) => (f.endsWith('.gz') ? execFileSync('gzip', ['-dc', f], { maxBuffer: 1 << 30 }).length : fs.statSync(f).size);
    const refs = fs.readdirSync(path.join(refDir, 'replays')).map((f) => path.join(refDir, 'replays', f));
    let best = null, bestSize = 0;
    for (const f of refs) { const n = unpackedSize(f); if (n > bestSize) { best = f; bestSize = n; } }
    if (best) {
      const text = (best.endsWith('.gz') ? execFileSync('gzip', ['-dc', best], { maxBuffer: 1 << 30 }) : fs.readFileSync(best)).toString();
      const map = text.match(/^map (\S+)$/m);
      const side = map ? path.join(refDir, 'boards', map[1] + '.map') : null;
      found.push({ file: best, sides: side && fs.existsSync(side) ? [side] : [], what: `reference ${path.basename(best)}` });
    }
  }
  return found;
}

async function measure(browser, game, replay) {
  const page = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
  await page.goto('file://' + path.join(ROOT, 'games', game, 'viewer', 'viewer.html') + '?rotate=0'); // (Tron: still)
  await page.waitForFunction(() => !!window.arenaViewer);
  // the baseline: the same bytes read into the page (and unpacked), nothing parsed or drawn
  await page.evaluate(() => document.body.insertAdjacentHTML('beforeend', '<input type="file" id="bench-read" hidden>'));
  await page.setInputFiles('#bench-read', replay.file);
  const read = [];
  for (let k = 0; k < 3; k++) {
    read.push(await page.evaluate(async () => {
      const t0 = performance.now(), f = document.querySelector('#bench-read').files[0];
      let bytes = new Uint8Array(await f.arrayBuffer());
      if (bytes[0] === 0x1f && bytes[1] === 0x8b)
        bytes = new Uint8Array(await new Response(new Blob([bytes]).stream().pipeThrough(new DecompressionStream('gzip'))).arrayBuffer());
      new TextDecoder().decode(bytes);
      return performance.now() - t0;
    }));
  }
  const first = [];
  for (let k = 0; k < 3; k++) {
    const t0 = Date.now();
    await page.setInputFiles('#arena-file', [replay.file, ...replay.sides]);
    const res = await waitLoaded(page);
    if (res.status !== 'ready') throw new Error(`${replay.file}: ${res.error}`);
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    first.push(Date.now() - t0);
  }
  // playing at the fastest speed from round 0 for 3 s: frames drawn a second
  const fps = await page.evaluate(async () => {
    arenaViewer.seek(0);
    while (arenaViewer.speed < 64) document.dispatchEvent(new KeyboardEvent('keydown', { key: '+' }));
    let frames = 0, going = true;
    const count = () => { frames++; if (going) requestAnimationFrame(count); };
    requestAnimationFrame(count);
    document.dispatchEvent(new KeyboardEvent('keydown', { key: ' ' }));
    const t0 = performance.now();
    await new Promise((r) => setTimeout(r, 3000));
    going = false;
    return frames / ((performance.now() - t0) / 1000);
  });
  await page.close();
  return { first: median(first), read: median(read), fps };
}

const browser = await launchChromium();
try {
  for (const game of games) {
    for (const replay of largestReplays(game)) {
      const size = replay.file.endsWith('.gz') ? execFileSync('gzip', ['-dc', replay.file], { maxBuffer: 1 << 30 }).length
        : fs.statSync(replay.file).size;
      const mb = (size / 1e6).toFixed(1) + ' MB';
      const r = await measure(browser, game, replay);
      console.log(`${game.padEnd(11)} viewer: ${replay.what} (${mb}): first frame ${(r.first / 1000).toFixed(2)} s ` +
        `(reading the file alone ${(r.read / 1000).toFixed(2)} s), playing at 64 rounds/s ${r.fps.toFixed(0)} frames/s ` +
        '(1920x1080, headless Chromium)');
    }
  }
} finally {
  await browser.close();
  fs.rmSync(tmp, { recursive: true, force: true });
}
