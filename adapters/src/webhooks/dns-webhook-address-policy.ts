import { lookup } from 'node:dns/promises';
import type { WebhookAddressPolicy } from '@metagame/core';
import { forbiddenAddress, hostOf, isAddressLiteral, type WebhookAddressRules } from './address-rules.js';

/** Every address a host name resolves to (the system resolver, as connections use it). */
export type ResolveHost = (host: string) => Promise<readonly string[]>;

export const systemResolve: ResolveHost = async (host) =>
  (await lookup(host, { all: true, verbatim: true })).map((entry) => entry.address);

/**
 * The registration check of a webhook URL: a URL, https (or http when allowed), no credentials in
 * it, and a host whose every address is public (unless private ones are allowed). The sender checks
 * the address it connects to again, since a name may resolve elsewhere later.
 */
export class DnsWebhookAddressPolicy implements WebhookAddressPolicy {
  constructor(
    private readonly rules: WebhookAddressRules,
    private readonly resolve: ResolveHost = systemResolve,
  ) {}

  async refusal(text: string): Promise<string | null> {
    let url: URL;
    try {
      url = new URL(text);
    } catch {
      return 'The webhook URL is not a valid absolute URL.';
    }
    if (!(url.protocol === 'https:' || (this.rules.allowHttp && url.protocol === 'http:')))
      return this.rules.allowHttp ? 'The webhook URL must use https or http.' : 'The webhook URL must use https.';
    if (url.username !== '' || url.password !== '') return 'The webhook URL must not carry a user name or password.';
    if (this.rules.allowPrivate) return null;
    const host = hostOf(url);
    let addresses: readonly string[];
    try {
      addresses = isAddressLiteral(host) ? [host] : await this.resolve(host);
    } catch {
      return `The webhook URL's host ${host} does not resolve.`;
    }
    if (addresses.length === 0) return `The webhook URL's host ${host} does not resolve.`;
    for (const address of addresses) {
      const range = forbiddenAddress(address);
      if (range !== null)
        return `The webhook URL's host resolves to ${address} (${range}); webhooks are sent only to public addresses.`;
    }
    return null;
  }
}
