// Child process for the card-data benchmark. `import <source>`: runs the real import job (the same
// BeginImport + RunImport the CLI runs) against DATABASE_URL / CARD_DATA_BASE_URL and prints its
// figures. `read <uuid,…>`: serves the real app and measures GET /cards/{uuid}/prices sequentially.
// Each run is its own process so maxRSS is the import's own peak.
import { RequestContext } from '@mikro-orm/core';
import { createApp, listen, loadConfig, openRuntime } from '@metagame/hosts';
import { BeginImport } from '@metagame/core/card-data/use-cases/begin-import';
import { RunImport } from '@metagame/core/card-data/use-cases/run-import';

const [mode, arg] = process.argv.slice(2);
const quiet = { info() {}, warn() {}, error() {} };
const config = loadConfig({ ...process.env, RATE_LIMIT_ENABLED: 'false', LOG_LEVEL: 'silent', ENVIRONMENT: 'bench' });
const runtime = await openRuntime(config, { migrate: true, logger: quiet });
let peakSampled = 0;
const sampler = setInterval(() => (peakSampled = Math.max(peakSampled, process.memoryUsage().rss)), 50);

if (mode === 'import') {
  const started = performance.now();
  // Seconds per phase, from the job's own progress reports.
  const phases = {};
  let phase = null;
  let phaseStarted = started;
  const onProgress = (status) => {
    if (status.phase === phase) return;
    const now = performance.now();
    if (phase) phases[phase] = (now - phaseStarted) / 1000;
    phase = status.phase;
    phaseStarted = now;
  };
  const final = await RequestContext.create(runtime.orm.em, async () => {
    const begun = await runtime.container.get(BeginImport).execute({ source: arg, force: true });
    if (!begun.ok) throw new Error(begun.error.message);
    return runtime.container.get(RunImport).execute({ owner: begun.value.owner, source: arg, force: true, onProgress });
  });
  const seconds = (performance.now() - started) / 1000;
  if (final.state !== 'succeeded') throw new Error(`import ${final.state}: ${final.message}`);
  print({ seconds, phases, counts: final.counts, maxRssMb: process.resourceUsage().maxRSS / 1024 });
} else {
  const uuids = arg.split(',');
  const { app } = createApp(runtime.container);
  const server = await listen(app, '127.0.0.1', 0);
  const timings = [];
  for (let i = 0; i < 2_000; i++) {
    const t = performance.now();
    const res = await fetch(`${server.url}/api/v1/cards/${uuids[i % uuids.length]}/prices`);
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`GET prices answered ${res.status}`);
    timings.push(performance.now() - t);
  }
  timings.sort((a, b) => a - b);
  await server.stop(100);
  print({ p50: timings[Math.floor(timings.length * 0.5)], p99: timings[Math.floor(timings.length * 0.99)] });
}

function print(figures) {
  clearInterval(sampler);
  process.stdout.write(JSON.stringify({ ...figures, sampledPeakRssMb: peakSampled / 2 ** 20 }) + '\n');
  void runtime.close().then(() => process.exit(0));
}
