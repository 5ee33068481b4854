// Child process for the observability benchmark: serves the full Metagame app on DATABASE_URL with
// the environment's METRICS_ENABLED, seeds one user, and reports its URL and login as JSON.
import { RequestContext } from '@mikro-orm/core';
import { createApp, listen, loadConfig, openRuntime } from '@metagame/hosts';
import { RegisterUser } from '@metagame/core/identity/use-cases/register-user';

for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => process.exit(0));
const quiet = { info() {}, warn() {}, error() {} };

const config = loadConfig({ ...process.env, RATE_LIMIT_ENABLED: 'false', LOG_LEVEL: 'silent' });
const runtime = await openRuntime(config, { migrate: true, logger: quiet });
const email = `bench-${process.pid}-${Date.now()}@example.com`;
const password = 'Bench-Password-123!';
await RequestContext.create(runtime.orm.em, () =>
  runtime.container
    .get(RegisterUser)
    .execute({ email, password, role: 'user', isVerified: true, isActive: true, displayName: null }),
);
const { app } = createApp(runtime.container);
const server = await listen(app, '127.0.0.1', 0);
process.stdout.write(JSON.stringify({ url: server.url, email, password, metrics: config.metrics.enabled }) + '\n');
