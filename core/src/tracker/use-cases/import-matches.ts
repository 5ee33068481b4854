import type { Clock } from '../../shared/clock.js';
import type { IdGenerator } from '../../shared/id-generator.js';
import { err, ok, type Result } from '../../shared/result.js';
import type { UnitOfWork } from '../../shared/unit-of-work.js';
import { indexRecords, resolveImportedMatch, type ImportedMatch } from '../entities/imported-match.js';
import type { Match } from '../entities/match.js';
import { playOrder } from '../entities/play-order.js';
import { loadRecordNames, type NamedRecordRepos } from '../entities/record-names.js';
import { importRejected, type ImportIssue, type ImportRejected } from '../errors.js';
import type { MatchRepo } from '../ports/match-repo.js';

export interface ImportMatchesInput {
  readonly ownerId: string;
  /** Who played the imported matches: the caller. */
  readonly playerId: string;
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
      const resolved = resolveImportedMatch(lookups, match);
      if ('issues' in resolved) issues.push(...resolved.issues.map((issue) => ({ line, ...issue })));
      else
        matches.push({
          ...resolved.draft,
          ...playOrder(resolved.draft),
          decklistVersionId: resolved.draft.decklistVersionId ?? null,
          game2PlanUsed: resolved.draft.game2PlanUsed ?? null,
          game3PlanUsed: resolved.draft.game3PlanUsed ?? null,
          id: this.ids.newId(),
          ownerId: input.ownerId,
          playerId: input.playerId,
          createdAt: new Date(now - i),
        });
    });
    if (issues.length > 0 || matches.length < input.rows.length) return err(importRejected(issues));
    await this.uow.run(() => this.matches.insertMany(matches));
    return ok({ imported: matches.length });
  }
}
