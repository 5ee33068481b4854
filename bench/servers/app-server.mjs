// Child process for benchmarks that measure a server apart from its client: the full Metagame app on
// DATABASE_URL (migrated here if it is not yet), request limits off, reporting its URL on stdout as
// JSON. The client's own work (decompressing and parsing answers) then stays out of the server's
// event loop, as it does for every real client.
import { createApp, listen, loadConfig, openRuntime } from '@metagame/hosts';

for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => process.exit(0));
const quiet = { info() {}, warn() {}, error() {} };

const config = loadConfig({ ...process.env, RATE_LIMIT_ENABLED: 'false', LOG_LEVEL: 'silent' });
const runtime = await openRuntime(config, { migrate: true, logger: quiet });
const { app } = createApp(runtime.container);
const server = await listen(app, '127.0.0.1', 0);
process.stdout.write(JSON.stringify({ url: server.url, node: process.version }) + '\n');
