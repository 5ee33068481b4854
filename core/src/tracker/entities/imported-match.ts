import type { ImportIssue } from '../errors.js';
import type { MatchDraft } from './match.js';
import { matchIssues } from './play-order.js';
import { idOrNameLookup, type Lookup, type RecordNames } from './record-names.js';

/** One imported match: records named by id or by name, the version by its number within the personal deck. */
export interface ImportedMatch extends Omit<
  MatchDraft,
  'personalDeckId' | 'opponentDeckId' | 'eventId' | 'decklistVersionId'
> {
  readonly personalDeck: string;
  readonly opponentDeck: string;
  readonly event: string | null;
  /** null = played with no recorded version. */
  readonly decklistVersion: number | null;
}

export type RowIssue = Omit<ImportIssue, 'line'>;

/** The owner's records indexed for an import: each lookup is one map read, whatever the row count. */
export interface ImportLookups {
  readonly personalDeck: (reference: string) => Lookup;
  readonly opponentDeck: (reference: string) => Lookup;
  readonly event: (reference: string) => Lookup;
  /** `${personal deck id}|${version number}` → version id. */
  readonly versions: ReadonlyMap<string, string>;
}

export const indexRecords = (names: RecordNames): ImportLookups => ({
  personalDeck: idOrNameLookup(names.personalDecks),
  opponentDeck: idOrNameLookup(names.metaDecks),
  event: idOrNameLookup(names.events),
  versions: new Map([...names.versions].map(([id, v]) => [`${v.personalDeckId}|${v.version}`, id])),
});

const KIND = { personalDeck: 'personal deck', opponentDeck: 'roster deck', event: 'event' } as const;

/** One imported row → the match draft it stands for, or every field that names nothing or breaks a rule. */
export function resolveImportedMatch(
  lookups: ImportLookups,
  row: ImportedMatch,
): { draft: MatchDraft } | { issues: RowIssue[] } {
  const issues: RowIssue[] = [];
  const find = (field: keyof typeof KIND, reference: string) => {
    const found = lookups[field](reference);
    if ('id' in found) return found.id;
    const what = JSON.stringify(reference);
    issues.push({
      field,
      message:
        found.problem === 'unknown'
          ? `None of your ${KIND[field]}s has the id or name ${what}.`
          : `Several of your ${KIND[field]}s are named ${what}; use the id.`,
    });
    return '';
  };
  const { personalDeck, opponentDeck, event, decklistVersion, ...rest } = row;
  const personalDeckId = find('personalDeck', personalDeck);
  const opponentDeckId = find('opponentDeck', opponentDeck);
  const eventId = event === null ? null : find('event', event);
  let decklistVersionId: string | null = null;
  if (decklistVersion !== null && personalDeckId !== '') {
    decklistVersionId = lookups.versions.get(`${personalDeckId}|${decklistVersion}`) ?? null;
    if (decklistVersionId === null)
      issues.push({ field: 'decklistVersion', message: `The personal deck has no version ${decklistVersion}.` });
  }
  const draft: MatchDraft = { ...rest, personalDeckId, opponentDeckId, eventId, decklistVersionId };
  for (const issue of matchIssues(draft))
    issues.push({ field: issue.field === 'eventId' ? 'event' : issue.field, message: issue.message });
  return issues.length > 0 ? { issues } : { draft };
}
