import type { DecklistVersion, DecklistVersionLabel, DecklistVersionRepo, NewDecklistVersion } from '@metagame/core';

/** DecklistVersionRepo in a Map; JavaScript runs each append to completion, so numbering cannot race here. */
export class InMemoryDecklistVersionRepo implements DecklistVersionRepo {
  readonly rows = new Map<string, DecklistVersion>();

  /** `onDelete` stands for the database's ON DELETE SET NULL on the matches pinned to a version. */
  constructor(private readonly onDelete: (versionId: string) => void = () => {}) {}

  async appendNext(input: NewDecklistVersion): Promise<DecklistVersion> {
    const highest = Math.max(0, ...this.ofDeck(input.ownerId, input.personalDeckId).map((v) => v.version));
    const version = { ...input, version: highest + 1 };
    this.rows.set(version.id, version);
    return version;
  }

  async listByDeck(ownerId: string, personalDeckId: string): Promise<DecklistVersion[]> {
    return this.ofDeck(ownerId, personalDeckId).sort((a, b) => b.version - a.version);
  }

  async findOwned(ownerId: string, id: string): Promise<DecklistVersion | null> {
    const version = this.rows.get(id);
    return version?.ownerId === ownerId ? version : null;
  }

  async listLabels(ownerId: string, personalDeckId?: string): Promise<DecklistVersionLabel[]> {
    return [...this.rows.values()]
      .filter((v) => v.ownerId === ownerId && (personalDeckId === undefined || v.personalDeckId === personalDeckId))
      .sort((a, b) => a.personalDeckId.localeCompare(b.personalDeckId) || b.version - a.version)
      .map(({ id, personalDeckId: deckId, version, createdAt }) => ({
        id,
        personalDeckId: deckId,
        version,
        createdAt,
      }));
  }

  async findLatest(ownerId: string, personalDeckId: string): Promise<DecklistVersion | null> {
    return (await this.listByDeck(ownerId, personalDeckId))[0] ?? null;
  }

  async delete(ownerId: string, personalDeckId: string, versionId: string): Promise<boolean> {
    const version = this.rows.get(versionId);
    if (version?.ownerId !== ownerId || version.personalDeckId !== personalDeckId) return false;
    this.onDelete(versionId);
    return this.rows.delete(versionId);
  }

  private ofDeck(ownerId: string, personalDeckId: string): DecklistVersion[] {
    return [...this.rows.values()].filter((v) => v.ownerId === ownerId && v.personalDeckId === personalDeckId);
  }
}
