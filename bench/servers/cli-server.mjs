// Child process wrapper for benchmarks that need the real CLI server (`metagame serve`): prepares the
// database, creates an admin from stdin, starts serve with the given args and reports its URL and
// the server's process ids (primary first) as one JSON line.
//
// With METAGAME_BENCH_MEMORY_FILE set, the server also runs with --expose-gc and a probe: on SIGUSR2 it
// forces a full GC, waits a second (V8 hands freed pages back to the OS in the background) and writes
// process.memoryUsage() as JSON to that file. The soak uses it to compare retained memory, not the
// height of the GC sawtooth at the moment it happens to sample.
import { spawn, spawnSync } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const cli = fileURLToPath(new URL('../../hosts/dist/cli/main.js', import.meta.url));
const password = 'Bench-Password-123!';
const email = `bench-${Date.now()}@example.com`;
const env = { ...process.env, RATE_LIMIT_ENABLED: 'false', LOG_LEVEL: 'info', PORT: '0' };

spawnSync(process.execPath, [cli, 'migrate'], { env, stdio: 'ignore' });
spawnSync(process.execPath, [cli, 'create-admin', '--email', email], {
  env,
  input: `${password}\n`,
  stdio: ['pipe', 'ignore', 'inherit'],
});
const probe = `
import { renameSync, writeFileSync } from 'node:fs';
const file = process.env.METAGAME_BENCH_MEMORY_FILE;
process.on('SIGUSR2', () => {
  gc(); gc();
  setTimeout(() => { writeFileSync(file + '.tmp', JSON.stringify(process.memoryUsage())); renameSync(file + '.tmp', file); }, 1000);
});`;
const probeArgs = process.env.METAGAME_BENCH_MEMORY_FILE
  ? ['--expose-gc', '--import', `data:text/javascript,${encodeURIComponent(probe)}`]
  : [];
const server = spawn(process.execPath, [...probeArgs, cli, 'serve', ...process.argv.slice(2)], {
  env,
  stdio: ['ignore', 'pipe', 'inherit'],
});
const lines = createInterface({ input: server.stdout });
let reported = false;
lines.on('line', (line) => {
  if (reported) return;
  const parsed = JSON.parse(line);
  if (parsed.url) {
    reported = true;
    process.stdout.write(JSON.stringify({ url: parsed.url, email, password, serverPid: server.pid }) + '\n');
  }
});
for (const signal of ['SIGINT', 'SIGTERM'])
  process.once(signal, () => {
    server.kill('SIGTERM');
    server.once('exit', () => process.exit(0));
  });
