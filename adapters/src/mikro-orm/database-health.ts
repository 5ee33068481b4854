import type { EntityManager } from '@mikro-orm/core';

/** Answers whether the database runs a trivial query within the deadline (GET /health). */
export class DatabaseHealth {
  constructor(
    private readonly orm: { readonly em: EntityManager },
    private readonly timeoutMs = 2_000,
  ) {}

  async isHealthy(): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), this.timeoutMs);
    });
    const probe = this.orm.em
      .fork()
      .getConnection()
      .execute('select 1 as ok')
      .then(
        () => true,
        () => false,
      );
    try {
      return await Promise.race([probe, deadline]);
    } finally {
      clearTimeout(timer);
    }
  }
}
