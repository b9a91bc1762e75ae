// bench/server.mjs — the last-minute rush the rule books warn about, on bin/arena-server:
// SUBMITTERS students (default 200) log in and submit within one minute (C players, C++
// players of the rule book's API, some that do not compile) while BROWSERS others (default
// 200) browse, each a page every 2 s: their home page, the standings, the friendly
// matches' and the boards' pages in turn, and a teacher the course's pages. Prints the queue's
// length and the server's memory over time, then: how long until every submission was
// checked, compiled and through its qualification; page times (50th/99th percentile, max);
// the server's peak memory. Baseline, measured in the same run: the same work done alone
// (one check+compile of each kind, one qualification match, timed by themselves) divided
// among the cores: the fastest the queue could empty.
//   node bench/server.mjs [--port N]     (SUBMITTERS=N BROWSERS=N GAME=madmax JOBS=N)
// --port: the server's port (default 0: any free one). Times are summed as they come (a
// histogram of 1 % buckets: percentiles within 1 %, however long the rush); the temporary
// course is removed at the end, after a failure, and on SIGINT or SIGTERM (the server
// stopped first).
// Then the flood (CASE=flood alone, CASE=rush the rush alone): on a fresh course with JOBS
// workers (default 2), one student uploads the heaviest compile bomb (FLOOD_BOMB, default
// bench/bombs/AIBombCexpr.cc) at the course's upload interval (UPLOAD_INTERVAL, default
// 10 s) for FLOOD_SECONDS (default 120), refused with 429 while 3 of theirs wait, and
// HONEST students (default 6) each submit one good player at staggered times. Prints each
// honest verdict's delay (upload to the final verdict: checked, compiled and through its
// qualification) against, measured in the same run, an honest submission alone (the
// empty queue) and the bomb alone; the goal: every honest verdict within one bomb compile
// of the empty-queue time.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cleanUp, listening, portOption, serve, stop, temporaryFolder } from './serve.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SERVER = path.join(ROOT, 'bin', 'arena-server');
const SUBMITTERS = Number(process.env.SUBMITTERS || 200);
const BROWSERS = Number(process.env.BROWSERS || 200);
const RUSH_SECONDS = Number(process.env.RUSH_SECONDS || 60);
const CASE = process.env.CASE || 'all'; // rush, flood, or all (the rush, then the flood)
const PORT = portOption(process.argv.slice(2), 'bench/server.mjs');
const tmp = temporaryFolder('arena-rush-');
const db = path.join(tmp, 'course.db');
const now = () => performance.now();
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// ---- the players: good C (the Dummy renamed), C++ (the rule book's Null), broken C ----
const goodC = execFileSync('sed', ['-f', path.join(ROOT, 'tests/server/good.sed'), path.join(ROOT, 'games/madmax/AIDummy.c')],
  { encoding: 'utf8' });
const nullCc = fs.readFileSync(path.join(ROOT, 'games/madmax/rulebook/AINull.cc'), 'utf8');
const broken = fs.readFileSync(path.join(ROOT, 'tests/server/AIBroken.c'), 'utf8');
function playerOf(k) {
  const name = `S${String(k).padStart(3, '0')}`;
  if (k % 5 === 4) return { file: `AI${name}.c`, kind: 'broken', text: broken.replace('PLAYER_NAME Broken', `PLAYER_NAME ${name}`) };
  if (k % 5 >= 2) return { file: `AI${name}.cc`, kind: 'c++', text: nullCc.replace('PLAYER_NAME Null', `PLAYER_NAME ${name}`) };
  return { file: `AI${name}.c`, kind: 'c', text: goodC.replace('PLAYER_NAME Good', `PLAYER_NAME ${name}`) };
}

