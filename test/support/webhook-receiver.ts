import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedWebhook {
  readonly path: string;
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
}

/**
 * A webhook endpoint on loopback: keeps every POST it gets, and answers what `answer` says (200 by
 * default), so a suite can make it fail and then recover.
 */
export class WebhookReceiver {
  readonly received: ReceivedWebhook[] = [];
  answer: (hit: ReceivedWebhook) => number = () => 200;

  private constructor(
    private readonly server: Server,
    readonly url: string,
  ) {}

  static async start(): Promise<WebhookReceiver> {
    const holder: { receiver?: WebhookReceiver } = {};
    const server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const hit = { path: req.url ?? '/', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') };
        holder.receiver!.received.push(hit);
        res.statusCode = holder.receiver!.answer(hit);
        res.end('ok');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    holder.receiver = new WebhookReceiver(server, `http://127.0.0.1:${port}`);
    return holder.receiver;
  }

  /** What reached `path`, in arrival order. */
  at(path: string): ReceivedWebhook[] {
    return this.received.filter((hit) => hit.path === path);
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
