import { normaliseCardName, type CardColorSource, type ReferenceCard } from '@metagame/core';
import type { FaceSeed } from '../../contracts/metagame/card-color-source.contract.js';

/** CardColorSource over faces held in memory (tokens aside), as the SQL source reads the `cards` table. */
export class FixedCardColors implements CardColorSource {
  private readonly byName = new Map<string, ReferenceCard>();

  constructor(faces: readonly FaceSeed[]) {
    const sides = new Map<string, Map<string, FaceSeed>>();
    for (const face of faces) {
      if (face.isToken) continue;
      const card = sides.get(face.name) ?? new Map<string, FaceSeed>();
      if (!card.has(face.side ?? 'a')) card.set(face.side ?? 'a', face);
      sides.set(face.name, card);
    }
    for (const [name, card] of sides) {
      const ordered = [...card.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([, f]) => f);
      const reference: ReferenceCard = {
        types: ordered[0]?.types ?? [],
        layout: ordered[0]?.layout ?? 'normal',
        faces: ordered.map((f) => ({
          colors: f.colors,
          colorIdentity: f.colorIdentity,
          manaCost: f.manaCost,
          text: f.text,
        })),
      };
      this.byName.set(normaliseCardName(name), reference);
      const front = ordered[0]?.faceName;
      if (front && !this.byName.has(normaliseCardName(front))) this.byName.set(normaliseCardName(front), reference);
    }
  }

  cardsNamed(names: readonly string[]): Promise<ReadonlyMap<string, ReferenceCard>> {
    const found = new Map<string, ReferenceCard>();
    for (const name of names) {
      const card = this.byName.get(normaliseCardName(name));
      if (card) found.set(name, card);
    }
    return Promise.resolve(found);
  }
}
