import { countMatchups, type Match, type MatchStatsFilter, type MatchStatsRepo, type MatchupCounts, type OpponentDeck } from '@metagame/core';

/** MatchStatsRepo over an in-memory match list; core's countMatchups is the reference the SQL must equal. */
export class InMemoryMatchStatsRepo implements MatchStatsRepo {
  readonly matches: Match[] = [];
  readonly opponents: (OpponentDeck & { readonly ownerId: string })[] = [];

  async countByMatchup(ownerId: string, filter: MatchStatsFilter = {}): Promise<MatchupCounts[]> {
    return countMatchups(
      this.matches.filter((m) => m.ownerId === ownerId && (filter.personalDeckId === undefined || m.personalDeckId === filter.personalDeckId)),
    );
  }

  async listOpponents(ownerId: string, options: { readonly includeArchived: boolean }): Promise<OpponentDeck[]> {
    return this.opponents
      .filter((d) => d.ownerId === ownerId && (options.includeArchived || !d.archived))
      .map(({ id, name, category, archived }) => ({ id, name, category, archived }));
  }
}