// ---- baseline: the work alone ----
function timed(f) { const t = now(); f(); return (now() - t) / 1000; }
function baseline() {
  const dir = fs.mkdtempSync(path.join(tmp, 'alone-'));
  const check = path.join(ROOT, 'tools', 'arena-check');
  const one = (p) => { fs.writeFileSync(path.join(dir, p.file), p.text);
    return timed(() => { try { execFileSync(check, ['--game', 'madmax', '--object', path.join(dir, 'x.o'), path.join(dir, p.file)], { stdio: 'pipe' }); } catch { /* refused */ } }); };
  const c = one(playerOf(0)), cc = one(playerOf(2)), bad = one(playerOf(4));
  const match = timed(() => execFileSync(path.join(ROOT, 'bin', 'madmax'), ['--judge', '-q', '-s', '1', '-i',
    path.join(ROOT, 'games/madmax/boards/default.cnf'), '-o', path.join(dir, 'm.res.gz'), 'Dummy', 'Dummy', 'Dummy', 'Dummy'], { stdio: 'pipe' }));
  return { c, cc, bad, match };
}

// ---- times, summed as they come: count, max, a histogram of 1 % buckets ----
class Times {
  constructor() { this.n = 0; this.max = 0; this.buckets = new Map(); }
  push(ms) {
    this.n++;
    if (ms > this.max) this.max = ms;
    const b = ms <= 0.01 ? 0 : Math.ceil(Math.log(ms / 0.01) / Math.log(1.01));
    this.buckets.set(b, (this.buckets.get(b) || 0) + 1);
  }
  percentile(p) { // the bucket's upper end (within 1 %)
    if (!this.n) return NaN;
    const want = Math.min(this.n, Math.floor(p * this.n) + 1);
    let seen = 0;
    for (const b of [...this.buckets.keys()].sort((x, y) => x - y)) {
      seen += this.buckets.get(b);
      if (seen >= want) return Math.min(this.max, 0.01 * 1.01 ** b);
    }
    return this.max;
  }
}
const largest = (a) => a.reduce((m, x) => (x > m ? x : m), -Infinity);

// ---- a user agent: cookies, CSRF, timings ----
const times = { page: new Times(), login: new Times(), submit: new Times() };
const pageTimes = {}; // by page
// what the browsing students open in turn; the teacher opens TEACHER_PAGES
const STUDENT_PAGES = ['/', '/standings', '/friendly', '/boards', '/?kind=qualify'];
const TEACHER_PAGES = ['/admin', '/admin/boards', '/admin/matches', '/admin/matches?kind=qualify', '/admin/student/1'];
let errors = 0;
class User {
  constructor(login, password) { this.login = login; this.password = password; this.cookies = {}; }
  async req(method, url, body, kind = 'page', label = null) {
    const headers = { cookie: Object.entries(this.cookies).map(([k, v]) => `${k}=${v}`).join('; ') };
    const t = now();
    let r;
    try {
      r = await fetch(base + url, { method, body, headers, redirect: 'manual' });
      const text = await r.text();
      times[kind].push(now() - t);
      if (label) (pageTimes[label] ||= new Times()).push(now() - t);
      for (const c of r.headers.getSetCookie()) { const [kv] = c.split(';'); const [k, v] = kv.split('='); this.cookies[k] = v; }
      if (r.status >= 400) errors++;
      return { status: r.status, text, location: r.headers.get('location') };
    } catch (e) { errors++; return { status: 0, text: '' }; }
  }
  csrf(text) { const m = text.match(/name="csrf" value="([0-9a-f]+)"/); return m ? m[1] : ''; }
  async logIn() {
    const home = await this.req('GET', '/');
    const form = new URLSearchParams({ csrf: this.csrf(home.text), login: this.login, password: this.password });
    return (await this.req('POST', '/login', form, 'login')).status === 303;
  }
  async submit(p) {
    const home = await this.req('GET', '/');
    const form = new FormData();
    form.append('csrf', this.csrf(home.text));
    form.append('source', new Blob([p.text]), p.file);
    return (await this.req('POST', '/submit', form, 'submit')).status === 303;
  }
}

function rssMb(pid) {
  try { return Number(fs.readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/)[1]) / 1024; } catch { return NaN; }
}
const q = (sql, file = db) => execFileSync('sqlite3', ['-cmd', '.timeout 5000', file, sql], { encoding: 'utf8' }).trim();

