// Child process for the signup benchmark: the full app plus a loopback SMTP sink in one process,
// and a side port whose GET /settle waits for background emails and reports how many arrived.
// Prints {url, control} as JSON on stdout. Settings come from the environment.
import { createServer } from 'node:http';
import { SMTPServer } from 'smtp-server';
import { createApp, listen, loadConfig, openRuntime, TOKENS } from '@metagame/hosts';

for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => process.exit(0));
let delivered = 0;
const sink = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  disableReverseLookup: true,
  onData(stream, _session, callback) {
    stream.on('data', () => {});
    stream.on('end', () => {
      delivered += 1;
      callback();
    });
  },
});
await new Promise((resolve) => sink.listen(0, '127.0.0.1', resolve));
const smtp = { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(sink.server.address().port), SMTP_USE_TLS: 'false' };
const config = loadConfig({
  ...process.env,
  ...smtp,
  ENVIRONMENT: 'test',
  RATE_LIMIT_ENABLED: 'false',
  LOG_LEVEL: 'silent',
});
const quiet = { info() {}, warn() {}, error() {} };
const runtime = await openRuntime(config, { migrate: true, logger: quiet });
const server = await listen(createApp(runtime.container).app, '127.0.0.1', 0);
const control = createServer(async (_req, res) => {
  await runtime.container.get(TOKENS.BackgroundTasks).idle();
  res.end(JSON.stringify({ delivered }));
});
await new Promise((resolve) => control.listen(0, '127.0.0.1', resolve));
process.stdout.write(JSON.stringify({ url: server.url, control: `http://127.0.0.1:${control.address().port}` }) + '\n');
