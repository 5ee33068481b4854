import { createHash } from 'node:crypto';
import type { Request, RequestHandler } from 'express';
import type { SqlRateLimitStore } from '@metagame/adapters';
import type { Clock, Logger } from '@metagame/core';
import type { RateLimitSetting } from '../compose/config.js';
import { HttpProblem } from './http-problem.js';

export interface LimitRule {
  /** Names the counter; with the hashed key it forms the stored row key. */
  readonly name: string;
  readonly setting: RateLimitSetting;
  /** The subject counted (an address, an account + address), any length; null skips the rule for this request. */
  key(req: Request): string | null;
}

/**
 * The stored row key. Subjects come from the request (a username, a forwarded address) and may be
 * any length, so they are hashed: every key is the rule name plus 64 hex digits, which always fits
 * the key column and its index, whatever was sent.
 */
const rowKey = (rule: LimitRule, subject: string): string => `${rule.name}:${createHash('sha256').update(subject).digest('hex')}`;

/**
 * Counts every request against each rule; over the limit answers 429 with Retry-After. Counters live
 * in the database, so every process and restart enforces the same limit.
 */
export function limitRequests(store: SqlRateLimitStore, clock: Clock, rules: readonly LimitRule[]): RequestHandler {
  return async (req, res, next) => {
    const now = clock.now().getTime();
    for (const rule of rules) {
      const subject = rule.key(req);
      if (subject === null) continue;
      const count = await store.hit(rowKey(rule, subject), rule.setting.windowSeconds * 1000, now);
      if (count.hits > rule.setting.limit) return next(tooMany(count.resetAt, now));
    }
    next();
  };
}

/**
 * Counts only failures (responses with `failureStatus`): every attempt is counted before it runs,
 * so a burst — or attempts spread over several processes — can never slip past the limit, and the
 * count is handed back when the response is not a failure. Over the limit answers 429.
 */
export function limitFailures(store: SqlRateLimitStore, clock: Clock, logger: Logger, failureStatus: number, rules: readonly LimitRule[]): RequestHandler {
  return async (req, res, next) => {
    const now = clock.now().getTime();
    const counted: string[] = [];
    let blockedUntil = 0;
    for (const rule of rules) {
      const subject = rule.key(req);
      if (subject === null) continue;
      const key = rowKey(rule, subject);
      const count = await store.hit(key, rule.setting.windowSeconds * 1000, now);
      counted.push(key);
      if (count.hits > rule.setting.limit) blockedUntil = Math.max(blockedUntil, count.resetAt);
    }
    if (blockedUntil) return next(tooMany(blockedUntil, now));
    res.on('finish', () => {
      if (res.statusCode === failureStatus) return;
      for (const key of counted) store.refund(key).catch((error: unknown) => logger.error({ err: error, key }, 'rate limit refund failed'));
    });
    next();
  };
}

function tooMany(resetAt: number, now: number): HttpProblem {
  const seconds = Math.max(1, Math.ceil((resetAt - now) / 1000));
  return new HttpProblem(429, `Too many requests; try again in ${seconds} s.`, { 'Retry-After': String(seconds) });
}
