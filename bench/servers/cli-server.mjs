// Child process wrapper for benchmarks that need the real CLI server (`metagame serve`): prepares the
// database, creates an admin from stdin, starts serve with the given args and reports its URL and
// the server's process ids (primary first) as one JSON line.
import { spawn, spawnSync } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const cli = fileURLToPath(new URL('../../hosts/dist/cli/main.js', import.meta.url));
const password = 'Bench-Password-123!';
const email = `bench-${Date.now()}@example.com`;
const env = { ...process.env, RATE_LIMIT_ENABLED: 'false', LOG_LEVEL: 'info', PORT: '0' };

spawnSync(process.execPath, [cli, 'migrate'], { env, stdio: 'ignore' });
spawnSync(process.execPath, [cli, 'create-admin', '--email', email], { env, input: `${password}\n`, stdio: ['pipe', 'ignore', 'inherit'] });
const server = spawn(process.execPath, [cli, 'serve', ...process.argv.slice(2)], { env, stdio: ['ignore', 'pipe', 'inherit'] });
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
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => { server.kill('SIGTERM'); server.once('exit', () => process.exit(0)); });
