import { createHash } from 'node:crypto';
import type { Request, Response } from 'express';
import type { Clock, Logger } from '@metagame/core';
import type { RateLimitRule, RateLimits, RateLimitSetting } from '@metagame/contracts';
import { BatchedRequestCounter, type SharedWindowCounters } from './batched-request-counter.js';
import { HttpProblem } from './http-problem.js';
import { setRateLimitHeaders, type CounterState } from './rate-limit-headers.js';
import {
  accountOf,
  clientAddress,
  clientKeys,
  clientSubject,
  KNOWN_CLIENT_MS,
  loginClient,
  setDeviceCookie,
  type LoginClient,
  type LoginClientStore,
} from './login-clients.js';

/** Fixed-window counters shared by every process (adapters' SqlRateLimitStore, bound in the composition root). */
export interface RateLimitStore extends SharedWindowCounters {
  refund(key: string): Promise<void>;
  /** Deletes counters whose window started before `cutoff` (epoch ms); returns how many. */
  forgetBefore(cutoff: number): Promise<number>;
}

export type RateLimitValues = Readonly<
  Record<RateLimitSetting, { readonly limit: number; readonly windowSeconds: number }>
>;

/** A counted attempt: told how it ended, it hands its counts back or remembers the client. */
export interface CountedAttempt {
  /** `status` is what the route answers (500 when it threw); call before the response is sent. */
  settle(status: number): Promise<void>;
}

/**
 * The stored row key. Subjects come from the request (a username, a forwarded address) and may be
 * any length, so they are hashed: every key is the rule name plus 64 hex digits, which always fits
 * the key column and its index, whatever was sent.
 */
const rowKey = (rule: RateLimitRule, subject: string): string =>
  `${rule.name}:${createHash('sha256').update(subject).digest('hex')}`;

/** The API token counter's policy name, and its stored key's prefix (the token's id follows). */
const API_TOKEN_RULE = 'api-token';

const usernameOf = (body: unknown): string | null => {
  const username: unknown = (body as Record<string, unknown> | undefined)?.username;
  return typeof username === 'string' ? accountOf(username) : null;
};

/** The counted subject; null skips the rule for this request (no login name to count). */
function subjectOf(rule: RateLimitRule, req: Request, account: string | null, client: LoginClient): string | null {
  if (rule.subject === 'address') return clientAddress(req);
  if (account === null) return null;
  return rule.subject === 'account' ? account : clientSubject(account, client);
}

/**
 * Enforces the limits a route contract declares (settings RATE_LIMIT_*); over a limit the route
 * answers 429 with Retry-After. Every counted answer, 429s included, carries RateLimit-Policy and
 * RateLimit headers for the counters it was counted against. Counters and known clients live in the
 * database, so every process and restart enforces the same limit.
 */
export class RateLimiter {
  constructor(
    private readonly store: RateLimitStore,
    private readonly clients: LoginClientStore,
    private readonly clock: Clock,
    private readonly logger: Logger,
    private readonly settings: RateLimitValues,
    /** Told the rule of every refusal (a 429), for the metrics; does nothing by default. */
    private readonly onRefusal: (rule: string) => void = () => {},
  ) {
    this.tokenCounts = new BatchedRequestCounter(store, clock, logger);
  }

  /** Every request with a token counts, so its counter is written in batches rather than per request. */
  private readonly tokenCounts: BatchedRequestCounter;

  /**
   * `requests`: every request counts. `failures`: every attempt counts before it runs, so a burst —
   * or attempts spread over several processes — cannot slip past the limit; the attempt's
   * `settle` hands the counts back when the answer is not the failure status.
   */
  async guard(limits: RateLimits, req: Request, res: Response, body: unknown): Promise<CountedAttempt | null> {
    const now = this.clock.now().getTime();
    const account = usernameOf(body);
    const client = loginClient(req);
    const known = await this.isKnown(limits, account, client, now);
    const counted: string[] = [];
    const states: CounterState[] = [];
    let blockedUntil = 0;
    let blockedBy = '';
    for (const rule of limits.rules) {
      if ((rule.clients === 'known' && !known) || (rule.clients === 'unknown' && known)) continue;
      const subject = subjectOf(rule, req, account, client);
      if (subject === null) continue;
      const key = rowKey(rule, subject);
      const setting = this.settings[rule.setting];
      const count = await this.store.hit(key, setting.windowSeconds * 1000, now);
      counted.push(key);
      states.push({ name: rule.name, ...setting, ...count });
      if (count.hits > setting.limit && count.resetAt >= blockedUntil) {
        blockedUntil = count.resetAt;
        blockedBy = rule.name;
      }
    }
    setRateLimitHeaders(res, states, now);
    if (blockedUntil) {
      this.onRefusal(blockedBy);
      throw tooMany(blockedUntil, now);
    }
    if (limits.counts !== 'failures') return null;
    return {
      settle: async (status) => {
        if (status === limits.failureStatus) return;
        // This attempt's counts are handed back below: announce what is left without it.
        setRateLimitHeaders(
          res,
          states.map((state) => ({ ...state, hits: state.hits - 1 })),
          now,
        );
        await Promise.all(
          counted.map((key) =>
            this.store
              .refund(key)
              .catch((error: unknown) => this.logger.error({ err: error, key }, 'rate limit refund failed')),
          ),
        );
        if (limits.rememberClients && account !== null && status >= 200 && status < 300)
          await this.remember(req, res, account, client);
      },
    };
  }

  /**
   * Counts a request made with an API token against the token's own counter (every route together,
   * RATE_LIMIT_API_REQUESTS_PER_TOKEN), announcing it in the RateLimit headers; 429 over it. The
   * count is kept in the process and written in batches (BatchedRequestCounter).
   */
  async guardApiToken(tokenId: string, res: Response): Promise<void> {
    const now = this.clock.now().getTime();
    const setting = this.settings.apiRequestsPerToken;
    const count = await this.tokenCounts.hit(`${API_TOKEN_RULE}:${tokenId}`, setting.windowSeconds * 1000, now);
    setRateLimitHeaders(res, [{ name: API_TOKEN_RULE, ...setting, ...count }], now);
    if (count.hits <= setting.limit) return;
    this.onRefusal(API_TOKEN_RULE);
    throw tooMany(count.resetAt, now);
  }

  private async isKnown(
    limits: RateLimits,
    account: string | null,
    client: LoginClient,
    now: number,
  ): Promise<boolean> {
    if (account === null || !limits.rules.some((rule) => rule.clients !== undefined)) return false;
    return this.clients.isKnown(clientKeys(account, client), now - KNOWN_CLIENT_MS);
  }

  /** A failure here must not turn the login it follows into an error: it is logged. */
  private async remember(req: Request, res: Response, account: string, client: LoginClient): Promise<void> {
    const known = setDeviceCookie(req, res, client);
    await this.clients
      .remember(clientKeys(account, known), this.clock.now().getTime())
      .catch((error: unknown) => this.logger.error({ err: error }, 'remembering a login client failed'));
  }
}

function tooMany(resetAt: number, now: number): HttpProblem {
  const seconds = Math.max(1, Math.ceil((resetAt - now) / 1000));
  return new HttpProblem('RATE_LIMITED', `Too many requests; try again in ${seconds} s.`, {
    'Retry-After': String(seconds),
  });
}
