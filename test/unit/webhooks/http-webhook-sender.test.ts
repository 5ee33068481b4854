import { createServer, type AddressInfo, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Webhook as Verifier } from 'standardwebhooks';
import { HttpWebhookSender } from '@metagame/adapters';
import { WebhookReceiver } from '../../support/webhook-receiver.js';

const SECRET = `whsec_${Buffer.alloc(24, 9).toString('base64')}`;
const post = (url: string) => ({
  url,
  messageId: '00000000-0000-4000-a000-000000000001',
  sentAt: new Date(),
  payload: '{"type":"match.recorded","timestamp":"2026-06-01T08:00:00.000Z","data":{}}',
  secret: SECRET,
});
/** A resolver under the test's control: every name resolves to loopback, as a rebinding attacker's would. */
const toLoopback = async () => ['127.0.0.1'];

describe('HttpWebhookSender', () => {
  let receiver: WebhookReceiver;
  let port: string;
  beforeAll(async () => {
    receiver = await WebhookReceiver.start();
    port = new URL(receiver.url).port;
  });
  afterAll(async () => receiver?.stop());

  it('signs so the Standard Webhooks verifier accepts the post, when private addresses are allowed', async () => {
    const sender = new HttpWebhookSender({ allowHttp: true, allowPrivate: true }, toLoopback);
    expect(await sender.send(post(`http://hooks.test:${port}/ok`))).toEqual({ ok: true, status: 200 });
    const [hit] = receiver.at('/ok');
    expect(new Verifier(SECRET).verify(hit!.body, hit!.headers as Record<string, string>)).toMatchObject({
      type: 'match.recorded',
    });
  });

  it('refuses a name that resolves to a private address at send time, and sends nothing (DNS rebinding)', async () => {
    const sender = new HttpWebhookSender({ allowHttp: true, allowPrivate: false }, toLoopback);
    const outcome = await sender.send(post(`http://rebound.test:${port}/rebound`));
    expect(outcome).toMatchObject({ ok: false, status: null });
    expect(outcome.ok ? '' : outcome.error).toContain('127.0.0.1 (loopback)');
    expect(receiver.at('/rebound')).toEqual([]);
  });

  it('refuses a private address literal without connecting', async () => {
    const sender = new HttpWebhookSender({ allowHttp: true, allowPrivate: false }, toLoopback);
    expect(await sender.send(post(`http://[::ffff:127.0.0.1]:${port}/literal`))).toMatchObject({ ok: false });
    expect(receiver.at('/literal')).toEqual([]);
  });

  it('does not follow a redirect: a 3xx is a failed attempt', async () => {
    receiver.answer = (hit) => (hit.path === '/moved' ? 302 : 200);
    const sender = new HttpWebhookSender({ allowHttp: true, allowPrivate: true }, toLoopback);
    expect(await sender.send(post(`http://hooks.test:${port}/moved`))).toMatchObject({ ok: false, status: 302 });
    expect(receiver.received.filter((hit) => hit.path !== '/moved' && hit.path !== '/ok')).toEqual([]);
    receiver.answer = () => 200;
  });

  it('gives up on an endpoint that does not answer within the timeout', async () => {
    const silent = await new Promise<Server>((resolve) => {
      const server = createServer(() => {}).listen(0, '127.0.0.1', () => resolve(server));
    });
    const silentPort = (silent.address() as AddressInfo).port;
    const sender = new HttpWebhookSender({ allowHttp: true, allowPrivate: true }, toLoopback, 200);
    const outcome = await sender.send(post(`http://hooks.test:${silentPort}/slow`));
    expect(outcome).toMatchObject({ ok: false, status: null });
    expect(outcome.ok ? '' : outcome.error).toMatch(/Timed out/);
    silent.close();
  });
});
