import { Gauge, type Registry } from 'prom-client';
import type { PoolUse } from '@metagame/adapters';

const FIELDS = {
  total: ['metagame_db_pool_connections', 'PostgreSQL connections the pool holds (busy and idle)'],
  idle: ['metagame_db_pool_idle_connections', 'PostgreSQL connections idle in the pool'],
  waiting: ['metagame_db_pool_waiting_queries', 'Queries waiting for a pool connection (all are busy)'],
  max: ['metagame_db_pool_max_connections', 'The most connections the pool opens'],
} as const satisfies Record<keyof PoolUse, readonly [string, string]>;

/** One gauge per pool counter, each read from the pool when scraped. */
export function poolGauges(registers: Registry[], poolUse: () => PoolUse | null): void {
  for (const [field, [name, help]] of Object.entries(FIELDS) as [keyof PoolUse, readonly [string, string]][]) {
    const gauge: Gauge = new Gauge({
      name,
      help,
      registers,
      collect: () => {
        const use = poolUse();
        if (use) gauge.set(use[field]);
      },
    });
  }
}
