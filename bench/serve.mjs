// bench/serve.mjs — what the course server's benches share (server.mjs, login.mjs): their
// --port option, a server started and its address, and their temporary course removed
// however the bench ends (its end, a failure, SIGINT or SIGTERM), the servers it started
// stopped first: a bench that fails leaves neither a course nor a server behind.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// --port N (or --port=N): the server's port, '0' (any free one) if not given; anything
// else is a usage error (exit 2).
export function portOption(argv, program) {
  let port = '0';
  for (let k = 0; k < argv.length; k++) {
    const m = argv[k].match(/^--port(?:=(.*))?$/);
    if (!m) {
      console.error(`error: unknown argument '${argv[k]}' (usage: node ${program} [--port N])`);
      process.exit(2);
    }
    port = m[1] !== undefined ? m[1] : argv[++k];
    if (!/^\d+$/.test(port || '') || Number(port) > 65535) {
      console.error(`error: --port '${port}': a port, 0 to 65535`);
      process.exit(2);
    }
  }
  return port;
}

const servers = new Set();
const folders = new Set();

// A temporary folder of the bench's (removed by cleanUp).
export function temporaryFolder(prefix) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  folders.add(dir);
  return dir;
}

// The servers still running killed, the temporary folders removed.
export function cleanUp() {
  for (const s of servers) s.kill('SIGKILL');
  for (const dir of folders) fs.rmSync(dir, { recursive: true, force: true });
  folders.clear();
}
for (const sig of ['SIGINT', 'SIGTERM'])
  process.on(sig, () => { console.error(`\n${sig}: the bench stops, its course removed`); cleanUp(); process.exit(130); });

// bin/arena-server serve ARGS..., its standard output piped (for its address).
export function serve(program, args) {
  const server = spawn(program, args, { stdio: ['ignore', 'pipe', 'inherit'] });
  servers.add(server);
  server.once('exit', () => servers.delete(server));
  return server;
}

// The server's address once it says it serves; a server that exits first (its port
// taken...) fails the bench.
export function listening(server) {
  return new Promise((resolve, reject) => {
    let text = '';
    server.stdout.on('data', (d) => {
      text += d;
      const m = text.match(/on (http:\/\/[^ ]*)\//);
      if (m) resolve(m[1]);
    });
    server.once('exit', (code) => reject(new Error(`the server exited with ${code} before it served`)));
  });
}

// SIGTERM, and its end (at once if it has ended).
export async function stop(server) {
  if (!servers.has(server)) return;
  const ended = new Promise((r) => server.once('exit', r));
  server.kill('SIGTERM');
  await ended;
}
