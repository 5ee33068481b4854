import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';
import type { PoolUse } from '@metagame/adapters';
import type { ImportStatus, Logger } from '@metagame/core';
import { cardImportGauges } from './card-import-gauges.js';
import { poolGauges } from './pool-gauges.js';

export interface HttpMetricsSources {
  /** METRICS_ENABLED: when false nothing is served, so prom-client's process collectors never start. */
  readonly enabled: boolean;
  /**
   * Reads the PostgreSQL pool's use (null until it opens); null itself on SQLite, whose one
   * in-process connection is no pool: no pool gauges are shown rather than made-up ones.
   */
  readonly poolUse: (() => PoolUse | null) | null;
  /** The card import's status, read at each scrape. */
  readonly importStatus: () => Promise<ImportStatus>;
  readonly logger: Logger;
}

/**
 * The Prometheus metrics of one application instance, in a registry of its own (several apps may
 * share a process, in tests): request latency by route template and status class, rate-limit
 * refusals, database pool use, the card import's state, and prom-client's process metrics. Gauges
 * read their sources at scrape time, so nothing runs between scrapes.
 */
export class HttpMetrics {
  readonly registry = new Registry();
  private readonly durations: Histogram<'method' | 'route' | 'status_class'>;
  private readonly refusals: Counter<'rule'>;

  constructor(sources: HttpMetricsSources) {
    const registers = [this.registry];
    if (sources.enabled) collectDefaultMetrics({ register: this.registry });
    this.durations = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from a request arriving to its response finishing, by method, route template and status class',
      labelNames: ['method', 'route', 'status_class'],
      registers,
    });
    this.refusals = new Counter({
      name: 'metagame_rate_limit_refusals_total',
      help: 'Requests refused with 429 by a rate limit, by the limit that refused them',
      labelNames: ['rule'],
      registers,
    });
    if (sources.poolUse) poolGauges(registers, sources.poolUse);
    cardImportGauges(registers, sources.importStatus, sources.logger);
  }

  /** One finished request; `route` is a template (`/api/v1/cards/{uuid}`), never a raw path. */
  observe(method: string, route: string, status: number, seconds: number): void {
    this.durations.observe({ method, route, status_class: `${Math.floor(status / 100)}xx` }, seconds);
  }

  readonly rateLimitRefused = (rule: string): void => {
    this.refusals.inc({ rule });
  };

  /** The exposition text and its content type. */
  async scrape(): Promise<{ contentType: string; text: string }> {
    return { contentType: this.registry.contentType, text: await this.registry.metrics() };
  }
}
