import type { DecklistVersionRepo } from '../ports/decklist-version-repo.js';
import type { EventRepo } from '../ports/event-repo.js';
import type { MetaDeckRepo } from '../ports/meta-deck-repo.js';
import type { PersonalDeckRepo } from '../ports/personal-deck-repo.js';

/** The owner's records that a match or card test names, by id: what exports write and imports read back. */
export interface RecordNames {
  readonly personalDecks: ReadonlyMap<string, string>;
  readonly metaDecks: ReadonlyMap<string, string>;
  readonly events: ReadonlyMap<string, string>;
  /** Version id → its deck and number. */
  readonly versions: ReadonlyMap<string, { readonly personalDeckId: string; readonly version: number }>;
}

export interface NamedRecordRepos {
  readonly decks: PersonalDeckRepo;
  readonly metaDecks: MetaDeckRepo;
  readonly events: EventRepo;
  readonly versions: DecklistVersionRepo;
}

/** Every deck, roster deck, event (archived ones too: history keeps them) and version of the owner, by id. */
export async function loadRecordNames(repos: NamedRecordRepos, ownerId: string): Promise<RecordNames> {
  const all = { includeArchived: true };
  const [decks, metaDecks, events, versions] = await Promise.all([
    repos.decks.list(ownerId, all),
    repos.metaDecks.list(ownerId, all),
    repos.events.list(ownerId, all),
    repos.versions.listLabels(ownerId),
  ]);
  return {
    personalDecks: new Map(decks.map((d) => [d.id, d.name])),
    metaDecks: new Map(metaDecks.map((d) => [d.id, d.name])),
    events: new Map(events.map((e) => [e.id, e.name])),
    versions: new Map(versions.map((v) => [v.id, { personalDeckId: v.personalDeckId, version: v.version }])),
  };
}

/**
 * How an export names each record: by its name, or by its id when another record of the same kind
 * has the same name, so that an import can always tell them apart.
 */
export function exportLabels(names: ReadonlyMap<string, string>): Map<string, string> {
  const counts = new Map<string, number>();
  for (const name of names.values()) counts.set(fold(name), (counts.get(fold(name)) ?? 0) + 1);
  return new Map([...names].map(([id, name]) => [id, counts.get(fold(name)) === 1 ? name : id]));
}

const fold = (name: string) => name.trim().toLowerCase();

/** The answer to a reference: the record's id, or why there is none. */
export type Lookup = { readonly id: string } | { readonly problem: 'unknown' | 'ambiguous' };

/**
 * Finds records named by their id or by their name (names compare trimmed and case-insensitively).
 * An unknown reference and a name two records share are both answered with why, never guessed.
 * Built once, then each lookup is one map read.
 */
export function idOrNameLookup(names: ReadonlyMap<string, string>): (reference: string) => Lookup {
  const byName = new Map<string, string[]>();
  for (const [id, name] of names) byName.set(fold(name), [...(byName.get(fold(name)) ?? []), id]);
  return (reference) => {
    if (names.has(reference)) return { id: reference };
    const ids = byName.get(fold(reference)) ?? [];
    return ids.length === 1 ? { id: ids[0]! } : { problem: ids.length === 0 ? 'unknown' : 'ambiguous' };
  };
}
