import type { PublicDeckCards } from './definition-set.js';

/** Companions by full card name; when several sit in a sideboard the last of this list wins. */
const COMPANIONS = [
  'Gyruda, Doom of Depths',
  'Jegantha, the Wellspring',
  'Kaheera, the Orphanguard',
  'Keruga, the Macrosage',
  'Lurrus of the Dream-Den',
  'Lutri, the Spellchaser',
  'Obosh, the Preypiercer',
  'Umori, the Collector',
  'Yorion, Sky Nomad',
  'Zirda, the Dawnwaker',
] as const;

/** The deck's companion, read from its sideboard only; null when it has none. It never decides the archetype. */
export function deckCompanion(deck: PublicDeckCards): string | null {
  const side = new Set(deck.sideboard.map((entry) => entry.name));
  let found: string | null = null;
  for (const name of COMPANIONS) if (side.has(name)) found = name;
  return found;
}
