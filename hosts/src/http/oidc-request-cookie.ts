import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Request, Response } from 'express';
import { OPEN_ID_REQUEST_TTL_MINUTES, type OpenIdRequest } from '@metagame/core';

/**
 * The secrets of an OpenID authorization request (PKCE verifier, state, nonce, and the account a
 * settings link is for) live in the browser that started it, in a cookie only this server can have
 * written (HMAC-SHA256 under a key derived from SECRET_KEY) and no script can read (httpOnly). That
 * ties the callback to the browser that started it: a callback carried to another browser finds no
 * cookie, or one whose state differs. SameSite=Lax, as the provider's redirect back is a cross-site
 * navigation; scoped to the OpenID routes; ten minutes.
 */
export const OIDC_COOKIE = 'metagame_oidc';
const PATH = '/api/v1/auth/oidc';

type Sealed = { p: string; s: string; n: string; v: string; u: string | null; e: number };

export class OidcRequestCookie {
  private readonly key: Buffer;

  constructor(secretKey: string) {
    this.key = createHmac('sha256', secretKey).update('metagame oidc request cookie v1').digest();
  }

  set(req: Request, res: Response, request: OpenIdRequest): void {
    const sealed: Sealed = {
      p: request.providerId,
      s: request.state,
      n: request.nonce,
      v: request.codeVerifier,
      u: request.linkUserId,
      e: request.expiresAt.getTime(),
    };
    const body = Buffer.from(JSON.stringify(sealed)).toString('base64url');
    res.cookie(OIDC_COOKIE, `${body}.${this.mac(body)}`, {
      httpOnly: true,
      sameSite: 'lax',
      secure: req.secure,
      path: PATH,
      maxAge: OPEN_ID_REQUEST_TTL_MINUTES * 60_000,
    });
  }

  /** The request this browser started, or null when it sent no cookie or one this server did not write. */
  read(req: Request): OpenIdRequest | null {
    const value = cookieValue(req.headers.cookie, OIDC_COOKIE);
    const [body, mac, ...rest] = value?.split('.') ?? [];
    if (!body || !mac || rest.length > 0) return null;
    const expected = Buffer.from(this.mac(body));
    const given = Buffer.from(mac);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    const sealed = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Sealed;
    return {
      providerId: sealed.p,
      state: sealed.s,
      nonce: sealed.n,
      codeVerifier: sealed.v,
      linkUserId: sealed.u,
      expiresAt: new Date(sealed.e),
    };
  }

  clear(req: Request, res: Response): void {
    res.clearCookie(OIDC_COOKIE, { httpOnly: true, sameSite: 'lax', secure: req.secure, path: PATH });
  }

  private mac(body: string): string {
    return createHmac('sha256', this.key).update(body).digest('base64url');
  }
}

function cookieValue(header: string | undefined, name: string): string | null {
  for (const part of header?.split(';') ?? []) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return null;
}
