import type { CardColorSource, ReferenceCard } from '../ports/card-color-source.js';
import type { ColorTables, DefinitionSet } from './definition-set.js';
import { referenceColorCode } from './reference-color-code.js';

/**
 * The colour tables with the reference's colours of `cards` the tables do not list. A card the
 * tables list keeps their colour: they are the rule engine's own data, curated per format, and the
 * classification must agree with it on every card they know; the reference fills in the rest
 * (cards newer than the tables above all).
 */
export function withReferenceColors(tables: ColorTables, cards: ReadonlyMap<string, ReferenceCard>): ColorTables {
  const lands = new Map(tables.lands);
  const nonLands = new Map(tables.nonLands);
  for (const [name, card] of cards) {
    if (tables.lands.has(name) || tables.nonLands.has(name)) continue;
    (card.types.includes('Land') ? lands : nonLands).set(name, referenceColorCode(card));
  }
  return { lands, nonLands };
}

/**
 * Completes a definition set's colour tables from the card reference as decks come: each call
 * asks the reference about the names of `decks` neither the tables nor an earlier call covered,
 * and answers the set with every colour learnt so far (the same object while nothing new is learnt,
 * so the colour lookups built for it are reused).
 */
export function referenceColorsFor(
  source: CardColorSource,
  definitions: DefinitionSet,
): (names: Iterable<string>) => Promise<DefinitionSet> {
  const asked = new Set<string>();
  let current = definitions;
  return async (names) => {
    const missing: string[] = [];
    for (const name of names) {
      if (asked.has(name) || definitions.colors.lands.has(name) || definitions.colors.nonLands.has(name)) continue;
      asked.add(name);
      missing.push(name);
    }
    if (missing.length === 0) return current;
    const cards = await source.cardsNamed(missing);
    if (cards.size > 0) current = { ...current, colors: withReferenceColors(current.colors, cards) };
    return current;
  };
}

/** Every card name of `decks`, main and side. */
export function cardNamesOf(
  decks: readonly { cards: { mainboard: readonly { name: string }[]; sideboard: readonly { name: string }[] } }[],
): Set<string> {
  const names = new Set<string>();
  for (const deck of decks) {
    for (const entry of deck.cards.mainboard) names.add(entry.name);
    for (const entry of deck.cards.sideboard) names.add(entry.name);
  }
  return names;
}
