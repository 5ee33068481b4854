import { Agent as HttpAgent, request as httpRequest, type IncomingMessage } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { Webhook } from 'standardwebhooks';
import type { DeliveryAttemptOutcome, SignedPost, WebhookSender } from '@metagame/core';
import { forbiddenAddress, hostOf, isAddressLiteral, type WebhookAddressRules } from './address-rules.js';
import { systemResolve, type ResolveHost } from './dns-webhook-address-policy.js';

/** One attempt's bound: connecting, sending and the answer's status line and body all within it. */
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** The answer's body is read (to free the socket) but only this much is kept, for the error text. */
const KEPT_BODY_BYTES = 200;

class ForbiddenAddress extends Error {}

/**
 * Sends a signed POST (Standard Webhooks headers, HMAC-SHA256 by the `standardwebhooks` package) with
 * node's own client: no redirect is followed (a 3xx is a failure), and the connection goes only to
 * an address checked here, after resolving: the name is resolved once, for the connection itself,
 * so a name that resolves to a public address at registration and to a private one now (DNS
 * rebinding) is refused before any byte is sent.
 */
export class HttpWebhookSender implements WebhookSender {
  private readonly lookup: LookupFunction;
  /** Kept-alive connections per endpoint, each made through the checked lookup. */
  private readonly agents: { readonly http: HttpAgent; readonly https: HttpsAgent };

  constructor(
    private readonly rules: WebhookAddressRules,
    resolve: ResolveHost = systemResolve,
    private readonly timeoutMs = WEBHOOK_TIMEOUT_MS,
  ) {
    this.lookup = pinnedLookup(rules, resolve);
    const options = { keepAlive: true, lookup: this.lookup, maxSockets: 8 };
    this.agents = { http: new HttpAgent(options), https: new HttpsAgent(options) };
  }

  async send(post: SignedPost): Promise<DeliveryAttemptOutcome> {
    let url: URL;
    try {
      url = new URL(post.url);
    } catch {
      return { ok: false, status: null, error: 'The URL is not valid.' };
    }
    const host = hostOf(url);
    const literalRange = isAddressLiteral(host) && !this.rules.allowPrivate ? forbiddenAddress(host) : null;
    if (literalRange !== null) return { ok: false, status: null, error: `Refused address ${host} (${literalRange}).` };
    const headers = {
      'content-type': 'application/json',
      'user-agent': 'Metagame-Webhooks/1',
      'webhook-id': post.messageId,
      'webhook-timestamp': String(Math.floor(post.sentAt.getTime() / 1000)),
      'webhook-signature': new Webhook(post.secret).sign(post.messageId, post.sentAt, post.payload),
    };
    try {
      const { status, body } = await this.post(url, headers, post.payload);
      if (status >= 200 && status < 300) return { ok: true, status };
      return { ok: false, status, error: `HTTP ${status}${body ? `: ${body}` : ''}` };
    } catch (error) {
      const reason = error instanceof ForbiddenAddress ? error.message : describe(error, this.timeoutMs);
      return { ok: false, status: null, error: reason };
    }
  }

  private post(url: URL, headers: Record<string, string>, payload: string): Promise<{ status: number; body: string }> {
    const https = url.protocol === 'https:';
    if (!https && url.protocol !== 'http:') return Promise.reject(new Error(`Unsupported scheme ${url.protocol}`));
    const request = https ? httpsRequest : httpRequest;
    return new Promise((resolve, reject) => {
      const req = request(url, {
        method: 'POST',
        headers: { ...headers, 'content-length': String(Buffer.byteLength(payload)) },
        lookup: this.lookup,
        signal: AbortSignal.timeout(this.timeoutMs),
        agent: https ? this.agents.https : this.agents.http,
      });
      req.on('error', reject);
      req.on('response', (res: IncomingMessage) => {
        const kept: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          if (size < KEPT_BODY_BYTES) kept.push(chunk);
          size += chunk.length;
        });
        res.on('error', reject);
        res.on('end', () => {
          const body = Buffer.concat(kept).toString('utf8').slice(0, KEPT_BODY_BYTES).replace(/\s+/g, ' ').trim();
          resolve({ status: res.statusCode ?? 0, body });
        });
      });
      req.end(payload);
    });
  }
}

/** A `lookup` for node's client that resolves with `resolve` and hands it only allowed addresses. */
function pinnedLookup(rules: WebhookAddressRules, resolve: ResolveHost): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname).then(
      (found) => {
        const allowed = rules.allowPrivate ? found : found.filter((address) => forbiddenAddress(address) === null);
        const first = allowed[0];
        if (first === undefined) {
          const shown = found.map((address) => `${address} (${forbiddenAddress(address) ?? 'unicast'})`).join(', ');
          callback(new ForbiddenAddress(`Refused: ${hostname} resolves to ${shown || 'nothing'}.`), '', 0);
          return;
        }
        const entries = allowed.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
        if (options.all) callback(null, entries);
        else callback(null, first, entries[0]!.family);
      },
      (error: unknown) => callback(error as NodeJS.ErrnoException, '', 0),
    );
  };
}

function describe(error: unknown, timeoutMs: number): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'))
    return `Timed out after ${timeoutMs / 1000} s.`;
  const code = (error as { code?: unknown }).code;
  const message = error instanceof Error ? error.message : String(error);
  return typeof code === 'string' ? `${code}: ${message}` : message;
}
