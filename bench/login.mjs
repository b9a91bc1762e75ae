// bench/login.mjs — a class logging in at once, on bin/arena-server: a course with
// STUDENTS students (default 50); each opens the login page (its own form cookie and CSRF
// field), then all of them post the form at the same moment, ROUNDS times (default 3).
// Prints each round's and all rounds' login times (p50, p95, p99, max; a login: from the
// POST sent to its answer, a 303 to the home page) next to a baseline measured in the same
// run: one login alone (median of 7, one after the other) and one hash's CPU time
// (bench/argon2.c, for each setting OWASP lists), and what the batch would take if the
// server did nothing else, a queue of them on every core (x ceil(STUDENTS / cores)). Then
// once more with every student's hash of the former setting (19 MiB, 2 passes): the first
// logins after the change, each checking the old hash (and hashing anew when no other
// hash waits).
// Goal (issue 41): p99 under 1 s for 50 at once on 2 cores.
//   node bench/login.mjs [--port N]     (STUDENTS=N ROUNDS=N; SERVER=another build of arena-server)
// Its course is removed at the end, after a failure, and on SIGINT or SIGTERM (bench/serve.mjs).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cleanUp, listening, portOption, serve, stop, temporaryFolder } from './serve.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SERVER = process.env.SERVER || path.join(ROOT, 'bin', 'arena-server'); // SERVER=another build to compare
const HASHER = path.join(ROOT, 'build', 'bench', 'argon2'); // bench/argon2.c
const STUDENTS = Number(process.env.STUDENTS || 50);
const ROUNDS = Number(process.env.ROUNDS || 3);
const PORT = portOption(process.argv.slice(2), 'bench/login.mjs');
const tmp = temporaryFolder('arena-login-');
const db = path.join(tmp, 'course.db');
const now = () => performance.now();

// where this machine cannot sandbox, the server refuses to start without saying so
// (tests/lib/server.sh does the same): logging in compiles and plays nothing
function unsandboxed() {
  const flags = [];
  try { execFileSync(path.join(ROOT, 'tools', 'arena-sandbox'), ['--probe'], { stdio: 'pipe' }); } catch { flags.push('--unsandboxed-compiles'); }
  try { execFileSync(path.join(ROOT, 'bin', 'madmax'), ['--check-walls'], { stdio: 'pipe' }); } catch { flags.push('--unsandboxed-players'); }
  return flags;
}

let base;
async function form(student) { // the login page: its cookie and CSRF field
  // again once if the connection kept from before was closed meanwhile (the server closes
  // one idle 5 s), as a browser does
  const r = await fetch(`${base}/`).catch(() => fetch(`${base}/`));
  const text = await r.text();
  const cookie = (r.headers.get('set-cookie') || '').match(/arena_login=[0-9a-f]+/);
  const csrf = text.match(/name="csrf" value="([0-9a-f]+)"/);
  if (!cookie || !csrf) throw new Error('the login page has no form cookie or CSRF field');
  return { cookie: cookie[0], body: new URLSearchParams({ csrf: csrf[1], login: student.login, password: student.password }) };
}
async function login(f) { // seconds, or throws unless it worked
  const t = now();
  const r = await fetch(`${base}/login`, { method: 'POST', body: f.body, headers: { cookie: f.cookie }, redirect: 'manual' });
  await r.text();
  const s = (now() - t) / 1000;
  if (r.status !== 303) throw new Error(`a login answered ${r.status}`);
  return s;
}
const pct = (xs, p) => { const s = [...xs].sort((a, b) => a - b); return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]; };
const ms = (s) => `${(s * 1000).toFixed(0)} ms`;
// the server's CPU seconds so far (Linux: /proc, in clock ticks of 1/100 s)
const cpu = (pid) => { try { const f = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(f[11]) + Number(f[12])) / 100; } catch { return NaN; } };
const line = (xs) => `p50 ${ms(pct(xs, 50))}, p95 ${ms(pct(xs, 95))}, p99 ${ms(pct(xs, 99))}, max ${ms(pct(xs, 100))}`;

