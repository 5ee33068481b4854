import type { CardColorSource, ReferenceCard } from '../ports/card-color-source.js';
import type { Clock } from '../../shared/clock.js';
import type { ColorTables, DefinitionSet } from './definition-set.js';
import { referenceColorCode } from './reference-color-code.js';

/**
 * The colour tables with the reference's colours of `cards`: a card's colour replaces the shared
 * colour file's entry in the table its type selects (a land's in Lands, any other card's in
 * NonLands), since the reference knows every card as printed and the shared file is kept by hand;
 * an entry of the other table stays, so a card both list feeds both tallies. A card in
 * `overridden` keeps its colour: a format's overrides are its curators' deliberate word. When no
 * entry changes (the reference agrees with the shared file on the cards both know) the same tables
 * come back: copying a real shared file's 27,000 entries, and building the lookups on the copy, took
 * 5 ms a call.
 */
export function withReferenceColors(
  tables: ColorTables,
  cards: ReadonlyMap<string, ReferenceCard>,
  overridden: ReadonlySet<string>,
): ColorTables {
  const changes: [table: 'lands' | 'nonLands', name: string, code: string][] = [];
  for (const [name, card] of cards) {
    if (overridden.has(name)) continue;
    const table = card.types.includes('Land') ? 'lands' : 'nonLands';
    const code = referenceColorCode(card);
    if (tables[table].get(name) !== code) changes.push([table, name, code]);
  }
  if (changes.length === 0) return tables;
  const changed = { lands: new Map(tables.lands), nonLands: new Map(tables.nonLands) };
  for (const [table, name, code] of changes) changed[table].set(name, code);
  return changed;
}

/**
 * Colours a definition set's decks from the card reference as decks come: each call asks the
 * reference about the names of `decks` that neither the format's overrides nor an earlier call
 * covered, and answers the set with every colour learnt so far (the same object while nothing new
 * is learnt, so the colour lookups built for it are reused). Calls run one after the other, so a
 * call never answers before the names an earlier one is asking about are learnt; a failed lookup
 * leaves its names to be asked again.
 */
export function referenceColorsFor(
  source: CardColorSource,
  definitions: DefinitionSet,
): (names: Iterable<string>) => Promise<DefinitionSet> {
  const asked = new Set<string>();
  let current = definitions;
  const learn = async (names: Iterable<string>): Promise<DefinitionSet> => {
    const unasked: string[] = [];
    for (const name of names) {
      if (asked.has(name) || definitions.overriddenCards.has(name)) continue;
      asked.add(name);
      unasked.push(name);
    }
    if (unasked.length === 0) return current;
    let cards: ReadonlyMap<string, ReferenceCard>;
    try {
      cards = await source.cardsNamed(unasked);
    } catch (error) {
      for (const name of unasked) asked.delete(name);
      throw error;
    }
    const colors = withReferenceColors(current.colors, cards, definitions.overriddenCards);
    if (colors !== current.colors) current = { ...current, colors };
    return current;
  };
  let previous: Promise<unknown> = Promise.resolve();
  return (names) => {
    const answer = previous.then(() => learn(names));
    previous = answer.catch(() => undefined);
    return answer;
  };
}

/**
 * referenceColorsFor kept per definition set for `keepMs`, so that consecutive imports (a folder of
 * tournament files, a day's cron run) ask the reference about each card name once rather than once
 * per file. A card the card data import adds meanwhile reaches imports within `keepMs`; new
 * definitions are a new set, with nothing kept.
 */
export function keptReferenceColors(
  source: CardColorSource,
  clock: Clock,
  keepMs: number,
): (definitions: DefinitionSet, names: Iterable<string>) => Promise<DefinitionSet> {
  const kept = new WeakMap<
    DefinitionSet,
    { since: number; complete: (names: Iterable<string>) => Promise<DefinitionSet> }
  >();
  return (definitions, names) => {
    const now = clock.now().getTime();
    let entry = kept.get(definitions);
    if (entry === undefined || now - entry.since >= keepMs) {
      entry = { since: now, complete: referenceColorsFor(source, definitions) };
      kept.set(definitions, entry);
    }
    return entry.complete(names);
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
