import type { Role } from './role.js';

export type TokenType = 'access' | 'refresh';

/** Claims of access and refresh tokens (spec 2.5); `exp` is seconds since the epoch, UTC. */
export interface TokenClaims {
  readonly sub: string;
  readonly role: Role;
  readonly email: string;
  readonly tkv: number;
  readonly type: TokenType;
  readonly exp: number;
}

export interface TokenPair {
  readonly accessToken: string;
  readonly refreshToken: string;
  readonly tokenType: 'bearer';
}