let base;
async function rush() {
  const cores = os.cpus().length;
  console.log(`the rush: ${SUBMITTERS} students submit within ${RUSH_SECONDS} s while ${BROWSERS} browse; ${cores} cores`);
  const alone = baseline();
  execFileSync(SERVER, ['init', db, '--game', 'madmax', '--seed', '1', '--upload-interval', '0'], { stdio: 'pipe' });
  const logins = [];
  for (let k = 0; k < SUBMITTERS + BROWSERS; k++) logins.push(`s${k}`);
  fs.writeFileSync(path.join(tmp, 'class.csv'), logins.join('\n') + '\nteacher,Teacher,admin\n');
  const tUsers = now();
  const pw = Object.fromEntries(execFileSync(SERVER, ['users', db, path.join(tmp, 'class.csv')], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })
    .trim().split('\n').map((l) => l.split(',')));
  const usersSeconds = (now() - tUsers) / 1000;
  // every simulated student comes from 127.0.0.1: the per-address limit is a class's here
  const server = serve(SERVER, ['serve', db, '--port', PORT, '--connections-per-address', '1000',
    ...(process.env.JOBS ? ['--jobs', process.env.JOBS] : [])]);
  base = await listening(server);
  const qualifyMatches = Number(q("select value from course where key = 'qualify_matches'"));
  let ideal = 0;
  for (let k = 0; k < SUBMITTERS; k++) {
    const p = playerOf(k);
    ideal += p.kind === 'c' ? alone.c : p.kind === 'c++' ? alone.cc : alone.bad;
    if (p.kind !== 'broken') ideal += qualifyMatches * alone.match;
  }
  ideal /= cores;

  let done = false, peak = 0;
  const t0 = now();
  // the queue over time
  const samples = [];
  const sampler = (async () => {
    while (!done) {
      const left = Number(q("select count(*) from submissions where state in ('queued', 'compiling', 'qualifying')"));
      const submitted = Number(q('select count(*) from submissions'));
      const jobs = q("select count(*) from jobs where state = 'queued' and kind != 'ladder'");
      const rss = rssMb(server.pid);
      peak = Math.max(peak, rss);
      samples.push({ t: (now() - t0) / 1000, submitted, left, jobs, rss });
      if (submitted === SUBMITTERS && left === 0) break;
      await sleep(5000);
    }
  })();
  // the browsers: log in, then a page every 2 s until the queue is empty
  const browsing = Array.from({ length: BROWSERS }, async (_, k) => {
    const u = new User(`s${SUBMITTERS + k}`, pw[`s${SUBMITTERS + k}`]);
    await sleep(Math.random() * 2000);
    await u.logIn();
    for (let n = k; !done; n++) {
      const url = STUDENT_PAGES[n % STUDENT_PAGES.length];
      await u.req('GET', url, undefined, 'page', url);
      await sleep(1500 + Math.random() * 1000);
    }
  });
  // the teacher follows the course's pages, one every 2 s
  browsing.push((async () => {
    const u = new User('teacher', pw.teacher);
    await u.logIn();
    for (let n = 0; !done; n++) {
      const url = TEACHER_PAGES[n % TEACHER_PAGES.length];
      await u.req('GET', url, undefined, 'page', url);
      await sleep(1500 + Math.random() * 1000);
    }
  })());
  // the submitters: each at a random moment of the minute
  const submitting = Array.from({ length: SUBMITTERS }, async (_, k) => {
    await sleep(Math.random() * RUSH_SECONDS * 1000);
    const u = new User(`s${k}`, pw[`s${k}`]);
    if (!(await u.logIn()) || !(await u.submit(playerOf(k)))) console.log(`s${k}: could not submit`);
  });
  await Promise.all(submitting);
  await sampler;
  const judged = (now() - t0) / 1000;
  done = true;
  await Promise.all(browsing);
  await stop(server);

  console.log('\n     t   sent  not judged yet  matches queued  server MB');
  for (const s of samples) console.log(`${s.t.toFixed(0).padStart(6)} ${String(s.submitted).padStart(6)} ${String(s.left).padStart(15)} ${String(s.jobs).padStart(15)} ${s.rss.toFixed(1).padStart(10)}`);
  const states = q("select state, count(*) from submissions group by state").replace(/\n/g, ', ').replace(/\|/g, ': ');
  const fmt = (a) => `p50 ${a.percentile(0.5).toFixed(1)} ms, p99 ${a.percentile(0.99).toFixed(1)} ms, max ${a.max.toFixed(1)} ms (${a.n})`;
  console.log(`\naccounts: ${SUBMITTERS + BROWSERS} made in ${usersSeconds.toFixed(1)} s (Argon2id)`);
  console.log(`every submission judged ${judged.toFixed(0)} s after the rush began (target: 300 s); ${states}`);
  console.log(`baseline: the same work alone, shared among ${cores} cores: ${ideal.toFixed(0)} s ` +
    `(check+compile C ${alone.c.toFixed(2)} s, C++ ${alone.cc.toFixed(2)} s, refused ${alone.bad.toFixed(2)} s; a match ${alone.match.toFixed(2)} s)`);
  console.log(`pages (every page below): ${fmt(times.page)} (target: p99 < 100 ms)`);
  for (const [url, a] of Object.entries(pageTimes)) console.log(`  ${url.padEnd(16)} ${fmt(a)}`);
  console.log(`uploads: ${fmt(times.submit)}`);
  console.log(`logins (Argon2id, two at a time by design): ${fmt(times.login)}`);
  console.log(`server memory: peak ${peak.toFixed(1)} MB (target < 100 MB); answers >= 400: ${errors}`);
}

