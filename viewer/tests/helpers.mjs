// Shared helpers of the viewers' browser tests: real headless Chromium (Debian's /usr/bin/chromium,
// or $ARENA_CHROMIUM) driven by playwright-core. Not a test file (node --test viewer/tests/ runs
// the *.test.mjs ones): a game's test file calls viewerHarness() once at its top level, and uses
// the page helpers below with the pages it opens.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';
import zlib from 'node:zlib';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { WIDTHS, axeViolations, pageWidth } from './a11y.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const CHROMIUM = process.env.ARENA_CHROMIUM || '/usr/bin/chromium';

// Headless Chromium with the flags this machine's closed network needs.
export async function launchChromium() {
  assert.ok(fs.existsSync(CHROMIUM), `Chromium not found at ${CHROMIUM} (apt-get install chromium)`);
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

/* ---------------------------------------------------------------- page helpers */

// Waits until the replay being loaded is shown or refused; what the viewer says about it.
export async function waitLoaded(page) {
  await page.waitForFunction(() => ['ready', 'error'].includes(window.arenaViewer.status), null,
    { timeout: 20000 });
  return page.evaluate(() => ({
    status: arenaViewer.status,
    error: arenaViewer.error,
    warning: arenaViewer.warning,
    frames: arenaViewer.model ? arenaViewer.model.frameCount : 0,
    parseMs: arenaViewer.lastParseMs,
  }));
}

// Opens a replay file through the page's file picker.
export async function loadFile(page, file) {
  await page.setInputFiles('#arena-file', file);
  return waitLoaded(page);
}

export const roundLabel = (page) => page.textContent('#arena-round-label');
export const shownRound = async (page) => parseInt((await roundLabel(page)).split('/')[0], 10);

export async function seek(page, f) {
  await page.evaluate((fr) => arenaViewer.seek(fr), f);
}

// Drops a file (a string or bytes) on the page as a user dragging it in would.
export async function dropFile(page, name, content, type) {
  await page.evaluate(([b64, fileName, fileType]) => {
    const bytes = Uint8Array.from(atob(b64), (ch) => ch.charCodeAt(0));
    const dt = new DataTransfer();
    dt.items.add(new File([bytes], fileName, { type: fileType }));
    for (const t of ['dragenter', 'dragover', 'drop']) {
      document.body.dispatchEvent(new DragEvent(t, { bubbles: true, cancelable: true, dataTransfer: dt }));
    }
  }, [Buffer.from(content).toString('base64'), name, type]);
}

// Presses each key of steps ([key, round]) and checks the round shown, and the slider, after it.
export async function checkSteps(page, steps) {
  for (const [key, want] of steps) {
    await page.keyboard.press(key);
    assert.equal(await shownRound(page), want, `after ${key}`);
    assert.equal(await page.inputValue('#arena-slider'), String(want), `slider after ${key}`);
  }
}

// Space plays until frame `upTo` at least; Space again pauses, and the round then stays put.
export async function checkPlayPause(page, upTo) {
  await page.keyboard.press('Space');
  assert.equal(await page.evaluate(() => arenaViewer.playing), true);
  await page.waitForFunction((n) => arenaViewer.frame >= n, upTo, { timeout: 10000 });
  await page.keyboard.press('Space');
  assert.equal(await page.evaluate(() => arenaViewer.playing), false);
  const stopped = await shownRound(page);
  assert.ok(stopped >= upTo, `played up to ${stopped}`);
  await page.waitForTimeout(300);
  assert.equal(await shownRound(page), stopped, 'stays put once paused');
}

// Moves the timeline slider to frame f as a user dragging it would.
export async function setSlider(page, f) {
  await page.$eval('#arena-slider', (s, v) => { s.value = v; s.dispatchEvent(new Event('input')); }, String(f));
}

// How many different colours (4 bits a channel) a sample of the board's pixels has.
export async function boardColours(page) {
  return page.$eval('#arena-board', (c) => {
    const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
    const seen = new Set();
    for (let i = 0; i < d.length; i += 4 * 97) seen.add((d[i] >> 4) + ',' + (d[i + 1] >> 4) + ',' + (d[i + 2] >> 4));
    return seen.size;
  });
}

// Where each state of a replay ends (just after its last character that is not a space): before
// each match of `mark` (a global RegExp for the first line of a state), skipping the first
// `skip` matches, and at the end of the text.
export function stateEnds(text, mark, skip = 0) {
  const lastInk = (k) => { while (k > 0 && /\s/.test(text[k - 1])) k--; return k; };
  const ends = [...text.matchAll(mark)].slice(skip).map((m) => lastInk(m.index));
  ends.push(lastInk(text.length));
  return ends;
}

// Clicks the middle of cell (i, j) of a board of rows x cols cells.
export async function clickCell(page, i, j, rows, cols) {
  const box = await page.locator('#arena-board').boundingBox();
  await page.mouse.click(box.x + (j + 0.5) * box.width / cols, box.y + (i + 0.5) * box.height / rows);
}

// How many pixels the score chart has drawn right of x = `from` (a fraction of its width),
// above its axis labels: the faint rest of the match counts, the grid lines do not.
export async function chartInkRightOf(page, from) {
  return page.$eval('#arena-chart', (c, k) => {
    const g = c.getContext('2d');
    const x0 = Math.ceil(c.width * k), h = c.height - Math.round(18 * (window.devicePixelRatio || 1));
    const d = g.getImageData(x0, 0, c.width - x0, h).data;
    let n = 0;
    for (let i = 3; i < d.length; i += 4) if (d[i] > 30) n++;
    return n;
  }, from);
}

/* ---------------------------------------------------------------- one game's viewer */

/* The viewer of games/<game>/viewer/viewer.html, in a Chromium launched before the calling file's
 * tests and closed after them, with a temporary folder for replay files. Options:
 *   replaysEnv  environment variable naming the folder of reference replays (*.res.gz); without
 *               it, ../shared/reference/<game>/replays beside the repository
 *   stats       the keys of the stats each player card shows (data-stat), read by panel()
 *   scoreLine   global multiline RegExp whose group 1 is a total_score line's scores, for
 *               replayFacts()
 *   viewer      the page, from the repository's root, when it is not the game's viewer.html */
export function viewerHarness(game, { replaysEnv, stats, scoreLine, roundLine = /^round (\d+)$/gm, scoresOf, viewer }) {
  // (?rotate=0: a 3D board keeps still, so that tests find things where they were)
  const viewerUrl = pathToFileURL(path.join(ROOT, viewer || path.join('games', game, 'viewer', 'viewer.html'))).href + '?rotate=0';
  const refDir = process.env[replaysEnv] ||
    path.resolve(ROOT, '..', 'shared', 'reference', game, 'replays');
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), `arena-viewer-${game}-`));
  let browser;

  before(async () => { browser = await launchChromium(); });

  after(async () => {
    if (browser) await browser.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  // A new page on the viewer; errors collects what the page throws or logs as an error.
  async function openViewer(viewport = { width: 1400, height: 900 }, url = viewerUrl) {
    const page = await browser.newPage({ viewport });
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
    await page.goto(url);
    await page.waitForFunction(() => !!window.arenaViewer);
    return { page, errors };
  }

  function writeTmp(name, content) {
    const f = path.join(tmp, name);
    fs.writeFileSync(f, content);
    return f;
  }

  // A new page with `text` loaded from the file `name`: { page, errors, res } (res: waitLoaded's).
  async function openWith(name, text, viewport) {
    const { page, errors } = await openViewer(viewport);
    const res = await loadFile(page, writeTmp(name, text));
    return { page, errors, res };
  }

  // The player cards: name, score, status and the game's stats, as numbers.
  async function panel(page) {
    return page.$$eval('.player-card', (cards, keys) => cards.map((c) => {
      const card = {
        name: c.querySelector('.player-name').textContent,
        score: Number(c.querySelector('.player-score').textContent),
      };
      for (const k of keys) card[k] = Number(c.querySelector(`[data-stat="${k}"]`).textContent);
      card.status = c.querySelector('.player-status').textContent;
      card.seat = c.querySelector('.player-seat').textContent;
      return card;
    }), stats);
  }

  // What a replay says, read independently of the viewer: names, last round, final scores.
  function replayFacts(text) {
    const names = text.match(/^names\s+(.*)$/m)[1].trim().split(/\s+/);
    const rounds = [...text.matchAll(roundLine)].map((m) => Number(m[1]));
    // scores per state: the score lines, or a game's own reading (scoresOf)
    const scores = scoresOf ? scoresOf(text) : [...text.matchAll(scoreLine)].map((m) => m[1].trim().split(/\s+/).map(Number));
    return { names, lastRound: rounds[rounds.length - 1], finalScores: scores[scores.length - 1] };
  }

  function referenceReplays() {
    if (!fs.existsSync(refDir)) return [];
    return fs.readdirSync(refDir).filter((f) => f.endsWith('.res.gz')).sort()
      .map((f) => path.join(refDir, f));
  }

  // The replay loaded fine, with `frames` states and these player names.
  async function expectLoaded(page, res, frames, names) {
    assert.equal(res.status, 'ready', res.error);
    assert.equal(res.frames, frames);
    assert.deepEqual((await panel(page)).map((c) => c.name), names);
  }

  /* ---- checks every viewer passes, each the body of a test */

  // Each case {name, text, want: [RegExp]}: loading it shows an error in the page matching all
  // of want; nothing is loaded, so the drop zone stays.
  async function checkMalformed(cases) {
    const { page, errors } = await openViewer();
    for (const c of cases) {
      await page.evaluate(() => { document.getElementById('arena-error').hidden = true; });
      await page.setInputFiles('#arena-file', writeTmp(c.name, c.text));
      await page.waitForSelector('#arena-error:not([hidden])', { timeout: 10000 });
      const msg = await page.textContent('#arena-error');
      for (const re of c.want) assert.match(msg, re, `${c.name}: ${msg}`);
      assert.equal(await page.evaluate(() => arenaViewer.status), 'error', c.name);
    }
    // nothing was loaded, so the drop zone is still there; and no alert() was used
    assert.equal(await page.isVisible('#arena-empty'), true);
    assert.deepEqual(errors, []);
    await page.close();
  }

  // Cut anywhere (between lines, inside a line, inside a number), a replay shows the states
  // that end before the cut, with a warning that it is cut short; cut before the end of its
  // first state, it is refused. ends: stateEnds() of the replay. Cuts at every state end and
  // one to three characters each side of it for the first `near` states, and `spread` more
  // cuts spread over the whole file.
  async function checkCutAnywhere(text, ends, { near = 4, spread = 25 } = {}) {
    const cuts = new Set();
    for (const e of ends.slice(0, near)) for (let d = -3; d <= 3; d++) cuts.add(e + d);
    for (let k = 1; k <= spread; k++) cuts.add(Math.round(text.length * k / (spread + 1)) + (k % 7));
    const { page, errors } = await openViewer();
    for (const cut of [...cuts].filter((c) => c > 0 && c < text.length).sort((a, b) => a - b)) {
      const want = ends.filter((e) => e < cut).length;
      const res = await page.evaluate((t) => {
        arenaViewer.loadText(t, 'cut.res');
        return { status: arenaViewer.status, warning: arenaViewer.warning, error: arenaViewer.error,
          frames: arenaViewer.model ? arenaViewer.model.frameCount : 0 };
      }, text.slice(0, cut));
      if (want === 0) {
        assert.equal(res.status, 'error', `cut at ${cut}: refused`);
        continue;
      }
      assert.equal(res.status, 'ready', `cut at ${cut}: ${res.error}`);
      assert.equal(res.frames, want, `cut at ${cut}`);
      assert.match(res.warning, /cut short/, `cut at ${cut}`);
    }
    // and the warning is shown
    assert.equal(await page.isVisible('#arena-error'), true);
    assert.deepEqual(errors, []);
    await page.close();
  }

  // Each case {name, text, frames, want: [RegExp]}: a replay bad partway loads its first
  // `frames` states, with a warning matching all of want.
  async function checkCorrupt(cases) {
    const { page, errors } = await openViewer();
    for (const c of cases) {
      const res = await loadFile(page, writeTmp(c.name, c.text));
      assert.equal(res.status, 'ready', `${c.name}: ${res.error}`);
      assert.equal(res.frames, c.frames, c.name);
      for (const re of [...c.want, /cannot be read/]) assert.match(res.warning, re, c.name);
      assert.match(await page.textContent('#arena-error'), /Replay loaded with a problem/);
    }
    assert.deepEqual(errors, []);
    await page.close();
  }

  // At the last round the standings show over the board: the winner (every player with the top
  // final score) and each player's rank and score, best first; they go when the round changes
  // and can be closed. A replay cut short says its standings are not the final ones.
  async function checkStandings(text, names, finalScores) {
    const { page, errors, res } = await openWith('standings.res', text);
    assert.equal(res.status, 'ready', res.error);
    assert.equal(await page.isVisible('#arena-standings'), false, 'hidden at round 0');
    await page.keyboard.press('End');
    assert.equal(await page.isVisible('#arena-standings'), true, 'shown at the last round');
    const top = Math.max(...finalScores);
    const winners = names.filter((n, p) => finalScores[p] === top);
    const winner = await page.textContent('#arena-winner');
    assert.match(winner, winners.length > 1 ? /^Tie for first: / : /^Winner: /);
    for (const w of winners) assert.ok(winner.includes(w), `${w} in "${winner}"`);
    const rows = await page.$$eval('#arena-standings tr', (trs) => trs.map((tr) => ({
      player: Number(tr.dataset.player), score: Number(tr.querySelector('.st-score').textContent) })));
    assert.deepEqual(rows.map((r) => r.score), [...finalScores].sort((a, b) => b - a));
    rows.forEach((r) => assert.equal(finalScores[r.player], r.score));
    assert.match(await page.textContent('#arena-standings'), /Final standings/);
    await page.keyboard.press('ArrowLeft');
    assert.equal(await page.isVisible('#arena-standings'), false, 'gone a round before');
    await page.keyboard.press('End');
    await page.click('#arena-standings .st-close');
    assert.equal(await page.isVisible('#arena-standings'), false, 'closed');

    const cut = text.slice(0, Math.floor(text.length * 0.6));
    const res2 = await page.evaluate((t) => { arenaViewer.loadText(t, 'cut.res'); return arenaViewer.status; }, cut);
    assert.equal(res2, 'ready');
    await page.keyboard.press('End');
    assert.match(await page.textContent('#arena-standings'), /Standings at round \d+ \(the replay is incomplete\)/);
    assert.deepEqual(errors, []);
    await page.close();
  }

  // The score chart, the timeline ticks and the event count tell nothing of the rounds after
  // the shown one, until "whole match" (key s) is on.
  async function checkNoSpoilers(text) {
    const { page, errors, res } = await openWith('spoilers.res', text);
    assert.equal(res.status, 'ready', res.error);
    const markersInk = () => page.$eval('.arena-markers', (c) => {
      const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
      let n = 0;
      for (let i = 3; i < d.length; i += 4) if (d[i] > 100) n++;
      return n;
    });
    const hasMarkers = await page.evaluate(() => (arenaViewer.model.markers || []).some((m) => m.frame > 0));
    await page.waitForTimeout(50);
    assert.equal(await page.evaluate(() => arenaViewer.spoilers), false);
    assert.equal(await chartInkRightOf(page, 0.3), 0, 'no score line after round 0');
    assert.equal(await markersInk(), 0, 'no timeline tick after round 0');
    if (await page.isVisible('#arena-events-count')) {
      assert.doesNotMatch(await page.textContent('#arena-events-count'), / of /);
    }
    await page.keyboard.press('s');
    await page.waitForTimeout(50);
    assert.equal(await page.evaluate(() => arenaViewer.spoilers), true);
    assert.equal(await page.isChecked('#arena-spoilers'), true);
    assert.ok(await chartInkRightOf(page, 0.3) > 100, 'the whole match is drawn');
    if (hasMarkers) assert.ok(await markersInk() > 0, 'every tick is drawn');
    await page.click('#arena-spoilers');
    await page.waitForTimeout(50);
    assert.equal(await chartInkRightOf(page, 0.3), 0, 'hidden again');
    // playing on draws the line as far as the shown round
    await page.keyboard.press('End');
    await page.waitForTimeout(50);
    assert.ok(await chartInkRightOf(page, 0.3) > 100, 'drawn up to the last round');
    assert.deepEqual(errors, []);
    await page.close();
  }

  // Four copies of one player: each card shows its seat, and the names elsewhere (events,
  // standings) say which copy.
  async function checkSeats(text, name) {
    const { page, errors, res } = await openWith('seats.res', text);
    assert.equal(res.status, 'ready', res.error);
    const cards = await panel(page);
    assert.deepEqual(cards.map((c) => c.seat), ['0', '1', '2', '3']);
    assert.deepEqual(cards.map((c) => c.name), [name, name, name, name]);
    await page.keyboard.press('End');
    const chips = await page.$$eval('#arena-standings .ev-chip', (cs) => cs.map((c) => c.textContent));
    assert.equal(new Set(chips).size, 4, `four labels: ${chips}`);
    for (const c of chips) assert.match(c, new RegExp(`^${name} \\(player [0-3]\\)$`));
    assert.deepEqual(errors, []);
    await page.close();
  }

  // A judge's replay (SecGame) shows each player's CPU use, or "out": `first` at round 0,
  // `last` at the last round.
  async function checkJudged(text, first, last) {
    const { page, errors, res } = await openWith('judged.res', text);
    assert.equal(res.status, 'ready', res.error);
    assert.deepEqual((await panel(page)).map((c) => c.status), first);
    await page.keyboard.press('End');
    assert.deepEqual((await panel(page)).map((c) => c.status), last);
    assert.deepEqual(errors, []);
    await page.close();
  }

  /* The shell's checks on a game's synthetic replay, as tests: synth(opts) returns {text,
   * names, finalScores}, with opts.names and opts.judged (a SecGame replay where player p
   * uses p / 10 of its budget by the end, player 3 5% until it is frozen). twin: a player's
   * name for four copies of it. */
  function shellTests(synth, twin) {
    test('final standings and winner at the last round', async () => {
      const syn = synth({});
      await checkStandings(syn.text, syn.names, syn.finalScores);
    });
    test('the chart and timeline do not tell the future', () => checkNoSpoilers(synth({}).text));
    test('four copies of one player are told apart', () =>
      checkSeats(synth({ names: [twin, twin, twin, twin] }).text, twin));
    test('a judged replay shows CPU use, and "out" for a frozen player', () =>
      checkJudged(synth({ judged: true }).text, ['CPU 0%', 'CPU 0%', 'CPU 0%', 'CPU 5%'],
        ['CPU 0%', 'CPU 10%', 'CPU 20%', 'out']));
    test('a replay loaded fits a phone and a desk, with no accessibility violation', async () => {
      const { page, errors, res } = await openWith('a11y.res', synth({}).text);
      assert.equal(res.status, 'ready');
      for (const width of WIDTHS) {
        const { scrollWidth, culprits } = await pageWidth(page, width);
        assert.ok(scrollWidth <= width, `${scrollWidth} px wide in a ${width}-px window: ${culprits.join(', ')}`);
      }
      const found = await axeViolations(page);
      assert.deepEqual(found, [], found.map((v) => `${v.id}: ${v.targets.join(', ')}`).join('\n'));
      assert.deepEqual(errors, []);
      await page.close();
    });
  }

  // Dropping file `name` (content, of MIME type `type`) on the page loads it; the top bar names it.
  async function checkDrop(name, content, type, frames, names) {
    const { page, errors } = await openViewer();
    await dropFile(page, name, content, type);
    const res = await waitLoaded(page);
    await expectLoaded(page, res, frames, names);
    assert.equal(await page.isVisible('.arena-dropveil'), false);
    assert.match(await page.textContent('#arena-info'), new RegExp(name.replace(/\./g, '\\.')));
    assert.deepEqual(errors, []);
    await page.close();
  }

  // Over http, viewer.html?game=/replays/web.res.gz loads the gzipped text (the server serves
  // the repository too: a side file the replay names is found among the game's boards);
  // then check(page), if given.
  async function checkHttp(text, frames, names, check) {
    const gz = zlib.gzipSync(text);
    const server = http.createServer((req, res) => {
      const u = new URL(req.url, 'http://x');
      if (u.pathname === '/replays/web.res.gz') { res.end(gz); return; }
      // (no such file: 204, not 404, which the browser logs as an error; side files looked for)
      if (u.pathname === '/favicon.ico' || u.pathname.startsWith('/replays/')) { res.statusCode = 204; res.end(); return; }
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
        `http://127.0.0.1:${port}/games/${game}/viewer/viewer.html?game=/replays/web.res.gz&rotate=0`);
      const res = await waitLoaded(page);
      await expectLoaded(page, res, frames, names);
      if (check) await check(page);
      assert.deepEqual(errors, []);
      await page.close();
    } finally {
      server.close();
    }
  }

  // In three window sizes: the replay in `file` loaded, the board fits across and the player
  // cards show; then check(page, viewport, board box) for the game's own checks.
  async function checkLayouts(file, check) {
    for (const vp of [{ width: 1400, height: 900 }, { width: 700, height: 1000 }, { width: 1000, height: 560 }]) {
      const { page } = await openViewer(vp);
      await loadFile(page, file);
      await page.waitForTimeout(100);
      const box = await page.locator('#arena-board').boundingBox();
      assert.ok(box.x >= 0 && box.x + box.width <= vp.width + 1, `board fits across at ${vp.width}x${vp.height}`);
      assert.equal(await page.isVisible('.player-card'), true);
      await check(page, vp, box);
      await page.close();
    }
  }

  /* Every reference replay, as a plain file (and the first also gzipped, straight from disk):
   * loads (parsed within maxParseMs when plain; with no warning when warningFree), with the
   * replay's names, and its final scores at End; Home goes back to round 0, and then each
   * [key, round] of steps shows that round. */
  async function checkReferenceReplays(t, { maxParseMs, warningFree = false, steps }) {
    const files = referenceReplays();
    if (!files.length) {
      t.diagnostic(`no reference replays in ${refDir}; the synthetic tests above cover the viewer`);
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
        if (warningFree) assert.equal(res.warning, null, `${file}: ${res.warning}`);
        assert.equal(res.frames, facts.lastRound + 1, file);
        if (file.endsWith('.res')) assert.ok(res.parseMs < maxParseMs, `${file}: parsed in ${res.parseMs} ms`);
        t.diagnostic(`${path.basename(file)}: ${text.length} bytes parsed in ${Math.round(res.parseMs)} ms`);
        assert.deepEqual((await panel(page)).map((c) => c.name), facts.names);
        await page.keyboard.press('End');
        assert.equal(await shownRound(page), facts.lastRound);
        assert.deepEqual((await panel(page)).map((c) => c.score), facts.finalScores, file);
        await page.keyboard.press('Home');
        assert.equal(await shownRound(page), 0);
        for (const [key, want] of steps) {
          await page.keyboard.press(key);
          assert.equal(await shownRound(page), want, `${file}: after ${key}`);
        }
      }
    }
    assert.deepEqual(errors, []);
    await page.close();
  }

  // A screenshot at round 137 of the first reference replay (else of `fallbackText`), saved
  // to `shot`: the board has really been drawn (many colours on the canvas).
  async function checkScreenshot(shot, fallbackText) {
    const files = referenceReplays();
    const text = files.length ? zlib.gunzipSync(fs.readFileSync(files[0])) : fallbackText;
    const { page, errors, res } = await openWith('shot.res', text, { width: 1400, height: 900 });
    assert.equal(res.status, 'ready', res.error);
    await page.evaluate(() => arenaViewer.seek(Math.min(137, arenaViewer.model.frameCount - 1)));
    await page.waitForTimeout(100);
    await page.screenshot({ path: shot });
    assert.ok(fs.statSync(shot).size > 10000);
    const colours = await boardColours(page);
    assert.ok(colours > 20, `board drawn with ${colours} colours`);
    assert.deepEqual(errors, []);
    await page.close();
  }

  return {
    checkScreenshot, viewerUrl, refDir, openViewer, writeTmp, openWith, panel, replayFacts, referenceReplays, expectLoaded,
    checkMalformed, checkCutAnywhere, checkCorrupt, checkStandings, checkNoSpoilers, checkSeats, checkJudged,
    shellTests, checkDrop, checkHttp, checkLayouts, checkReferenceReplays,
  };
}
