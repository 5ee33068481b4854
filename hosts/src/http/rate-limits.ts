import type { Express, Request, RequestHandler } from 'express';
import type { Container } from 'inversify';
import type { z } from 'zod';
import { SqlRateLimitStore } from '@metagame/adapters';
import { identity, identitySchemas } from '@metagame/contracts';
import { TOKENS } from '../compose/tokens.js';
import { limitFailures, limitRequests } from './rate-limit.js';
import { validate } from './validate.js';

const address = (req: Request) => req.ip ?? req.socket.remoteAddress ?? 'unknown';
const loginAccount = (req: Request) => {
  const username: unknown = (req.body as Record<string, unknown> | undefined)?.username;
  return typeof username === 'string' ? `${username.trim().toLowerCase()}|${address(req)}` : null;
};

/**
 * Parses the body with the route's contract before the limits read it: a malformed login form is a
 * 422 before any counter or query runs, so it neither counts nor meets a cooling-down 429.
 */
const bodyParsedFirst =
  (schema: z.ZodType): RequestHandler =>
  (req, _res, next) => {
    validate(schema, req.body, 'body');
    next();
  };

/**
 * The abuse limits (settings RATE_LIMIT_*). Failed logins count per account *and client address*,
 * so an attacker hammering someone's account locks out only themselves, plus a wider per-address cap
 * against password spraying. Signup, verify and resend count every request per address.
 */
export function mountRateLimits(app: Express, container: Container): void {
  const config = container.get(TOKENS.Config);
  if (!config.rateLimitEnabled) return;
  const store = new SqlRateLimitStore(container.get(TOKENS.Orm).sql);
  const clock = container.get(TOKENS.Clock);
  const limits = config.rateLimits;
  app.post(
    identity.login.path,
    bodyParsedFirst(identitySchemas.TokenRequest),
    limitFailures(store, clock, container.get(TOKENS.Logger), 401, [
      { name: 'login-account', setting: limits.loginPerAccount, key: loginAccount },
      { name: 'login-address', setting: limits.loginPerAddress, key: address },
    ]),
  );
  app.post('/api/v1/auth/signup', limitRequests(store, clock, [{ name: 'signup', setting: limits.signupPerAddress, key: address }]));
  app.post('/api/v1/auth/signup/verify', limitRequests(store, clock, [{ name: 'verify', setting: limits.verifyPerAddress, key: address }]));
  app.post('/api/v1/auth/signup/resend', limitRequests(store, clock, [{ name: 'resend', setting: limits.resendPerAddress, key: address }]));
}
