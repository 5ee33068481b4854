// Child process for the card-search benchmark: serves the real app on DATABASE_URL and times the
// request groups of the JSON file given as argument, one request at a time (after a warm-up),
// printing p50 / p99 / max per group and the statuses seen.
import { readFileSync } from 'node:fs';
import { createApp, listen, loadConfig, openRuntime } from '@metagame/hosts';

const groups = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const quiet = { info() {}, warn() {}, error() {}, debug() {} };
const config = loadConfig({ ...process.env, RATE_LIMIT_ENABLED: 'false', LOG_LEVEL: 'silent', ENVIRONMENT: 'bench' });
const runtime = await openRuntime(config, { migrate: true, logger: quiet });
const { app } = createApp(runtime.container);
const server = await listen(app, '127.0.0.1', 0);

const send = async ({ method = 'GET', path, body }) => {
  const res = await fetch(
    `${server.url}${path}`,
    body ? { method, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) } : { method },
  );
  await res.arrayBuffer();
  return res.status;
};
const pct = (sorted, p) =>
  Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] * 100) / 100;

const figures = {};
for (const group of groups) {
  for (const request of group.requests.slice(0, 20)) await send(request);
  const times = [];
  const statuses = {};
  const perLabel = {};
  for (let round = 0; round < (group.rounds ?? 1); round++) {
    for (const request of group.requests) {
      const started = performance.now();
      const status = await send(request);
      const ms = performance.now() - started;
      times.push(ms);
      statuses[status] = (statuses[status] ?? 0) + 1;
      if (request.label) (perLabel[request.label] ??= []).push(ms);
    }
  }
  times.sort((a, b) => a - b);
  figures[group.name] = {
    samples: times.length,
    p50: pct(times, 50),
    p99: pct(times, 99),
    max: pct(times, 100),
    statuses,
  };
  if (Object.keys(perLabel).length) {
    figures[group.name].slowestP99 = Object.entries(perLabel)
      .map(([label, t]) => [
        label,
        pct(
          t.sort((a, b) => a - b),
          99,
        ),
      ])
      .sort((a, b) => b[1] - a[1])
      .slice(0, 3);
  }
}
await server.stop(100);
process.stdout.write(JSON.stringify(figures) + '\n');
void runtime.close().then(() => process.exit(0));
