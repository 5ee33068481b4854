import type { FigureSources, MetaDeck, MetaDeckFields, MetaDeckRepo } from '@metagame/core';

/** MetaDeckRepo in a Map, scoped by owner like the SQL adapter. */
export class InMemoryMetaDeckRepo implements MetaDeckRepo {
  readonly rows = new Map<string, MetaDeck>();

  async insert(deck: MetaDeck): Promise<void> {
    this.rows.set(deck.id, { ...deck });
  }

  async findOwned(ownerId: string, id: string): Promise<MetaDeck | null> {
    const deck = this.rows.get(id);
    return deck?.ownerId === ownerId ? deck : null;
  }

  async list(ownerId: string, options: { readonly includeArchived: boolean }): Promise<MetaDeck[]> {
    return [...this.rows.values()]
      .filter((d) => d.ownerId === ownerId && (options.includeArchived || d.archivedAt === null))
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id));
  }

  async update(ownerId: string, id: string, fields: MetaDeckFields & FigureSources): Promise<MetaDeck | null> {
    const deck = await this.findOwned(ownerId, id);
    if (!deck) return null;
    const updated = { ...deck, ...fields };
    this.rows.set(id, updated);
    return updated;
  }

  async archive(ownerId: string, id: string, at: Date): Promise<boolean> {
    const deck = await this.findOwned(ownerId, id);
    if (!deck || deck.archivedAt) return false;
    this.rows.set(id, { ...deck, archivedAt: at });
    return true;
  }
}