async function main() {
  if (!fs.existsSync(HASHER)) execFileSync('make', ['--no-print-directory', '-C', ROOT, 'build/bench/argon2'], { stdio: 'ignore' });
  const cores = os.availableParallelism ? os.availableParallelism() : os.cpus().length;
  execFileSync(SERVER, ['init', db, '--game', 'madmax', '--seed', '1'], { stdio: 'pipe' });
  const logins = Array.from({ length: STUDENTS }, (_, k) => `s${k}`);
  fs.writeFileSync(path.join(tmp, 'class.csv'), logins.join('\n') + '\n');
  const students = execFileSync(SERVER, ['users', db, path.join(tmp, 'class.csv')], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })
    .trim().split('\n').map((l) => { const [login, password] = l.split(','); return { login, password }; });
  const params = execFileSync('sqlite3', [db, "select password from users where login = 's0'"], { encoding: 'utf8' })
    .match(/\$m=[^$]*/)?.[0].slice(1);
  // the class comes from 127.0.0.1: the per-address connection limit is the class's
  const server = serve(SERVER, ['serve', db, '--port', PORT, '--connections-per-address', String(4 * STUDENTS + 8), ...unsandboxed()]);
  try {
    base = await listening(server);
    console.log(`${STUDENTS} logins at once, ${ROUNDS} rounds; ${cores} cores; Argon2id ${params}; load before: ${os.loadavg()[0].toFixed(2)}`);
    // one hash's CPU time for each setting OWASP lists as the same defence
    const hashMs = Object.fromEntries(execFileSync(HASHER, ['time'], { encoding: 'utf8' }).trim().split('\n').map((l) => l.split(' ')));
    console.log(`one hash's CPU time (median of 15): ${Object.entries(hashMs).map(([k, v]) => `${k} ${v} ms`).join(', ')}`);
    const alone = [];
    for (let k = 0; k < 7; k++) alone.push(await login(await form(students[k % STUDENTS])));
    const one = pct(alone, 50), batches = Math.ceil(STUDENTS / cores);
    console.log(`baseline: one login alone ${ms(one)} (median of 7); ${STUDENTS} of them ${cores} at a time: the last ` +
                `after ${ms(one * batches)}; the hashes alone (${hashMs[params]} ms each): ${ms((hashMs[params] / 1000) * batches)}`);
    const batch = async () => {
      const forms = await Promise.all(students.map(form));
      const t = now();
      const times = await Promise.all(forms.map(login));
      return { times, all: (now() - t) / 1000 };
    };
    const all = [];
    const cpu0 = cpu(server.pid);
    for (let round = 1; round <= ROUNDS; round++) {
      const { times, all: took } = await batch();
      all.push(...times);
      console.log(`round ${round}: ${line(times)} (all in by ${ms(took)})`);
    }
    console.log(`all ${all.length} logins: ${line(all)} (goal: p99 under 1 s); the server's CPU per login ` +
                `${ms((cpu(server.pid) - cpu0) / all.length)}; load after: ${os.loadavg()[0].toFixed(2)}`);
    // the first logins after the setting changed: every student's hash made again with
    // the former one (19 MiB, 2 passes); each login checks it, and hashes anew if no
    // other hash waits (the server's rule: one hash each in a rush)
    const old = execFileSync(HASHER, ['hash', '2', '19456'], { input: students.map((s) => s.password).join('\n') + '\n', encoding: 'utf8' })
      .trim().split('\n');
    const sql = students.map((s, k) => `update users set password = '${old[k]}' where login = '${s.login}';`).join('\n');
    execFileSync('sqlite3', ['-cmd', '.timeout 5000', db], { input: `begin;\n${sql}\ncommit;\n` });
    const { times, all: took } = await batch();
    const left = execFileSync('sqlite3', [db, "select count(*) from users where password like '%m=19456,t=2,%'"], { encoding: 'utf8' }).trim();
    console.log(`after a change from m=19456,t=2,p=1 (each login checks the old hash): ${line(times)} (all in by ` +
                `${ms(took)}); made anew with today's setting, when no other hash waited: ${STUDENTS - left} of ${STUDENTS}`);
  } finally {
    await stop(server);
  }
}
main().catch((e) => { console.error(`bench/login.mjs: ${e.message}`); process.exitCode = 1; }).finally(cleanUp);
