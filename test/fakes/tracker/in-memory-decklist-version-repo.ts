import type { DecklistVersion, DecklistVersionRepo, NewDecklistVersion } from '@metagame/core';

/** DecklistVersionRepo in a Map; JavaScript runs each append to completion, so numbering cannot race here. */
export class InMemoryDecklistVersionRepo implements DecklistVersionRepo {
  readonly rows = new Map<string, DecklistVersion>();

  async appendNext(input: NewDecklistVersion): Promise<DecklistVersion> {
    const highest = Math.max(0, ...this.ofDeck(input.ownerId, input.personalDeckId).map((v) => v.version));
    const version = { ...input, version: highest + 1 };
    this.rows.set(version.id, version);
    return version;
  }

  async listByDeck(ownerId: string, personalDeckId: string): Promise<DecklistVersion[]> {
    return this.ofDeck(ownerId, personalDeckId).sort((a, b) => b.version - a.version);
  }

  async findLatest(ownerId: string, personalDeckId: string): Promise<DecklistVersion | null> {
    return (await this.listByDeck(ownerId, personalDeckId))[0] ?? null;
  }

  async delete(ownerId: string, personalDeckId: string, versionId: string): Promise<boolean> {
    const version = this.rows.get(versionId);
    if (version?.ownerId !== ownerId || version.personalDeckId !== personalDeckId) return false;
    return this.rows.delete(versionId);
  }

  private ofDeck(ownerId: string, personalDeckId: string): DecklistVersion[] {
    return [...this.rows.values()].filter((v) => v.ownerId === ownerId && v.personalDeckId === personalDeckId);
  }
}
