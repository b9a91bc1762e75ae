// The tournament's HTML report in headless Chromium: a small Mad Max tournament played by
// bin/tournament, its page served over HTTP, checked against the standings the program
// prints (same players, same order), and a replay link opened in the game's viewer.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { ROOT, launchChromium, waitLoaded } from '../../viewer/tests/helpers.mjs';
import { WIDTHS, axeViolations, pageWidth } from '../../viewer/tests/a11y.mjs';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'arena-report-'));
let browser, server, base, table;

// Serves ROOT and tmp by their absolute paths, so the report's relative links work.
function serve() {
  return new Promise((resolve) => {
    server = http.createServer((req, res) => {
      const file = decodeURIComponent(new URL(req.url, 'http://x').pathname);
      const inside = [ROOT, tmp].some((d) => file.startsWith(d + path.sep));
      if (!inside || !fs.existsSync(file) || fs.statSync(file).isDirectory()) { res.writeHead(404); res.end(); return; }
      res.writeHead(200);
      fs.createReadStream(file).pipe(res);
    }).listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${server.address().port}`));
  });
}

before(async () => {
  table = execFileSync(path.join(ROOT, 'bin', 'tournament'),
    ['madmax', '--players', 'Dummy,Demo,Rand,Null', '--matches', '8', '-j', '2', '-q', '--db', 'class.db',
      '--keep-replays', '4'], { cwd: tmp, encoding: 'utf8' });
  base = await serve();
  browser = await launchChromium();
});

after(async () => {
  if (browser) await browser.close();
  if (server) server.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

// The player names of the printed table, in rank order.
function printedOrder() {
  return table.split('\n').filter((l) => /^\s+\d+\s+\S+\s+\d+\s/.test(l)).map((l) => l.trim().split(/\s+/)[1]);
}

test('the report shows the standings, distributions, ratings, head to head and matches', async () => {
  const page = await browser.newPage({ viewport: { width: 1200, height: 1600 } });
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${base}${tmp}/class.html`);
  await page.waitForFunction(() => window.arenaReportReady === true);
  const order = printedOrder();
  assert.equal(order.length, 4, table);
  const names = await page.$$eval('#standings tr td.name', (tds) => tds.filter((td) => !td.classList.contains('reason'))
    .map((td) => td.textContent.trim()));
  assert.deepEqual(names, order);
  // the key the rank goes by: a column of its own, its header saying what it is, in rank order
  const head = await page.$eval('#standings th.key', (th) => ({ text: th.textContent, title: th.title }));
  assert.equal(head.text, 'rank key: μ − 3σ');
  assert.match(head.title, /^The rank goes by this key: the conservative rating mu - 3 sigma/);
  const keys = await page.$$eval('#standings td.key', (tds) => tds.map((td) => Number(td.textContent)));
  assert.deepEqual(keys, await page.evaluate(() => ARENA_REPORT.players.filter((p) => p.matches > 0)
    .map((p) => Number((p.mu - 3 * p.sigma).toFixed(2)))));
  assert.deepEqual(keys, keys.slice().sort((a, b) => b - a));
  assert.match(await page.textContent('#key-note'), /^Ranked by the rank key, the conservative rating μ − 3σ/);
  assert.equal(await page.$$eval('#distributions g.box', (g) => g.length), 4);
  assert.equal(await page.$$eval('#ratings polyline', (l) => l.length), 4);
  assert.equal(await page.$$eval('#h2h tr', (r) => r.length), 5);
  assert.equal(await page.$$eval('#matches tr', (r) => r.length), 9); // a header and 8 matches
  assert.equal(await page.$$eval('#matches a.replay', (a) => a.length), 4, 'only the kept replays are linked');
  // the boards played, not those given: 8 matches of 4 seats are 2 boards of the 4
  assert.match(table, /^madmax tournament \d+: 8 matches, 4 players, 2 boards played$/m);
  assert.match(await page.textContent('#summary'), /^8 matches, 4 players, 2 boards played \(\S+\.cnf, \S+\.cnf\)$/);
  assert.equal(await page.title(), await page.evaluate(() => `${ARENA_REPORT.game} tournament ${ARENA_REPORT.tournament}`));
  assert.equal(await page.isVisible('#back'), false, 'a report read from files has no site to go back to');
  await page.fill('#matches-filter', 'no such player');
  assert.equal(await page.$$eval('#matches tr', (r) => r.length), 1);
  await page.fill('#matches-filter', '');
  await page.screenshot({ path: path.join(os.tmpdir(), 'arena-report.png'), fullPage: true });
  assert.deepEqual(errors, []);
  await page.close();
});

