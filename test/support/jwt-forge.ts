import { createHmac } from 'node:crypto';

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** Builds JWTs by hand so tests can present forged, expired or mistyped tokens to the server. */
export function forgeJwt(payload: Record<string, unknown>, options: { secret?: string; alg?: string } = {}): string {
  const alg = options.alg ?? 'HS256';
  const head = `${b64({ alg, typ: 'JWT' })}.${b64(payload)}`;
  if (alg === 'none') return `${head}.`;
  const hash = { HS256: 'sha256', HS384: 'sha384', HS512: 'sha512' }[alg] ?? 'sha256';
  return `${head}.${createHmac(hash, options.secret ?? 'some-other-secret')
    .update(head)
    .digest('base64url')}`;
}

/** The claims part of a JWT, decoded (the payload is only base64url-encoded, not encrypted: anyone can read it). */
export const decodeJwt = (token: string): Record<string, unknown> =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as Record<string, unknown>;
