import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { JwtTokenSigner } from '@metagame/adapters';
import type { TokenClaims } from '@metagame/core';

const SECRET = 'unit-test-secret-with-enough-entropy-0123456789';
const claims: TokenClaims = {
  sub: '0b7c6c1e-7f1f-4c36-9c1a-2f0f2c9d8e11',
  role: 'admin',
  email: 'ann@example.com',
  tkv: 3,
  type: 'access',
  exp: 2_000_000_000,
  sid: '5d0c8a52-3c5e-4a8e-9a55-1a7b2c3d4e5f',
  gen: 0,
};
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const hmac = (message: string, secret = SECRET) => createHmac('sha256', secret).update(message).digest('base64url');

describe('JwtTokenSigner', () => {
  const signer = new JwtTokenSigner(SECRET, 'HS256');

  it('verifies what it signed, for any email and token version', () => {
    fc.assert(
      fc.property(
        fc.emailAddress(),
        fc.nat(),
        fc.constantFrom('access', 'refresh') as fc.Arbitrary<'access' | 'refresh'>,
        (email, tkv, type) => {
          const mine = { ...claims, email, tkv, type };
          expect(signer.verify(signer.sign(mine))).toEqual(mine);
        },
      ),
    );
  });

  it('refuses a token with any one character changed, including the unused bits of the last one', () => {
    const token = signer.sign(claims);
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.';
    for (let i = 0; i < token.length; i++) {
      for (const replacement of alphabet) {
        if (replacement === token[i]) continue;
        const changed = token.slice(0, i) + replacement + token.slice(i + 1);
        expect(signer.verify(changed), `position ${i} → ${replacement}`).toBeNull();
      }
    }
  });

  it('refuses other keys, other algorithms, alg none, padding and malformed segments', () => {
    const header = b64({ alg: 'HS256', typ: 'JWT' });
    const payload = b64(claims);
    expect(signer.verify(`${header}.${payload}.${hmac(`${header}.${payload}`)}`)).toEqual(claims);
    expect(signer.verify(`${header}.${payload}.${hmac(`${header}.${payload}`, 'another-secret')}`)).toBeNull();
    const hs512 = b64({ alg: 'HS512', typ: 'JWT' });
    expect(
      signer.verify(
        `${hs512}.${payload}.${createHmac('sha512', SECRET).update(`${hs512}.${payload}`).digest('base64url')}`,
      ),
    ).toBeNull();
    expect(signer.verify(`${b64({ alg: 'none', typ: 'JWT' })}.${payload}.`)).toBeNull();
    expect(signer.verify(`${header}.${payload}.${hmac(`${header}.${payload}`)}=`)).toBeNull();
    for (const bad of [
      '',
      '..',
      'a.b',
      'a.b.c.d',
      `${header}.${payload}`,
      `${header}.${payload}.${'A'.repeat(41)}`,
      `${header}.pay load.sig`,
      `x${header}.${payload}.sig`,
    ]) {
      expect(signer.verify(bad), bad).toBeNull();
    }
  });

  it('refuses a correctly signed payload that is not a complete claim set', () => {
    const header = b64({ alg: 'HS256', typ: 'JWT' });
    for (const payload of [
      b64({ ...claims, role: 'root' }),
      b64({ ...claims, tkv: 1.5 }),
      b64('text'),
      Buffer.from('{not json').toString('base64url'),
    ]) {
      expect(signer.verify(`${header}.${payload}.${hmac(`${header}.${payload}`)}`)).toBeNull();
    }
  });
});