// (the report the course's site serves, in its colours, is checked by server/tests/course.test.mjs)
test('the report fits a phone and a desk, with no accessibility violation', async () => {
  const page = await browser.newPage();
  await page.goto(`${base}${tmp}/class.html`);
  await page.waitForFunction(() => window.arenaReportReady === true);
  for (const width of WIDTHS) {
    const { scrollWidth, culprits } = await pageWidth(page, width);
    assert.ok(scrollWidth <= width, `${scrollWidth} px wide in a ${width}-px window: ${culprits.join(', ')}`);
  }
  const found = await axeViolations(page);
  assert.deepEqual(found, [], found.map((v) => `${v.id}: ${v.targets.join(', ')}`).join('\n'));
  await page.close();
});

test('a replay link opens the match in the game viewer', async () => {
  const page = await browser.newPage({ viewport: { width: 1200, height: 900 } });
  await page.goto(`${base}${tmp}/class.html`);
  await page.waitForFunction(() => window.arenaReportReady === true);
  const seats = await page.$eval('#matches a.replay', (a) => a.closest('tr').children[3].textContent);
  await page.click('#matches a.replay');
  await page.waitForFunction(() => !!window.arenaViewer);
  const res = await waitLoaded(page);
  assert.equal(res.status, 'ready', res.error);
  const cards = await page.$$eval('.player-card .player-name', (n) => n.map((x) => x.textContent));
  assert.deepEqual(cards, seats.split(', ').map((s) => s.split(' ')[0]));
  await page.close();
});

test('a report a web server serves: its title, the way back to the site, in its colours; no debug file asked for', async () => {
  execFileSync(path.join(ROOT, 'bin', 'tournament'),
    ['madmax', '--players', 'Dummy,Demo,Rand,Null', '--matches', '4', '-q', '--db', 'served.db', '--keep-replays', 'all',
      '--viewer-url=/games/madmax/viewer/viewer.html', `--replays-url=${tmp}/served-replays`, '--title=Mad Max course — final 1',
      '--back-url=/final/1'], { cwd: tmp, encoding: 'utf8' });
  const page = await browser.newPage({ viewport: { width: 1200, height: 900 } });
  await page.goto(`${base}${tmp}/served.html`);
  await page.waitForFunction(() => window.arenaReportReady === true);
  assert.equal(await page.title(), 'Mad Max course — final 1');
  assert.equal(await page.textContent('#title'), 'Mad Max course — final 1');
  assert.match(await page.textContent('#summary'), /^4 matches, 4 players, 1 board played \(\S+\.cnf\) · madmax tournament 1$/);
  assert.equal(await page.getAttribute('#back', 'href'), '/final/1');
  assert.equal(await page.getAttribute('#back', 'target'), '_top'); // out of the site's frame around it
  assert.equal(await page.isVisible('#back'), true);
  assert.equal(await page.evaluate(() => document.body.className), 'site');
  const hrefs = await page.$$eval('#matches a.replay', (a) => a.map((x) => x.getAttribute('href')));
  assert.equal(hrefs.length, 4);
  for (const h of hrefs) assert.match(h, /^\/games\/madmax\/viewer\/viewer\.html\?replay=.*\.res\.gz&debug=$/);
  await page.close();
});
