import type {
  AttributedCardTest,
  CardTest,
  CardTestFields,
  CardTestFilter,
  CardTestRepo,
  Page,
  PageRequest,
} from '@metagame/core';

const isAttributed = (t: CardTest): t is AttributedCardTest => t.personalDeckId !== null;

/** CardTestRepo in a Map; like the SQL adapter, reads skip legacy tests without a personal deck. */
export class InMemoryCardTestRepo implements CardTestRepo {
  readonly rows = new Map<string, CardTest>();

  async insert(test: CardTest): Promise<void> {
    this.rows.set(test.id, { ...test });
  }

  async findOwned(ownerId: string, id: string): Promise<CardTest | null> {
    const test = this.rows.get(id);
    return test?.ownerId === ownerId ? { ...test } : null;
  }

  async update(ownerId: string, id: string, fields: CardTestFields): Promise<AttributedCardTest | null> {
    const test = this.rows.get(id);
    if (test?.ownerId !== ownerId) return null;
    const updated = { ...test, ...fields };
    this.rows.set(id, updated);
    return updated;
  }

  async delete(ownerId: string, id: string): Promise<boolean> {
    return this.rows.get(id)?.ownerId === ownerId && this.rows.delete(id);
  }

  async page(ownerId: string, filter: CardTestFilter, page: PageRequest): Promise<Page<AttributedCardTest>> {
    const all = await this.listAll(ownerId, filter);
    return { items: all.slice(page.offset, page.offset + page.limit), total: all.length };
  }

  async *stream(ownerId: string, filter: CardTestFilter): AsyncIterable<AttributedCardTest> {
    yield* await this.listAll(ownerId, filter);
  }

  /** Every attributed test of the owner, newest first. */
  async listAll(ownerId: string, filter: CardTestFilter = {}): Promise<AttributedCardTest[]> {
    return [...this.rows.values()]
      .filter(isAttributed)
      .filter(
        (t) =>
          t.ownerId === ownerId && (filter.personalDeckId === undefined || t.personalDeckId === filter.personalDeckId),
      )
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id.localeCompare(a.id));
  }
}
