// The identity benchmark's baseline: a bare Express hello-JSON and nothing else, so the same file
// runs on the bench's Node 24 and on the machine's older Node (it imports only express; the app's
// packages load MikroORM 7, which needs Node 22+). Same server settings as the app's `listen`.
// Prints {url, node} as one JSON line.
import { createServer } from 'node:http';
import express from 'express';

for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => process.exit(0));
const app = express();
app.disable('x-powered-by');
app.get('/hello', (_req, res) => res.json({ hello: 'world' }));
const server = createServer(app);
server.keepAliveTimeout = 5_000;
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(
    JSON.stringify({ url: `http://127.0.0.1:${server.address().port}`, node: process.version }) + '\n',
  );
});
