// The course server end to end in headless Chromium, as its users click through it: a
// teacher sets up a course (bin/arena-server init, users); students log in, upload a good
// player, one that does not compile and one that crashes, see their verdicts, qualify,
// play the ladder, watch a replay in the page, choose a submission; the teacher follows
// the queue and plays the final. Between them, the course's other pages: a friendly match
// against a friend, a board a student proposes and the teacher tries and accepts, and the
// teacher's similar code with a planted copy at the top, its pair in the groups, its side by
// side a page of its own that a keyboard and a screen reader can read.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT, launchChromium } from '../../viewer/tests/helpers.mjs';
import { WIDTHS, axeViolations, describe, pageWidth, routePages, screenshotFolder, settle } from './layout.mjs';

const SERVER = path.join(ROOT, 'bin', 'arena-server');
const PLAYERS = path.join(ROOT, 'tests', 'server');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'arena-course-'));
const db = path.join(tmp, 'course.db');
let browser, server, base;
const passwords = {};

before(async () => {
  // Good and Fine are the Dummy renamed: whether they finish ahead of the Dummies is the
  // seeds' doing, and qualification seeds come from the course's seed and the source.
  // With seed 11 both win 1 of 2 (change good.sed or the Dummy: choose the seed again).
  execFileSync(SERVER, ['init', db, '--game', 'madmax', '--seed', '11', '--qualify-matches', '2', '--qualify-wins', '1',
    '--upload-interval', '0', '--title', 'EDA course'], { stdio: 'pipe' });
  fs.writeFileSync(path.join(tmp, 'class.csv'), 'login,name\nalice,Alice\nbob,Bob\ncarol,Carol\nteacher,Teacher,admin\n');
  const out = execFileSync(SERVER, ['users', db, path.join(tmp, 'class.csv')], { encoding: 'utf8', stdio: 'pipe' });
  for (const line of out.trim().split('\n')) { const [login, pw] = line.split(','); passwords[login] = pw; }
  const goodC = execFileSync('sed', ['-f', path.join(PLAYERS, 'good.sed'), path.join(ROOT, 'games/madmax/AIDummy.c')],
    { encoding: 'utf8' });
  fs.writeFileSync(path.join(tmp, 'AIGood.c'), goodC);
  fs.writeFileSync(path.join(tmp, 'AIFine.c'), goodC.replace('PLAYER_NAME Good', 'PLAYER_NAME Fine'));
  server = spawn(SERVER, ['serve', db, '--port', '0', '--jobs', '2'], { stdio: ['ignore', 'pipe', 'pipe'] });
  base = await new Promise((resolve, reject) => {
    let text = '';
    server.stdout.on('data', (d) => {
      text += d;
      const m = text.match(/on (http:\/\/[^ ]*)\//);
      if (m) resolve(m[1]);
    });
    server.on('exit', (code) => reject(new Error(`the server exited with ${code}`)));
  });
  browser = await launchChromium();
});

after(async () => {
  if (browser) await browser.close();
  if (server) {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
  fs.rmSync(tmp, { recursive: true, force: true });
});

// A browser of its own per user (its own cookies).
async function logIn(login) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors = [];
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  page.errors = errors;
  await page.goto(base + '/');
  await page.fill('input[name=login]', login);
  await page.fill('input[name=password]', passwords[login]);
  await Promise.all([page.waitForNavigation(), page.click('form.box button')]);
  assert.match(await page.textContent('.who'), new RegExp(login));
  return page;
}

// Uploads a file from the home page; the submission's page follows. Its id.
async function upload(page, file) {
  await page.goto(base + '/');
  await page.setInputFiles('input[type=file]', file);
  await Promise.all([page.waitForNavigation(), page.click('form[action="/submit"] button')]);
  const id = Number(page.url().match(/\/submissions\/(\d+)$/)[1]);
  assert.ok(id > 0);
  return id;
}

// Waits, on the page as it reloads itself (site.js), for the verdict.
async function verdict(page, pattern) {
  await page.waitForFunction((p) => new RegExp(p).test(document.querySelector('.verdict')?.textContent || ''),
    pattern.source, { timeout: 60000 });
  return page.textContent('.verdict');
}

// Calls f every 300 ms until it gives something truthy (within ms): that.
async function poll(f, ms) {
  const until = Date.now() + ms;
  for (;;) {
    const got = await f();
    if (got) return got;
    assert.ok(Date.now() < until, `nothing within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 300));
  }
}

let alice, bob, carol, teacher, good, fine, watch; // watch: a replay of the final in the viewer

test('students log in and see their verdicts as they come', async () => {
  alice = await logIn('alice');
  bob = await logIn('bob');
  carol = await logIn('carol');
  good = await upload(alice, path.join(tmp, 'AIGood.c'));
  const broken = await upload(bob, path.join(PLAYERS, 'AIBroken.c'));
  assert.equal(broken, good + 1);
  assert.match(await verdict(bob, /refused|compile error/), /^Verdict: refused: move_everyone_home\(\).*\(line 10\)/);
  assert.match(await bob.textContent('pre.report'), /AIBroken\.c:10: error: move_everyone_home\(\)/);
  assert.match(await verdict(alice, /qualified|did not/), /qualified: won \d of 2/);
  const rows = await alice.$$eval('table.list tbody tr', (trs) => trs.map((tr) => tr.textContent));
  assert.equal(rows.length, 2, 'its two qualification matches');
});

test('a crashing player is stopped (a fault), and its student is told why', async () => {
  await upload(bob, path.join(PLAYERS, 'AICrash.c'));
  assert.match(await verdict(bob, /qualified|did not/), /crashed in round \d+; did not beat the Dummy: won 0 of 2, needs 1/);
  assert.match(await bob.textContent('table.list'), /stopped: .*crash/);
});

test('qualified players play the ladder; a replay plays in the page', async () => {
  fine = await upload(carol, path.join(tmp, 'AIFine.c'));
  assert.match(await verdict(carol, /qualified|did not/), /qualified: won \d of 2/);
  // the ladder plays by itself: alice's home lists a ladder match once one is done
  await alice.goto(base + '/');
  const match = await poll(async () => {
    const html = await alice.evaluate(async () => (await fetch('/')).text());
    const m = html.match(/<a href="\/matches\/(\d+)">\d+<\/a><\/td><td>ladder<\/td>(<td>[^<]*<\/td>){3}<td>done/);
    return m && m[1];
  }, 60000);
  await alice.goto(`${base}/matches/${match}`);
  assert.match(await alice.textContent('table.list'), /Good/);
  assert.match(await alice.textContent('table.list'), /Fine/);
  const frame = alice.frameLocator('iframe.viewer');
  const viewer = alice.frames().find((f) => f.url().includes('viewer.html'));
  await viewer.waitForFunction(() => window.arenaViewer && window.arenaViewer.status === 'ready', null, { timeout: 20000 });
  const shown = await viewer.evaluate(() => ({ frames: arenaViewer.model.frameCount, players: arenaViewer.model.players }));
  assert.ok(shown.frames > 100, `the replay's rounds: ${shown.frames}`);
  // the debug file the viewer found beside the replay holds alice's seat, and only hers
  const goodSeat = shown.players.findIndex((p) => (p.name || p) === 'Good');
  await viewer.waitForFunction(() => document.querySelectorAll('#arena-debug-seat option').length > 0, null,
    { timeout: 10000 });
  const seats = await viewer.$$eval('#arena-debug-seat option', (os) => os.map((o) => o.value));
  assert.deepEqual(seats, [String(goodSeat), '-1'], `the debug seats shown (Good in seat ${goodSeat})`);
  await frame.locator('#arena-debug').waitFor();
  // the page names the debug file to the viewer; told there is none (debug=, a Dummy
  // copy's match), the viewer asks for none: no 404 in the log
  const src = await alice.getAttribute('iframe.viewer', 'src');
  assert.match(src, new RegExp(`&debug=/matches/${match}/replay\\.res\\.debug$`));
  const none = await alice.context().newPage();
  const asked = [];
  none.on('request', (q) => asked.push(q.url()));
  await none.goto(base + src.replace(/&debug=.*$/, '&debug='));
  await none.waitForFunction(() => window.arenaViewer && window.arenaViewer.status === 'ready', null, { timeout: 20000 });
  assert.deepEqual(asked.filter((u) => /\.debug/.test(u)), [], 'no debug file asked for');
  await none.close();
  // the standings name both, with ratings
  await alice.goto(base + '/standings');
  const text = await alice.textContent('table.standings');
  assert.match(text, /Good/);
  assert.match(text, /Fine/);
  assert.deepEqual(alice.errors.filter((e) => !/favicon/.test(e)), [], 'no error in the console (CSP included)');
});

test('a student chooses the submission that represents them', async () => {
  const second = await upload(alice, path.join(tmp, 'AIGood.c'));
  assert.match(await verdict(alice, /qualified|did not/), /qualified: won \d of 2/);
  await alice.goto(base + '/');
  const yes = () => alice.$eval('table.list', (t) => [...t.querySelectorAll('tbody tr')]
    .filter((tr) => /yes/.test(tr.lastElementChild.textContent)).map((tr) => Number(tr.cells[0].textContent)));
  assert.deepEqual(await yes(), [second], 'the latest qualified one by default');
  await Promise.all([alice.waitForNavigation(),
    alice.click(`form[action="/choose"]:has(input[value="${good}"]) button`)]);
  assert.deepEqual(await yes(), [good]);
});

test('another student cannot open a match or a submission of alice', async () => {
  const r = await carol.goto(`${base}/submissions/${good}`);
  assert.equal(r.status(), 404);
  assert.doesNotMatch(await carol.content(), /AIGood/);
});

test('a student plays a friendly match against a friend', async () => {
  await alice.goto(base + '/friendly');
  await alice.selectOption('select[name=opponent1]', 'player:Fine');
  await Promise.all([alice.waitForNavigation(), alice.click('form.box:has(select[name=opponent1]) button')]);
  const match = Number(alice.url().match(/\/matches\/(\d+)$/)[1]);
  // the page follows the match until it is played, then shows the replay
  await alice.waitForSelector('iframe.viewer', { timeout: 60000 });
  assert.match(await alice.textContent('main'), /Kind: friendly;/);
  // the command at home says what it cannot play as it was: Fine is carol's, not in alice's kit
  assert.match(await alice.textContent('ul.differs'), /The Dummy takes seat 1 \(Fine is another student's player, not in your kit\): from round 0 the match differs\./);
  assert.equal(await alice.$('form[action="/admin/rerun"]'), null, 'no "Play again" for a student');
  // her friendly page lists it, played, with her place
  await alice.goto(base + '/friendly');
  assert.match(await alice.textContent('table.asked'), new RegExp(`^Match.*${match}.*Good, Fine.*played.*place \\d of \\d, score \\d+`));
  // carol, whose Fine played in it, finds it among her matches, named as friendly
  await carol.goto(base + '/?kind=friendly');
  const rows = await carol.$$eval('table.matches tbody tr', (trs) => trs.map((tr) => tr.textContent));
  assert.ok(rows.some((r) => r.startsWith(`${match}friendly`)), `carol's friendly matches: ${rows}`);
});

test('a student proposes a board; the teacher plays it and accepts it', async () => {
  const board = path.join(tmp, 'maze.cnf');
  fs.copyFileSync(path.join(ROOT, 'games/madmax/boards/fixed-7.cnf'), board);
  await alice.goto(base + '/boards');
  await alice.setInputFiles('input[name=board]', board);
  await Promise.all([alice.waitForNavigation(), alice.click('form[action="/boards"] button')]);
  assert.match(await alice.textContent('main'), /maze\.cnf.*waiting for the teacher/);
  teacher = await logIn('teacher');
  await teacher.goto(base + '/admin/boards');
  const row = 'tr:has(a[href$="/maze.cnf"])';
  assert.match(await teacher.textContent(row), /proposed.*Alice/);
  await Promise.all([teacher.waitForNavigation(), teacher.click(`${row} form:has(input[value=test]) button`)]);
  assert.match(teacher.url(), /\/matches\/\d+$/);
  await teacher.waitForSelector('iframe.viewer', { timeout: 60000 });
  assert.match(await teacher.textContent('main'), /maze\.cnf/);
  // the teacher's match page plays it again
  assert.ok(await teacher.$('form[action="/admin/rerun"] button'), 'the teacher\'s "Play again"');
  await teacher.goto(base + '/admin/boards');
  await teacher.fill(`${row} form:has(input[value=active]) input[name=note]`, 'A fine maze');
  await Promise.all([teacher.waitForNavigation(), teacher.click(`${row} form:has(input[value=active]) button`)]);
  assert.match(await teacher.textContent(row), /active/);
  await alice.goto(base + '/boards');
  assert.match(await alice.textContent('main'), /maze\.cnf.*accepted.*A fine maze/);
  await alice.goto(base + '/friendly');
  assert.ok(await alice.$('select[name=board] option:text("maze.cnf (4 seats)")'), 'the board is offered to play on');
});

test('the teacher\'s similar code puts a planted copy at the top', async () => {
  // bob hands in alice's player disguised: renamed, reformatted, its functions' comments gone
  const original = fs.readFileSync(path.join(tmp, 'AIGood.c'), 'utf8');
  const disguised = original.replace('PLAYER_NAME Good', 'PLAYER_NAME Copycat').replace(/\bplay\b/g, 'turn')
    .replace(/\/\*[^]*?\*\//g, '').replace(/\n\s*\n/g, '\n').replace(/ {4}/g, '\t');
  fs.writeFileSync(path.join(tmp, 'AICopycat.c'), disguised);
  await upload(bob, path.join(tmp, 'AICopycat.c'));
  await verdict(bob, /qualified|did not|refused|compile error/);
  await teacher.goto(base + '/admin/similar');
  const top = await teacher.$$eval('table.pairs tr', (trs) => trs.slice(1, 4).map((tr) => tr.textContent));
  assert.ok(top.some((r) => /alice/.test(r) && /bob/.test(r)), `the top pairs: ${top.join(' | ')}`);
  // and who shares with whom, a row a group, before the pairs
  const groups = await teacher.$$eval('table.groups tr', (trs) => trs.slice(1).map((tr) => tr.textContent));
  assert.ok(groups.some((r) => /alice/.test(r) && /bob/.test(r)), `the groups: ${groups.join(' | ')}`);
  assert.deepEqual(await teacher.evaluate(similarAudit), [], 'the list: contrast, scrolling panes, headers');
  assert.equal(await teacher.locator('[data-similar] pre').count(), 0, 'the list has no side by side');
  // the pair's side by side, a page of its own opened from its row
  const row = teacher.locator('table.pairs tr', { hasText: 'alice' }).filter({ hasText: 'bob' }).first();
  await Promise.all([teacher.waitForNavigation(), row.locator('a', { hasText: /^pair \d+$/ }).click()]);
  const pairUrl = new URL(teacher.url()).pathname;
  assert.match(pairUrl, /^\/admin\/similar\/pair\/\d+$/);
  assert.equal(await teacher.locator('.pair .side').count(), 2, 'two files side by side');
  assert.deepEqual(await teacher.evaluate(similarAudit), [], 'the pair: contrast, scrolling panes, headers, lines wrapped');
  // a fragment's link brings its lines into view in both panes (site.js)
  await teacher.click('table.frags a[data-other]');
  assert.equal(await teacher.locator('.hit').count(), 2, 'both sides of the fragment marked');
  // a keyboard reaches the panes, each named
  await teacher.focus('.pair pre');
  assert.match(await teacher.evaluate(() => document.activeElement.getAttribute('aria-label')), /alice|bob/);
  // a student never sees any of it
  for (const url of ['/admin/similar', pairUrl]) {
    const r = await bob.goto(base + url);
    assert.equal(r.status(), 404, url);
  }
});

// What axe-core found on the report, checked in the page: every text of the report at 4.5:1
// or more against the background it is drawn on (WCAG AA), every pane that scrolls reached by
// the keyboard and named, no table header empty, no line of code cut at the right.
function similarAudit() {
  const lum = (c) => {
    const [r, g, b] = c.match(/[\d.]+/g).slice(0, 3).map((x) => {
      x /= 255;
      return x <= 0.03928 ? x / 12.92 : ((x + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const background = (el) => {
    for (; el; el = el.parentElement) {
      const c = getComputedStyle(el).backgroundColor;
      if (c !== 'transparent' && !/, 0\)$/.test(c)) return c;
    }
    return 'rgb(255, 255, 255)';
  };
  const problems = [];
  for (const el of document.querySelectorAll('[data-similar] *')) {
    if (![...el.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim())) continue;
    const a = lum(getComputedStyle(el).color), b = lum(background(el));
    const ratio = (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
    if (ratio < 4.5) problems.push(`${el.tagName}.${el.className} "${el.textContent.slice(0, 20)}": contrast ${ratio.toFixed(2)}`);
  }
  for (const el of document.querySelectorAll('[data-similar] *')) {
    const s = getComputedStyle(el);
    const scrolls = (/auto|scroll/.test(s.overflowY) && el.scrollHeight > el.clientHeight) ||
      (/auto|scroll/.test(s.overflowX) && el.scrollWidth > el.clientWidth);
    if (scrolls && !(el.tabIndex >= 0 && el.getAttribute('aria-label'))) problems.push(`${el.tagName}.${el.className} scrolls, unreached`);
  }
  for (const pre of document.querySelectorAll('[data-similar] pre')) {
    if (pre.scrollWidth > pre.clientWidth) problems.push('a pane cut at the right');
  }
  for (const th of document.querySelectorAll('[data-similar] th')) if (!th.textContent.trim()) problems.push('an empty header');
  return problems.slice(0, 10);
}

test('a student asks about a match; the teacher answers everyone; ratings over the term', async () => {
  // from her match's page, about that match
  await alice.goto(base + '/');
  const match = await alice.$eval('table.matches tbody a', (a) => a.textContent);
  await alice.goto(`${base}/matches/${match}`);
  await Promise.all([alice.waitForNavigation(), alice.click('p.ask a')]);
  assert.match(await alice.textContent('form.ask'), new RegExp(`About match ${match}`));
  await alice.fill('form.ask textarea', `Why is match ${match} so short?`);
  await Promise.all([alice.waitForNavigation(), alice.click('form.ask button')]);
  const thread = alice.url().match(/#(t\d+)$/)[1];
  assert.match(await alice.textContent(`#${thread}`), /Waiting for the teacher's answer/);
  // the teacher finds it waiting on the admin page and answers everyone
  await teacher.goto(base + '/admin');
  assert.match(await teacher.textContent('#questions + p'), /^1 waiting for an answer/);
  await Promise.all([teacher.waitForNavigation(), teacher.click('table.questions a[href^="/admin/questions"]')]);
  // a preset answer kept, then picked: it fills the answer box
  await teacher.click('#presets summary');
  await teacher.fill('#presets textarea[name=text]', 'See the rules.');
  await Promise.all([teacher.waitForNavigation(), teacher.click('#presets button:text("Add it")')]);
  await teacher.selectOption(`#${thread} select[name=preset]`, { label: 'See the rules.' });
  assert.equal(await teacher.inputValue(`#${thread} textarea[name=text]`), 'See the rules.');
  await teacher.fill(`#${thread} textarea[name=text]`, `Every match lasts 200 rounds: see match ${match}.`);
  // to everyone, the question edited first: its match would tell who asked
  await teacher.click(`#${thread} details.everyone summary`);
  await teacher.fill(`#${thread} textarea[name=public_text]`, 'Why are matches so short?');
  await Promise.all([teacher.waitForNavigation(), teacher.click(`#${thread} button[value=everyone]`)]);
  assert.match(await teacher.textContent(`#${thread}`), /to everyone · read by 0 of 3/);
  // carol sees the answer on her home page, folded, and the question as edited, without its asker
  await carol.goto(base + '/');
  assert.equal(await carol.textContent('#messages details.everyone summary'), '1 answer to everyone, 1 unread');
  await carol.click('#messages details.everyone summary');
  assert.match(await carol.textContent('#messages details.everyone'), /The teacher's answer, for everyone.*Every match lasts 200 rounds/s);
  await carol.goto(base + '/questions');
  assert.match(await carol.textContent('article.thread'), /A question about a match.*A student ·.*Why are matches so short\?.*The teacher ·.*to everyone/s);
  // alice's thread links her match
  await alice.goto(base + '/questions');
  await Promise.all([alice.waitForNavigation(), alice.click(`#${thread} .post.from-teacher a[href="/matches/${match}"]`)]);
  assert.match(alice.url(), new RegExp(`/matches/${match}$`));
  // the rating over the term: a chart a player in the standings, hers on her home page
  await alice.goto(base + '/standings');
  assert.ok(await alice.locator('table.standings td.chart svg polyline').count() >= 2, 'a chart a player');
  await alice.goto(base + '/');
  const chart = alice.locator('figure.rating svg');
  assert.equal(await chart.getAttribute('role'), 'img');
  const named = await chart.getAttribute('aria-label');
  // her versions as they entered the ladder (one chosen again after another: "#1 again")
  assert.match(named, /^Good's rating from -?[\d.]+ to -?[\d.]+ between .+, \d versions? \(#\d+(, #\d+( again)?)*\)$/);
  assert.equal(await alice.textContent('figure.rating svg title'), named);
  // its words readable on the dark theme: every text of the chart at 4.5:1 or more
  const ratios = await alice.evaluate(() => {
    const rgb = (c) => c.match(/[\d.]+/g).slice(0, 3).map(Number);
    const lum = (c) => {
      const [r, g, b] = rgb(c).map((v) => { v /= 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    let el = document.querySelector('figure.rating'), bg = 'rgba(0, 0, 0, 0)';
    while (el && /rgba\(0, 0, 0, 0\)|transparent/.test(bg)) { bg = getComputedStyle(el).backgroundColor; el = el.parentElement; }
    return [...document.querySelectorAll('figure.rating svg text')].map((t) => {
      const [a, b] = [lum(getComputedStyle(t).fill), lum(bg)].sort((x, y) => y - x);
      return (a + 0.05) / (b + 0.05);
    });
  });
  assert.ok(ratios.length >= 4, 'values and dates written');
  assert.ok(Math.min(...ratios) >= 4.5, `contrast ${Math.min(...ratios).toFixed(2)}:1`);
});

test('the teacher follows the queue and plays the final', async () => {
  await teacher.goto(base + '/admin');
  assert.match(await teacher.textContent('main'), /matches played in the last hour/);
  assert.match(await teacher.textContent('main'), /alice/);
  // the form names the boards in play (maze.cnf, accepted above, among them)
  assert.match(await teacher.textContent('#finals ~ p:has(+ form[action="/admin/final"])'),
    /A final is played on the boards in play \(5: default\.cnf, .*maze\.cnf\)/);
  // the note beside the count: rounded up to a multiple of the players (each student's and the Dummy)
  const note = (await teacher.textContent('#final-count')).match(/^Rounded up to a multiple of the (\d+) players qualified now/);
  assert.ok(note, await teacher.textContent('#final-count'));
  const players = Number(note[1]);
  await teacher.fill('input[name=count]', '2');
  await Promise.all([teacher.waitForNavigation(), teacher.click('form[action="/admin/final"] button')]);
  // 2 matches are one block (a board, as many matches as players): one board of the 5, refused, saying which are left out
  assert.match(await teacher.textContent('main'), new RegExp('2 matches reach only 1 of the 5 boards chosen .*not fixed-.*maze\\.cnf: ' +
    `ask for ${5 * players} matches or more, or name fewer boards\\.`));
  // the refusal leads back to the form
  await Promise.all([teacher.waitForNavigation(), teacher.click('a.back')]);
  assert.equal(new URL(teacher.url()).pathname, '/admin');
  await teacher.fill('input[name=count]', '4');
  await teacher.fill('input[name=boards]', 'default.cnf');
  await Promise.all([teacher.waitForNavigation(), teacher.click('form[action="/admin/final"] button')]);
  // the admin page says the count it plays: 4 rounded up to a multiple of the players
  assert.match(await teacher.textContent('main'),
    new RegExp(`Final \\d+ started: ${Math.ceil(4 / players) * players} matches( \\(asked 4\\))?, a multiple of its ${players} players`));
  // asked from outside the page: the admin page reloads itself while the final is played
  await poll(async () => (await teacher.context().request.get(base + '/final/report.html')).status() === 200, 120000);
  await teacher.goto(base + '/final/report.html');
  await teacher.waitForFunction(() => document.body.textContent.includes('Fine'), null, { timeout: 10000 });
  const text = await teacher.textContent('body');
  assert.match(text, /Good/);
  assert.match(text, /Dummy/);
  // its replays open in the site's viewer, for a student too
  watch = await teacher.getAttribute('a.replay', 'href');
  assert.match(watch, /^\/games\/madmax\/viewer\/viewer\.html\?replay=\/final\/\d+\/replays\/t\d+-\d+\.res\.gz&debug=$/);
  await carol.goto(base + watch);
  await carol.waitForFunction(() => window.arenaViewer && arenaViewer.status === 'ready', null, { timeout: 20000 });
  assert.ok(await carol.evaluate(() => arenaViewer.model.frameCount) > 100);
  // in the site's frame: the page and the report count the players alike, the report's way
  // back leads to the course's home (not to this page), and a replay opens beside the report
  await carol.goto(base + '/final');
  const said = (await carol.textContent('main p')).match(/: (\d+) matches, (\d+) players/);
  assert.ok(said, `the final's page: ${await carol.textContent('main p')}`);
  const report = carol.frames().find((f) => /\/final\/\d+\/report\.html$/.test(f.url()));
  await report.waitForFunction(() => window.arenaReportReady === true, null, { timeout: 10000 });
  const summary = await report.textContent('#summary');
  assert.match(summary, new RegExp(`^${said[1]} matches, ${said[2]} players`), `the report says: ${summary}`);
  assert.equal(await report.getAttribute('#back', 'href'), '/');
  assert.equal(await report.getAttribute('a.replay', 'target'), '_blank');
});

test('the teacher\'s dates and announcement show on every page, inside its frame', async () => {
  const closes = `${new Date().getUTCFullYear() + 1}-01-15 18:00`;
  await teacher.goto(base + '/admin');
  await teacher.fill('form[action="/admin/dates"] input[name=closes]', closes);
  await Promise.all([teacher.waitForNavigation(), teacher.click('form[action="/admin/dates"] button')]);
  await teacher.goto(base + '/admin');
  await teacher.fill('form[action="/admin/announcement"] textarea[name=text]', 'The final is on Friday.');
  await Promise.all([teacher.waitForNavigation(), teacher.click('form[action="/admin/announcement"] button:not([name])')]);
  for (const width of [1280, 480]) {
    await alice.setViewportSize({ width, height: 800 });
    await alice.goto(base + '/standings');
    assert.match(await alice.textContent('.deadline'), new RegExp(`^Closes ${closes} UTC: \\d+ days \\d+ h left\\.$`));
    assert.equal(await alice.textContent('.announcement'), 'The final is on Friday.');
    // both boxes line up with main's text: its left and right edges less its padding
    const [frame, ...boxes] = await alice.evaluate(() => ['main', '.announcement', '.deadline'].map((s) => {
      const e = document.querySelector(s), r = e.getBoundingClientRect(), cs = getComputedStyle(e);
      return { left: r.left + (s === 'main' ? parseFloat(cs.paddingLeft) : 0),
        right: r.right - (s === 'main' ? parseFloat(cs.paddingRight) : 0), size: parseFloat(cs.fontSize) };
    }));
    for (const box of boxes) {
      assert.ok(Math.abs(box.left - frame.left) < 1 && Math.abs(box.right - frame.right) < 1,
        `at ${width} px, a box from ${box.left} to ${box.right}, main's text from ${frame.left} to ${frame.right}`);
      assert.ok(box.size >= 13 && box.size <= frame.size, `small but readable: ${box.size} px`);
    }
  }
  await alice.setViewportSize({ width: 1280, height: 720 });
});

// Every page of the course as its people see it (every page of server/routes.c's table, its
// ids the ones made above), at a phone's width and a desk's, a screenshot of each kept under
// build/screenshots/ (CI keeps build/: the pages are looked at, not only tested): each
// answers inside the site's frame (the header, one h1) with nothing in the console, fits
// its window at both widths, and has no accessibility violation axe-core finds.
test('every page of the course, as a visitor, a student and a teacher, fits a phone, with no accessibility violation',
  async (t) => {
  const shots = screenshotFolder();
  const match = Number(await alice.evaluate(async () => {
    const m = (await (await fetch('/')).text()).match(/<a href="\/matches\/(\d+)">/);
    return m ? m[1] : 0;
  }));
  assert.ok(match > 0, 'alice has a match');
  const aliceId = Number(execFileSync('sqlite3', [db, "SELECT id FROM users WHERE login = 'alice'"], { encoding: 'utf8' }));
  const final = watch.match(/replay=\/final\/(\d+)\//)[1];
  const visitor = await (await browser.newContext()).newPage();
  const tours = [
    ['visitor', visitor, ['/', '/standings']],
    ['student', alice, ['/', '/standings', '/friendly', '/boards', '/password', `/submissions/${good}`,
      `/matches/${match}`, '/final', `/final/${final}`, `/final/${final}/report.html`, '/questions', `/questions?match=${match}`, watch, ['/submissions/999999', 404]]],
    ['teacher', teacher, ['/admin', '/admin/matches', `/admin/student/${aliceId}`, '/admin/boards', '/admin/similar',
      '/admin/similar.html', '/admin/similar/pair/1', '/admin/similar/inputs', `/matches/${match}`, `/submissions/${good}`,
      '/final', '/final/report.html', '/admin/questions', '/standings']],
  ];
  const opened = [], wide = [], violations = [], refused = new Set(); // refused: the URLs answered 404
  for (const [who, page, urls] of tours) {
    const errors = [];
    page.on('console', (m) => { if (m.type() === 'error') errors.push(`${page.url()}: ${m.text()}`); });
    for (const entry of urls) {
      const [url, status] = Array.isArray(entry) ? entry : [entry, 200];
      await page.setViewportSize({ width: 1280, height: 900 });
      const r = await page.goto(base + url);
      assert.equal(r.status(), status, `${who} ${url}`);
      if (status !== 200) refused.add(base + url);
      opened.push(url.replace(/\?.*$/, ''));
      await settle(page);
      const site = !url.startsWith('/final/') && !url.startsWith('/games/');
      if (site) {
        assert.equal(await page.locator('body > header nav').count(), 1, `${who} ${url}: the site's header`);
        assert.ok(await page.locator('main > h1').count() === 1, `${who} ${url}: its title`);
      }
      for (const v of await axeViolations(page)) violations.push({ page: `${who} ${url}`, ...v });
      const name = `${who}${url.replace(/\?.*$/, '').replace(/[^a-z0-9]+/gi, '-').replace(/-$/, '') || '-home'}`;
      for (const width of WIDTHS) {
        const { scrollWidth, culprits } = await pageWidth(page, width);
        if (scrollWidth > width) wide.push({ page: `${who} ${url}`, width, scrollWidth, culprits });
        await page.screenshot({ path: path.join(shots, `${name}-${width}.png`), fullPage: true });
      }
    }
    await page.setViewportSize({ width: 1280, height: 720 });
    assert.deepEqual(errors.filter((e) => !/favicon/.test(e) && !refused.has(e.split(': ')[0])), [],
      `${who}: nothing in the console`);
  }
  await visitor.close();
  fs.writeFileSync(path.join(shots, 'layout.json'), JSON.stringify({ wide, violations }, null, 1));
  t.diagnostic(`screenshots at ${WIDTHS.join(' and ')} px: ${shots}`);
  const missed = routePages().filter((p) => !opened.some((u) => p.pattern.test(u)));
  assert.deepEqual(missed.map((p) => p.path), [], 'every page of server/routes.c opened');
  assert.ok(wide.length === 0 && violations.length === 0, describe(wide, violations));
});

// A keyboard user: the first Tab stop skips to the content; past the navigation, the
// upload form comes first.
test('a keyboard reaches the page\'s content first: a skip link, then the navigation, then the upload form', async () => {
  await alice.goto(base + '/');
  await alice.keyboard.press('Tab');
  assert.equal(await alice.evaluate(() => document.activeElement.textContent), 'Skip to content');
  await alice.keyboard.press('Enter');
  assert.equal(await alice.evaluate(() => document.activeElement.id), 'content', 'the skip link leads to main');
  await alice.goto(base + '/');
  await alice.keyboard.press('Tab'); // the skip link
  const stops = [];
  for (let k = 0; k < 20 && !stops.includes('input source'); k++) {
    await alice.keyboard.press('Tab');
    stops.push(await alice.evaluate(() => {
      const e = document.activeElement;
      return e.closest('header') ? 'header' : `${e.tagName.toLowerCase()} ${e.name || e.textContent}`;
    }));
  }
  assert.equal(stops.findIndex((s) => s !== 'header'), stops.indexOf('input source'),
    `the upload form first after the header: ${stops.join(', ')}`);
});

// The standings frozen from this minute on (after the final: none reveals them yet).
test('the standings frozen, as a student sees them', async () => {
  const shots = path.join(ROOT, 'build', 'screenshots');
  // (to the second: the final started before it, maybe in the same minute)
  const second = new Date().toISOString().replace('T', ' ').slice(0, 19), now = second.slice(0, 16);
  await teacher.goto(base + '/admin');
  await teacher.fill('form[action="/admin/dates"] input[name=freeze]', second);
  await Promise.all([teacher.waitForNavigation(), teacher.click('form[action="/admin/dates"] button')]);
  for (const url of ['/standings', '/']) {
    await alice.goto(base + url);
    assert.match(await alice.textContent('p.frozen'), new RegExp(`frozen since ${now} UTC`, 'i'));
    await alice.screenshot({ path: path.join(shots, `student${url.replace(/\W+/g, '-').replace(/-$/, '') || '-home'}-frozen.png`),
      fullPage: true });
  }
});

// Refusals as people meet them (screenshots beside the pages'): an upload larger than the
// course takes says the limit and gives the form back, to the student logged in; the
// final's form refuses a count that leaves boards out.
test('a refusal names what was wrong and gives the form back', async () => {
  const shots = path.join(ROOT, 'build', 'screenshots');
  const huge = path.join(tmp, 'AIHuge.c');
  fs.writeFileSync(huge, '/* x */\n'.repeat(40000));
  await alice.goto(base + '/');
  await alice.setInputFiles('input[type=file]', huge);
  const [answer] = await Promise.all([alice.waitForNavigation(), alice.click('form[action="/submit"] button')]);
  assert.equal(answer.status(), 413);
  assert.match(await alice.textContent('main .message'), /a source is at most 256 KB, and this upload is 3\d\d KB/);
  assert.ok(await alice.$('main form[action="/submit"] input[type=file]'), 'the form again');
  assert.match(await alice.textContent('.who'), /alice/);
  await alice.screenshot({ path: path.join(shots, 'student-upload-too-large.png'), fullPage: true });
  await teacher.goto(base + '/admin');
  await teacher.fill('input[name=count]', '2');
  await Promise.all([teacher.waitForNavigation(), teacher.click('form[action="/admin/final"] button')]);
  assert.match(await teacher.textContent('main .message'), /reach only 1 of the 5 boards/);
  await teacher.screenshot({ path: path.join(shots, 'teacher-final-boards-left-out.png'), fullPage: true });
  await alice.goto(base + '/friendly');
  await alice.screenshot({ path: path.join(shots, 'student-friendly-after.png'), fullPage: true });
});
