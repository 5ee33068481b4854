// Child process for benchmarks that measure a server apart from its client: serves the full Metagame
// app on DATABASE_URL (migrated here if it is not yet), seeds one user, and reports its URL and a
// login on stdout as JSON. Request limits are off unless the environment turns them on (the API token
// benchmark does: the per-token counter is part of the token path). The client's own work
// (decompressing and parsing answers) stays out of the server's event loop, as for any real client.
// (The bare-Express baseline is bare-express.mjs.)
import { RequestContext } from '@mikro-orm/core';
import { createApp, listen, loadConfig, openRuntime } from '@metagame/hosts';
import { RegisterUser } from '@metagame/core/identity/use-cases/register-user';

for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => process.exit(0));
const quiet = { info() {}, warn() {}, error() {} };

const config = loadConfig({
  ...process.env,
  RATE_LIMIT_ENABLED: process.env.RATE_LIMIT_ENABLED ?? 'false',
  LOG_LEVEL: 'silent',
});
const runtime = await openRuntime(config, { migrate: true, logger: quiet });
const email = `bench-${Date.now()}@example.com`;
const password = 'Bench-Password-123!';
await RequestContext.create(runtime.orm.em, () =>
  runtime.container
    .get(RegisterUser)
    .execute({ email, password, role: 'user', isVerified: true, isActive: true, displayName: null }),
);
const { app } = createApp(runtime.container);
const server = await listen(app, '127.0.0.1', 0);
process.stdout.write(JSON.stringify({ url: server.url, email, password, node: process.version }) + '\n');
