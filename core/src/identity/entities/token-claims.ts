import type { Role } from './role.js';

export type TokenType = 'access' | 'refresh';

/**
 * Claims of access and refresh tokens, which share one set of claims and one signing key (a JWT
 * payload is encoded, not encrypted: no secret goes in it). `exp` is seconds since the epoch, UTC.
 * Beyond the public claims (sub, role, email, tkv, type, exp): `sid`, the session the token belongs
 * to, and `gen`, the session's refresh generation when the token was issued (a refresh token is
 * good for its generation only).
 */
export interface TokenClaims {
  readonly sub: string;
  readonly role: Role;
  readonly email: string;
  readonly tkv: number;
  readonly type: TokenType;
  readonly exp: number;
  readonly sid: string;
  readonly gen: number;
}

export interface TokenPair {
  readonly accessToken: string;
  readonly refreshToken: string;
  readonly tokenType: 'bearer';
}
