import fc from 'fast-check';
import { afterAll, beforeAll, it } from 'vitest';
import type { DatabaseKind } from '../support/databases.js';
import { checkPooledEqualsPersonal, playedMatch, summaryFilter } from '../support/pooled-summary.js';
import { openSqlPooledSummary } from './pooled-summary.harness.js';

/**
 * The pooled = personal property on a real database: the match and mulligan aggregates in SQL, read
 * through the summary use cases. Fewer runs than on the fakes: each one writes two workspaces.
 */
export function pooledSummarySuite(kind: DatabaseKind): void {
  let h: Awaited<ReturnType<typeof openSqlPooledSummary>>;
  beforeAll(async () => {
    h = await openSqlPooledSummary(kind);
  });
  afterAll(() => h.close());

  it('the same matches give the same summaries pooled from several players or recorded by one; the parts add up', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(playedMatch(h.members.length), { maxLength: 40 }), summaryFilter, (played, filter) =>
        checkPooledEqualsPersonal(h, played, filter),
      ),
      { numRuns: 50 },
    );
  });
}
