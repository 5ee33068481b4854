import {
  inMatchFilter,
  type EventKind,
  type Match,
  type MatchFields,
  type MatchFilter,
  type MatchRepo,
  type Page,
  type PageRequest,
} from '@metagame/core';

const newestFirst = (a: Match, b: Match) =>
  b.date.localeCompare(a.date) || b.createdAt.getTime() - a.createdAt.getTime() || b.id.localeCompare(a.id);

/** MatchRepo in a Map, scoped by owner, filtered and ordered like the SQL adapter. */
export class InMemoryMatchRepo implements MatchRepo {
  readonly rows = new Map<string, Match>();

  /** `kindOfEvent` answers an event's kind, as the SQL adapter reads it from the events table. */
  constructor(private readonly kindOfEvent: (eventId: string) => EventKind | undefined = () => undefined) {}

  async insert(match: Match): Promise<void> {
    this.rows.set(match.id, { ...match });
  }

  async insertMany(matches: readonly Match[]): Promise<void> {
    for (const match of matches) await this.insert(match);
  }

  async findOwned(ownerId: string, id: string): Promise<Match | null> {
    const match = this.rows.get(id);
    return match?.ownerId === ownerId ? match : null;
  }

  async update(ownerId: string, id: string, fields: MatchFields): Promise<Match | null> {
    const match = this.rows.get(id);
    if (match?.ownerId !== ownerId) return null;
    const updated = { ...match, ...fields };
    this.rows.set(id, updated);
    return updated;
  }

  async delete(ownerId: string, id: string): Promise<boolean> {
    return this.rows.get(id)?.ownerId === ownerId && this.rows.delete(id);
  }

  async page(ownerId: string, filter: MatchFilter, page: PageRequest): Promise<Page<Match>> {
    const all = this.filtered(ownerId, filter);
    return { items: all.slice(page.offset, page.offset + page.limit), total: all.length };
  }

  async *stream(ownerId: string, filter: MatchFilter): AsyncIterable<Match> {
    yield* this.filtered(ownerId, filter);
  }

  /** What the database's ON DELETE SET NULL does to matches when their version is deleted. */
  unpin(versionId: string): void {
    for (const [id, match] of this.rows)
      if (match.decklistVersionId === versionId) this.rows.set(id, { ...match, decklistVersionId: null });
  }

  private filtered(ownerId: string, filter: MatchFilter): Match[] {
    return [...this.rows.values()]
      .filter((m) => m.ownerId === ownerId && inMatchFilter(m, filter, this.kindOfEvent))
      .sort(newestFirst);
  }
}
