import type {
  StoredTournamentKey,
  Tournament,
  TournamentDetail,
  TournamentListQuery,
  TournamentPage,
  TournamentRepo,
} from '@metagame/core';

/** TournamentRepo in memory: one detail per id, replaced whole, hand-set archetypes kept by player. */
export class InMemoryTournamentRepo implements TournamentRepo {
  readonly rows = new Map<string, TournamentDetail>();

  async findBySourceKey(sourceKey: string): Promise<StoredTournamentKey | null> {
    for (const { tournament: t } of this.rows.values())
      if (t.sourceKey === sourceKey) return { id: t.id, contentHash: t.contentHash };
    return null;
  }

  async replace(detail: TournamentDetail): Promise<void> {
    const before = this.rows.get(detail.tournament.id);
    const overrides = new Map(before?.decks.map((d) => [d.player, d.archetypeOverride]) ?? []);
    this.rows.set(detail.tournament.id, {
      ...detail,
      decks: detail.decks.map((d) => ({ ...d, archetypeOverride: overrides.get(d.player) ?? d.archetypeOverride })),
    });
  }

  async list(query: TournamentListQuery): Promise<TournamentPage> {
    const all = [...this.rows.values()]
      .map((d) => d.tournament)
      .filter(
        (t) =>
          (query.format === null || t.format === query.format) &&
          (query.from === null || t.date >= query.from) &&
          (query.to === null || t.date < query.to),
      )
      .sort(newestFirst);
    return { tournaments: all.slice(query.offset, query.offset + query.limit), total: all.length };
  }

  async get(id: string): Promise<TournamentDetail | null> {
    return this.rows.get(id) ?? null;
  }
}

const newestFirst = (a: Tournament, b: Tournament): number =>
  b.date.getTime() - a.date.getTime() || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0) || (a.id < b.id ? -1 : 1);
