// bench/server.mjs — the last-minute rush the rule books warn about, on bin/arena-server:
// SUBMITTERS students (default 200) log in and submit within one minute (C players, C++
// players of the rule book's API, some that do not compile) while BROWSERS others (default
// 200) browse the standings and their home page, each a page every 2 s. Prints the queue's
// length and the server's memory over time, then: how long until every submission was
// checked, compiled and through its qualification; page times (50th/99th percentile, max);
// the server's peak memory. Baseline, measured in the same run: the same work done alone
// (one check+compile of each kind, one qualification match, timed by themselves) divided
// among the cores: the fastest the queue could empty.
//   node bench/server.mjs     (SUBMITTERS=N BROWSERS=N GAME=madmax JOBS=N)
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SERVER = path.join(ROOT, 'bin', 'arena-server');
const SUBMITTERS = Number(process.env.SUBMITTERS || 200);
const BROWSERS = Number(process.env.BROWSERS || 200);
const RUSH_SECONDS = Number(process.env.RUSH_SECONDS || 60);
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'arena-rush-'));
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

// ---- a user agent: cookies, CSRF, timings ----
const times = { page: [], login: [], submit: [] };
let errors = 0;
class User {
  constructor(login, password) { this.login = login; this.password = password; this.cookies = {}; }
  async req(method, url, body, kind = 'page') {
    const headers = { cookie: Object.entries(this.cookies).map(([k, v]) => `${k}=${v}`).join('; ') };
    const t = now();
    let r;
    try {
      r = await fetch(base + url, { method, body, headers, redirect: 'manual' });
      const text = await r.text();
      times[kind].push(now() - t);
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

function percentile(a, p) { const s = [...a].sort((x, y) => x - y); return s.length ? s[Math.min(s.length - 1, Math.floor(p * s.length))] : NaN; }
function rssMb(pid) {
  try { return Number(fs.readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/)[1]) / 1024; } catch { return NaN; }
}
const q = (sql) => execFileSync('sqlite3', ['-cmd', '.timeout 5000', db, sql], { encoding: 'utf8' }).trim();

let base;
async function main() {
  const cores = os.cpus().length;
  console.log(`the rush: ${SUBMITTERS} students submit within ${RUSH_SECONDS} s while ${BROWSERS} browse; ${cores} cores`);
  const alone = baseline();
  execFileSync(SERVER, ['init', db, '--game', 'madmax', '--seed', '1', '--upload-interval', '0'], { stdio: 'pipe' });
  const logins = [];
  for (let k = 0; k < SUBMITTERS + BROWSERS; k++) logins.push(`s${k}`);
  fs.writeFileSync(path.join(tmp, 'class.csv'), logins.join('\n') + '\n');
  const tUsers = now();
  const pw = Object.fromEntries(execFileSync(SERVER, ['users', db, path.join(tmp, 'class.csv')], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })
    .trim().split('\n').map((l) => l.split(',')));
  const usersSeconds = (now() - tUsers) / 1000;
  const server = spawn(SERVER, ['serve', db, '--port', '0', ...(process.env.JOBS ? ['--jobs', process.env.JOBS] : [])],
    { stdio: ['ignore', 'pipe', 'inherit'] });
  base = await new Promise((resolve) => {
    let text = '';
    server.stdout.on('data', (d) => { text += d; const m = text.match(/on (http:\/\/[^ ]*)\//); if (m) resolve(m[1]); });
  });
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
    while (!done) {
      await u.req('GET', k % 2 ? '/standings' : '/');
      await sleep(1500 + Math.random() * 1000);
    }
  });
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
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));

  console.log('\n     t   sent  not judged yet  matches queued  server MB');
  for (const s of samples) console.log(`${s.t.toFixed(0).padStart(6)} ${String(s.submitted).padStart(6)} ${String(s.left).padStart(15)} ${String(s.jobs).padStart(15)} ${s.rss.toFixed(1).padStart(10)}`);
  const states = q("select state, count(*) from submissions group by state").replace(/\n/g, ', ').replace(/\|/g, ': ');
  const fmt = (a) => `p50 ${percentile(a, 0.5).toFixed(1)} ms, p99 ${percentile(a, 0.99).toFixed(1)} ms, max ${Math.max(...a).toFixed(1)} ms (${a.length})`;
  console.log(`\naccounts: ${SUBMITTERS + BROWSERS} made in ${usersSeconds.toFixed(1)} s (Argon2id)`);
  console.log(`every submission judged ${judged.toFixed(0)} s after the rush began (target: 300 s); ${states}`);
  console.log(`baseline: the same work alone, shared among ${cores} cores: ${ideal.toFixed(0)} s ` +
    `(check+compile C ${alone.c.toFixed(2)} s, C++ ${alone.cc.toFixed(2)} s, refused ${alone.bad.toFixed(2)} s; a match ${alone.match.toFixed(2)} s)`);
  console.log(`pages (GET /, /standings): ${fmt(times.page)} (target: p99 < 100 ms)`);
  console.log(`uploads: ${fmt(times.submit)}`);
  console.log(`logins (Argon2id, two at a time by design): ${fmt(times.login)}`);
  console.log(`server memory: peak ${peak.toFixed(1)} MB (target < 100 MB); answers >= 400: ${errors}`);
  fs.rmSync(tmp, { recursive: true, force: true });
}
main().catch((e) => { console.error(e); process.exit(1); });
