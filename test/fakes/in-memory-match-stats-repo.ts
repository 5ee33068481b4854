import {
  countMatches,
  countMulligans,
  inMatchFilter,
  type EventKind,
  type Match,
  type MatchCounts,
  type MatchFilter,
  type MatchGrouping,
  type MatchStatsRepo,
  type MulliganCounts,
  type OpponentDeck,
} from '@metagame/core';

/** MatchStatsRepo over an in-memory match list; core's countMatches/countMulligans are the reference the SQL must equal. */
export class InMemoryMatchStatsRepo implements MatchStatsRepo {
  readonly matches: Match[] = [];
  readonly opponents: (OpponentDeck & { readonly ownerId: string })[] = [];
  readonly eventKinds = new Map<string, EventKind>();

  async countMatches(ownerId: string, filter: MatchFilter, by: MatchGrouping): Promise<MatchCounts[]> {
    return countMatches(this.of(ownerId, filter), by);
  }

  async countMulligans(ownerId: string, filter: MatchFilter, by: MatchGrouping): Promise<MulliganCounts[]> {
    return countMulligans(this.of(ownerId, filter), by);
  }

  async listOpponents(ownerId: string, options: { readonly includeArchived: boolean }): Promise<OpponentDeck[]> {
    return this.opponents
      .filter((d) => d.ownerId === ownerId && (options.includeArchived || !d.archived))
      .map(({ id, name, category, archived }) => ({ id, name, category, archived }));
  }

  private of(ownerId: string, filter: MatchFilter): Match[] {
    return this.matches.filter((m) => m.ownerId === ownerId && inMatchFilter(m, filter, (id) => this.eventKinds.get(id)));
  }
}
