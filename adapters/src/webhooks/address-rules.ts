import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/** What webhooks may target: plain http only by a setting, private addresses only by another. */
export interface WebhookAddressRules {
  readonly allowHttp: boolean;
  readonly allowPrivate: boolean;
}

/**
 * Why an address is no place to send a webhook, or null for a global unicast one. An allowlist:
 * everything that is not plain public unicast is refused (private, loopback, link-local, unique-local,
 * multicast, unspecified, carrier-grade NAT, reserved, documentation, NAT64, 6to4, Teredo, …). An
 * IPv4-mapped IPv6 address is judged as the IPv4 address it carries.
 */
export function forbiddenAddress(address: string): string | null {
  if (!ipaddr.isValid(address)) return 'unparseable';
  const range = ipaddr.process(address).range();
  return range === 'unicast' ? null : range;
}

/** The host of a URL as an address would be written: IPv6 literals without their brackets. */
export const hostOf = (url: URL): string => url.hostname.replace(/^\[(.*)\]$/, '$1');

/** Whether `host` is an IP address literal (then no name is resolved to connect to it). */
export const isAddressLiteral = (host: string): boolean => isIP(host) !== 0;
