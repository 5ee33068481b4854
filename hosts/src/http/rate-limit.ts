import { createHash } from 'node:crypto';
import type { Request, Response } from 'express';
import type { Clock, Logger } from '@metagame/core';
import type { RateLimitRule, RateLimits, RateLimitSetting } from '@metagame/contracts';
import { HttpProblem } from './http-problem.js';

/** Fixed-window counters shared by every process (adapters' SqlRateLimitStore, bound in the composition root). */
export interface RateLimitStore {
  hit(key: string, windowMs: number, now: number): Promise<{ hits: number; resetAt: number }>;
  refund(key: string): Promise<void>;
}

export type RateLimitValues = Readonly<Record<RateLimitSetting, { readonly limit: number; readonly windowSeconds: number }>>;

/**
 * The stored row key. Subjects come from the request (a username, a forwarded address) and may be
 * any length, so they are hashed: every key is the rule name plus 64 hex digits, which always fits
 * the key column and its index, whatever was sent.
 */
const rowKey = (rule: RateLimitRule, subject: string): string => `${rule.name}:${createHash('sha256').update(subject).digest('hex')}`;

const address = (req: Request) => req.ip ?? req.socket.remoteAddress ?? 'unknown';

/** The counted subject; null skips the rule for this request (no login name to count). */
function subjectOf(rule: RateLimitRule, req: Request, body: unknown): string | null {
  if (rule.subject === 'address') return address(req);
  const username: unknown = (body as Record<string, unknown> | undefined)?.username;
  return typeof username === 'string' ? `${username.trim().toLowerCase()}|${address(req)}` : null;
}

/**
 * Enforces the limits a route contract declares (settings RATE_LIMIT_*); over a limit the route
 * answers 429 with Retry-After. Counters live in the database, so every process and restart
 * enforces the same limit.
 */
export class RateLimiter {
  constructor(
    private readonly store: RateLimitStore,
    private readonly clock: Clock,
    private readonly logger: Logger,
    private readonly settings: RateLimitValues,
  ) {}

  /**
   * `requests`: every request counts. `failures`: every attempt counts before it runs, so a burst —
   * or attempts spread over several processes — cannot slip past the limit, and the count is
   * handed back when the answer is not the failure status.
   */
  async guard(limits: RateLimits, req: Request, res: Response, body: unknown): Promise<void> {
    const now = this.clock.now().getTime();
    const counted: string[] = [];
    let blockedUntil = 0;
    for (const rule of limits.rules) {
      const subject = subjectOf(rule, req, body);
      if (subject === null) continue;
      const key = rowKey(rule, subject);
      const setting = this.settings[rule.setting];
      const count = await this.store.hit(key, setting.windowSeconds * 1000, now);
      counted.push(key);
      if (count.hits > setting.limit) blockedUntil = Math.max(blockedUntil, count.resetAt);
    }
    if (blockedUntil) throw tooMany(blockedUntil, now);
    if (limits.counts === 'failures') this.refundUnlessFailed(res, limits.failureStatus, counted);
  }

  private refundUnlessFailed(res: Response, failureStatus: number, keys: readonly string[]): void {
    res.on('finish', () => {
      if (res.statusCode === failureStatus) return;
      for (const key of keys) this.store.refund(key).catch((error: unknown) => this.logger.error({ err: error, key }, 'rate limit refund failed'));
    });
  }
}

function tooMany(resetAt: number, now: number): HttpProblem {
  const seconds = Math.max(1, Math.ceil((resetAt - now) / 1000));
  return new HttpProblem(429, `Too many requests; try again in ${seconds} s.`, { 'Retry-After': String(seconds) });
}
