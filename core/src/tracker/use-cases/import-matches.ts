import type { Clock } from '../../shared/clock.js';
import type { IdGenerator } from '../../shared/id-generator.js';
import { err, ok, type Result } from '../../shared/result.js';
import type { UnitOfWork } from '../../shared/unit-of-work.js';
import type { Match, MatchDraft } from '../entities/match.js';
import { matchIssues, playOrder } from '../entities/play-order.js';
import { idOrNameLookup, loadRecordNames, type Lookup, type NamedRecordRepos, type RecordNames } from '../entities/record-names.js';
import { importRejected, type ImportIssue, type ImportRejected } from '../errors.js';
import type { MatchRepo } from '../ports/match-repo.js';

/** One imported match: records named by id or by name, the version by its number within the personal deck. */
export interface ImportedMatch extends Omit<MatchDraft, 'personalDeckId' | 'opponentDeckId' | 'eventId' | 'decklistVersionId'> {
  readonly personalDeck: string;
  readonly opponentDeck: string;
  readonly event: string | null;
  /** null = played with no recorded version. */
  readonly decklistVersion: number | null;
}

export interface ImportMatchesInput {
  readonly ownerId: string;
  /** Every data row in file order: `line` numbers it for the reply; `match` is null for a row the host could not read. */
  readonly rows: readonly { readonly line: number; readonly match: ImportedMatch | null }[];
}

export interface ImportMatchesOutput {
  readonly imported: number;
}

/**
 * Imports matches all or nothing: every row must name the caller's own decks, event and version
 * (archived ones included) and have game details that fit its games; otherwise nothing is written
 * and the reply lists each bad row and field. A row the host could not read also stops the import.
 */
export class ImportMatches {
  constructor(
    private readonly matches: MatchRepo,
    private readonly records: NamedRecordRepos,
    private readonly uow: UnitOfWork,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
  ) {}

  async execute(input: ImportMatchesInput): Promise<Result<ImportMatchesOutput, ImportRejected>> {
    const lookups = indexRecords(await loadRecordNames(this.records, input.ownerId));
    const issues: ImportIssue[] = [];
    const matches: Match[] = [];
    // Recorded a millisecond apart, earlier rows later: an export lists newest first, so matches of one
    // date come back out in the order the file had them.
    const now = this.clock.now().getTime();
    input.rows.forEach(({ line, match }, i) => {
      if (match === null) return;
      const resolved = resolveRow(lookups, match);
      if ('issues' in resolved) issues.push(...resolved.issues.map((issue) => ({ line, ...issue })));
      else matches.push({ ...resolved.draft, ...playOrder(resolved.draft), decklistVersionId: resolved.draft.decklistVersionId ?? null, id: this.ids.newId(), ownerId: input.ownerId, createdAt: new Date(now - i) });
    });
    if (issues.length > 0 || matches.length < input.rows.length) return err(importRejected(issues));
    await this.uow.run(() => this.matches.insertMany(matches));
    return ok({ imported: matches.length });
  }
}

type RowIssue = Omit<ImportIssue, 'line'>;

interface Lookups {
  readonly personalDeck: (reference: string) => Lookup;
  readonly opponentDeck: (reference: string) => Lookup;
  readonly event: (reference: string) => Lookup;
  /** `${personal deck id}|${version number}` → version id. */
  readonly versions: ReadonlyMap<string, string>;
}

const indexRecords = (names: RecordNames): Lookups => ({
  personalDeck: idOrNameLookup(names.personalDecks),
  opponentDeck: idOrNameLookup(names.metaDecks),
  event: idOrNameLookup(names.events),
  versions: new Map([...names.versions].map(([id, v]) => [`${v.personalDeckId}|${v.version}`, id])),
});

const KIND = { personalDeck: 'personal deck', opponentDeck: 'roster deck', event: 'event' } as const;

function resolveRow(lookups: Lookups, row: ImportedMatch): { draft: MatchDraft } | { issues: RowIssue[] } {
  const issues: RowIssue[] = [];
  const find = (field: keyof typeof KIND, reference: string) => {
    const found = lookups[field](reference);
    if ('id' in found) return found.id;
    const what = JSON.stringify(reference);
    issues.push({ field, message: found.problem === 'unknown' ? `None of your ${KIND[field]}s has the id or name ${what}.` : `Several of your ${KIND[field]}s are named ${what}; use the id.` });
    return '';
  };
  const { personalDeck, opponentDeck, event, decklistVersion, ...rest } = row;
  const personalDeckId = find('personalDeck', personalDeck);
  const opponentDeckId = find('opponentDeck', opponentDeck);
  const eventId = event === null ? null : find('event', event);
  let decklistVersionId: string | null = null;
  if (decklistVersion !== null && personalDeckId !== '') {
    decklistVersionId = lookups.versions.get(`${personalDeckId}|${decklistVersion}`) ?? null;
    if (decklistVersionId === null) issues.push({ field: 'decklistVersion', message: `The personal deck has no version ${decklistVersion}.` });
  }
  const draft: MatchDraft = { ...rest, personalDeckId, opponentDeckId, eventId, decklistVersionId };
  for (const issue of matchIssues(draft)) issues.push({ field: issue.field === 'eventId' ? 'event' : issue.field, message: issue.message });
  return issues.length > 0 ? { issues } : { draft };
}
