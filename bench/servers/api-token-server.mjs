// Child process for the API token benchmark: the full Metagame app with the request limits on (the
// per-token counter is part of the token path; its limit is set out of reach), one seeded user,
// reporting its URL and login on stdout as JSON.
import { RequestContext } from '@mikro-orm/core';
import { createApp, listen, loadConfig, openRuntime } from '@metagame/hosts';
import { RegisterUser } from '@metagame/core/identity/use-cases/register-user';

for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => process.exit(0));
const quiet = { info() {}, warn() {}, error() {} };

const config = loadConfig({
  ...process.env,
  RATE_LIMIT_ENABLED: process.env.RATE_LIMIT_ENABLED ?? 'true',
  RATE_LIMIT_API_REQUESTS_PER_TOKEN: '1000000000/60',
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
