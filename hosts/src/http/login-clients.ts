import { createHash, randomBytes } from 'node:crypto';
import type { Request, Response } from 'express';

/** Clients known to have logged in to an account (adapters' SqlLoginClientStore, bound in the composition root). */
export interface LoginClientStore {
  isKnown(keys: readonly string[], since: number): Promise<boolean>;
  remember(keys: readonly string[], now: number): Promise<void>;
  /** Forgets clients last seen before `cutoff` (epoch ms); returns how many. */
  forgetBefore(cutoff: number): Promise<number>;
}

/** How long a client stays known after its last successful login. */
export const KNOWN_CLIENT_DAYS = 90;
export const KNOWN_CLIENT_MS = KNOWN_CLIENT_DAYS * 86_400_000;

/**
 * The device cookie a successful login sets, so a client that keeps cookies stays known to the
 * account wherever it connects from. Its value is random and only its hash is stored; it proves
 * nothing by itself (the password is still needed), it only exempts the device from the lock-out
 * that failed logins by others put on the account.
 */
export const DEVICE_COOKIE = 'metagame_device';
const DEVICE_ID = /^[A-Za-z0-9_-]{22,64}$/;

/** Where a login attempt comes from: the address Express derives (TRUST_PROXY) and the device cookie. */
export interface LoginClient {
  readonly address: string;
  readonly deviceId: string | null;
}

export const clientAddress = (req: Request): string => req.ip ?? req.socket.remoteAddress ?? 'unknown';

export function loginClient(req: Request): LoginClient {
  return { address: clientAddress(req), deviceId: deviceCookie(req.headers.cookie) };
}

function deviceCookie(header: string | undefined): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === DEVICE_COOKIE) {
      const id = value.join('=');
      return DEVICE_ID.test(id) ? id : null;
    }
  }
  return null;
}

/** The login name as accounts store it (lower case, trimmed), so every spelling counts together. */
export const accountOf = (username: string): string => username.trim().toLowerCase();

const hash = (text: string): string => createHash('sha256').update(text).digest('hex');

/** The stored keys naming this client for this account: by address, and by device when it has one. */
export function clientKeys(account: string, client: LoginClient): string[] {
  const keys = [hash(`${account}|address:${client.address}`)];
  if (client.deviceId) keys.push(hash(`${account}|device:${client.deviceId}`));
  return keys;
}

/** The client's identity for its own counter: its device when it sent one, else its address. */
export const clientSubject = (account: string, client: LoginClient): string =>
  client.deviceId ? `${account}|device:${client.deviceId}` : `${account}|address:${client.address}`;

/**
 * Gives the client a device cookie (keeping the one it sent), valid as long as it stays known, and
 * returns the client as it will be known from now on.
 */
export function setDeviceCookie(req: Request, res: Response, client: LoginClient): LoginClient {
  const deviceId = client.deviceId ?? randomBytes(24).toString('base64url');
  res.cookie(DEVICE_COOKIE, deviceId, {
    httpOnly: true,
    sameSite: 'strict',
    secure: req.secure,
    path: '/api/v1/auth',
    maxAge: KNOWN_CLIENT_MS,
  });
  return { address: client.address, deviceId };
}
