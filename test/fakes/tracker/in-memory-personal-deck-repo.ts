import type { PersonalDeck, PersonalDeckRepo } from '@metagame/core';

const byCreation = (a: { createdAt: Date; id: string }, b: { createdAt: Date; id: string }) =>
  a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id);

/** PersonalDeckRepo in a Map, scoped by owner like the SQL adapter. */
export class InMemoryPersonalDeckRepo implements PersonalDeckRepo {
  readonly rows = new Map<string, PersonalDeck>();

  async insert(deck: PersonalDeck): Promise<void> {
    this.rows.set(deck.id, { ...deck });
  }

  async findOwned(ownerId: string, id: string): Promise<PersonalDeck | null> {
    const deck = this.rows.get(id);
    return deck?.ownerId === ownerId ? deck : null;
  }

  async list(ownerId: string, options: { readonly includeArchived: boolean }): Promise<PersonalDeck[]> {
    return [...this.rows.values()]
      .filter((d) => d.ownerId === ownerId && (options.includeArchived || d.archivedAt === null))
      .sort(byCreation);
  }

  async archive(ownerId: string, id: string, at: Date): Promise<boolean> {
    const deck = await this.findOwned(ownerId, id);
    if (!deck || deck.archivedAt) return false;
    this.rows.set(id, { ...deck, archivedAt: at });
    return true;
  }
}
