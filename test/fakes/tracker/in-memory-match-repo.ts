import type { Match, MatchFields, MatchFilter, MatchRepo, Page, PageRequest } from '@metagame/core';

const newestFirst = (a: Match, b: Match) =>
  b.date.localeCompare(a.date) || b.createdAt.getTime() - a.createdAt.getTime() || b.id.localeCompare(a.id);

/** MatchRepo in a Map, scoped by owner and ordered like the SQL adapter. */
export class InMemoryMatchRepo implements MatchRepo {
  readonly rows = new Map<string, Match>();

  async insert(match: Match): Promise<void> {
    this.rows.set(match.id, { ...match });
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

  async page(ownerId: string, page: PageRequest): Promise<Page<Match>> {
    const all = await this.listAll(ownerId);
    return { items: all.slice(page.offset, page.offset + page.limit), total: all.length };
  }

  async listAll(ownerId: string, filter: MatchFilter = {}): Promise<Match[]> {
    return [...this.rows.values()]
      .filter((m) => m.ownerId === ownerId && (filter.personalDeckId === undefined || m.personalDeckId === filter.personalDeckId))
      .sort(newestFirst);
  }
}