// ---- the flood: one student sends compile bombs while others wait for their verdict ----
const HONEST = Number(process.env.HONEST || 6);
const FLOOD_SECONDS = Number(process.env.FLOOD_SECONDS || 120);
const UPLOAD_INTERVAL = Number(process.env.UPLOAD_INTERVAL || 10);
const FLOOD_BOMB = path.resolve(ROOT, process.env.FLOOD_BOMB || 'bench/bombs/AIBombCexpr.cc');
const FINAL = "state NOT IN ('queued', 'compiling', 'qualifying', 'error')";

async function flood() {
  const dir = fs.mkdtempSync(path.join(tmp, 'flood-'));
  const fdb = path.join(dir, 'course.db');
  const jobs = process.env.JOBS || '2';
  const bombText = fs.readFileSync(FLOOD_BOMB, 'utf8');
  const bombName = bombText.match(/#define PLAYER_NAME (\w+)/)[1];
  const bomb = { file: `AI${bombName}${path.extname(FLOOD_BOMB)}`, text: bombText };
  const honest = (name) => ({ file: `AI${name}.c`, text: goodC.replace('PLAYER_NAME Good', `PLAYER_NAME ${name}`) });
  console.log(`\nthe flood: one student uploads ${path.relative(ROOT, FLOOD_BOMB)} every ${UPLOAD_INTERVAL} s for ${FLOOD_SECONDS} s ` +
    `while ${HONEST} others submit a good player; ${jobs} workers`);
  execFileSync(SERVER, ['init', fdb, '--game', 'madmax', '--seed', '1', '--upload-interval', String(UPLOAD_INTERVAL)], { stdio: 'pipe' });
  const logins = ['flooder', 'alone', 'bomber', ...Array.from({ length: HONEST }, (_, k) => `h${k}`)];
  fs.writeFileSync(path.join(dir, 'class.csv'), logins.join('\n') + '\n');
  const pw = Object.fromEntries(execFileSync(SERVER, ['users', fdb, path.join(dir, 'class.csv')], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })
    .trim().split('\n').map((l) => l.split(',')));
  const server = serve(SERVER, ['serve', fdb, '--port', PORT, '--jobs', jobs]);
  base = await listening(server);
  const users = {};
  for (const l of logins) { users[l] = new User(l, pw[l]); if (!(await users[l].logIn())) throw new Error(`${l}: could not log in`); }
  // an upload: its id (0 if refused) and the answer's status and text
  const upload = async (u, p) => {
    const home = await u.req('GET', '/');
    const form = new FormData();
    form.append('csrf', u.csrf(home.text));
    form.append('source', new Blob([p.text]), p.file);
    const r = await u.req('POST', '/submit', form, 'submit');
    const m = r.status === 303 && r.location && r.location.match(/\/submissions\/(\d+)/);
    return { id: m ? Number(m[1]) : 0, status: r.status, text: r.text };
  };
  // seconds from the upload to the final verdict, and that verdict
  const verdict = async (u, p) => {
    const t = now();
    const up = await upload(u, p);
    if (!up.id) throw new Error(`${u.login}: upload refused (${up.status})`);
    // its own submission (the page the upload redirects to may name another's: said below)
    const id = Number(q(`SELECT max(s.id) FROM submissions s JOIN users u ON u.id = s.user WHERE u.login = '${u.login}'`, fdb));
    if (id !== up.id) console.log(`${u.login}: the upload's answer sends to /submissions/${up.id}, its submission is ${id}`);
    for (;;) {
      const state = q(`SELECT state FROM submissions WHERE id = ${id} AND ${FINAL}`, fdb);
      if (state) {
        const why = state === 'refused' ? q(`SELECT substr(replace(coalesce(report, ''), char(10), ' '), 1, 160) FROM submissions WHERE id = ${id}`, fdb) : '';
        return { seconds: (now() - t) / 1000, state: why ? `${state}: ${why}` : state, id };
      }
      await sleep(250);
    }
  };
  // baselines: an honest submission alone (the empty queue), then the bomb alone
  const empty = await verdict(users.alone, honest('Alone'));
  const lone = await verdict(users.bomber, { ...bomb, text: bomb.text.replace(`PLAYER_NAME ${bombName}`, 'PLAYER_NAME Bomber'), file: bomb.file.replace(bombName, 'Bomber') });
  const cpu = q(`SELECT round(checked_at - taken, 1) FROM submissions WHERE id = ${lone.id}`, fdb);
  console.log(`empty queue: an honest verdict in ${empty.seconds.toFixed(1)} s (${empty.state}); ` +
    `the bomb alone: ${lone.seconds.toFixed(1)} s (${lone.state}; its compile ${cpu} s in the server)`);

  const t0 = now();
  const at = () => (now() - t0) / 1000;
  let sent = 0, waiting429 = 0, soon429 = 0, flooding = true;
  const flooder = (async () => {
    while (at() < FLOOD_SECONDS) {
      const r = await upload(users.flooder, bomb);
      if (r.id) sent++;
      else if (r.status === 429 && /waiting/.test(r.text)) waiting429++;
      else if (r.status === 429) soon429++;
      else console.log(`flooder: ${r.status}`);
      await sleep(UPLOAD_INTERVAL * 1000 + 100);
    }
    flooding = false;
  })();
  const queueSamples = [];
  const sampler = (async () => {
    while (flooding) {
      queueSamples.push(Number(q("SELECT count(*) FROM submissions WHERE state IN ('queued', 'compiling')", fdb)));
      await sleep(2000);
    }
  })();
  const results = await Promise.all(Array.from({ length: HONEST }, async (_, k) => {
    const when = FLOOD_SECONDS * (k + 1) / (HONEST + 1);
    await sleep(when * 1000);
    const r = await verdict(users[`h${k}`], honest(`H${k}`));
    return { login: `h${k}`, when, ...r };
  }));
  await flooder;
  await sampler;
  await stop(server);

  console.log('\n  student  sent at (s)  verdict after (s)  verdict');
  for (const r of results) console.log(`${r.login.padStart(9)} ${r.when.toFixed(0).padStart(12)} ${r.seconds.toFixed(1).padStart(18)}  ${r.state}`);
  const max = largest(results.map((r) => r.seconds));
  const goal = empty.seconds + lone.seconds;
  console.log(`\nflood: empty-queue verdict ${empty.seconds.toFixed(1)} s, bomb compile ${lone.seconds.toFixed(1)} s; ` +
    `honest verdicts during the flood: max ${max.toFixed(1)} s ` +
    `(goal: <= ${goal.toFixed(1)} s, empty queue + one bomb compile: ${max <= goal ? 'met' : 'NOT met'})`);
  console.log(`flooder: ${sent} bombs queued, ${waiting429} refused with 429 for 3 waiting` +
    (soon429 ? `, ${soon429} for too soon` : '') + `; compiles queued or under way: max ${largest(queueSamples)}`);
}

async function main() {
  try {
    if (CASE === 'rush' || CASE === 'all') await rush();
    if (CASE === 'flood' || CASE === 'all') await flood();
  } finally {
    cleanUp();
  }
}
main().catch((e) => { console.error(e); process.exit(1); });
