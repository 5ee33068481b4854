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

/** MatchStatsRepo over an in-memory match list, counted with core's reference functions, which the SQL must equal. */
export class InMemoryMatchStatsRepo implements MatchStatsRepo {
  readonly matches: Match[] = [];
  readonly opponents: (OpponentDeck & { readonly ownerId: string })[] = [];
  readonly eventKinds = new Map<string, EventKind>();

  async count(
    ownerId: string,
    filter: MatchFilter,
    by: MatchGrouping,
  ): Promise<{ matches: MatchCounts[]; mulligans: MulliganCounts[] }> {
    const matches = this.of(ownerId, filter);
    return { matches: countMatches(matches, by), mulligans: countMulligans(matches, by) };
  }

  async listOpponents(ownerId: string, options: { readonly includeArchived: boolean }): Promise<OpponentDeck[]> {
    return this.opponents
      .filter((d) => d.ownerId === ownerId && (options.includeArchived || !d.archived))
      .map(({ id, name, category, archived }) => ({ id, name, category, archived }));
  }

  private of(ownerId: string, filter: MatchFilter): Match[] {
    return this.matches.filter(
      (m) => m.ownerId === ownerId && inMatchFilter(m, filter, (id) => this.eventKinds.get(id)),
    );
  }
}
