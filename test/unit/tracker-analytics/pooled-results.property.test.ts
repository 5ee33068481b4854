import fc from 'fast-check';
import { describe, it } from 'vitest';
import { InMemoryMatchStatsRepo } from '../../fakes/in-memory-match-stats-repo.js';
import {
  checkPooledEqualsPersonal,
  playedMatch,
  ROSTER,
  summaryFilter,
  type PooledSummaryHarness,
} from '../../support/pooled-summary.js';

const MEMBERS = ['member-a', 'member-b', 'member-c'];

/** The fakes: one stats repo holding every workspace, as a database would. */
function fakeHarness(): PooledSummaryHarness {
  const repo = new InMemoryMatchStatsRepo();
  let n = 0;
  return {
    repo,
    members: MEMBERS,
    newWorkspace: async (personal) => {
      const ownerId = `${personal ? 'user' : 'team'}-${++n}`;
      const rosterIds = ROSTER.map((d) => `${ownerId}-${d.name}`);
      ROSTER.forEach((d, i) => repo.opponents.push({ ...d, id: rosterIds[i]!, ownerId }));
      return { ownerId, deckId: `${ownerId}-deck`, rosterIds };
    },
    addMatches: async (matches) => void repo.matches.push(...matches),
  };
}

describe('pooled results, per player (property, on the fakes)', () => {
  it('the same matches give the same summaries pooled from several players or recorded by one; the parts add up', async () => {
    const h = fakeHarness();
    await fc.assert(
      fc.asyncProperty(fc.array(playedMatch(MEMBERS.length), { maxLength: 60 }), summaryFilter, (played, filter) =>
        checkPooledEqualsPersonal(h, played, filter),
      ),
      { numRuns: 200 },
    );
  });
});
