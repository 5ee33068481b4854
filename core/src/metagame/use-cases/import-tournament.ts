import type { Clock } from '../../shared/clock.js';
import type { IdGenerator } from '../../shared/id-generator.js';
import { err, ok, type Result } from '../../shared/result.js';
import type { UnitOfWork } from '../../shared/unit-of-work.js';
import { buildTournament, sourceKeyOf } from '../entities/build-tournament.js';
import { readTournamentFile } from '../entities/read-tournament-file.js';
import { checkStandings, type StandingMismatch } from '../entities/standings-check.js';
import { countsOf } from '../entities/import-counts.js';
import { FORMAT_PATTERN, formatOfFile } from '../entities/tournament-format.js';
import { formatNotKnown, invalidTournamentFile, type FormatNotKnown, type InvalidTournamentFile } from '../errors.js';
import type { CardNameLookup } from '../ports/card-name-lookup.js';
import type { DeckClassifier } from '../ports/deck-classifier.js';
import type { TournamentRepo } from '../ports/tournament-repo.js';
import type { WebhookPublisher } from '../../webhooks/entities/webhook-publisher.js';

export interface ImportTournamentInput {
  /** The file's parsed JSON, not yet validated. */
  readonly content: unknown;
  /** The format as given; null takes it from `fileName`, else the Uri's slug, else the event's name. */
  readonly format: string | null;
  readonly fileName: string | null;
  /**
   * A digest of the file's bytes, or null. When the same event was imported from a file with the
   * same digest, nothing is written (a folder import run again skips what it already did).
   */
  readonly contentHash: string | null;
}

/** `created`: a new event; `replaced`: the same event (same Uri, else name and date) rewritten; `unchanged`: skipped. */
export type ImportOutcome = 'created' | 'replaced' | 'unchanged';

export interface ImportTournamentOutput {
  readonly tournamentId: string;
  readonly outcome: ImportOutcome;
  readonly format: string;
  readonly name: string;
  readonly date: Date;
  readonly decks: number;
  readonly rounds: number;
  readonly matches: number;
  readonly byes: number;
  readonly standings: number;
  readonly inconsistent: boolean;
  readonly mismatches: readonly StandingMismatch[];
  /** Card names that match no card of the reference, kept as published (not looked up when unchanged). */
  readonly unmatchedCards: readonly string[];
  /** Decks given an archetype (0 when the format has no definitions, or the file was unchanged). */
  readonly classified: number;
}

/**
 * Imports one tournament file: validated whole before anything is written, then stored in one
 * transaction in place of an earlier import of the same tournament, so importing a file again
 * counts it once. Webhooks subscribed to `meta.import.finished` are told in the same transaction.
 */
export class ImportTournament {
  constructor(
    private readonly tournaments: TournamentRepo,
    private readonly cardNames: CardNameLookup,
    private readonly classifier: DeckClassifier,
    private readonly unitOfWork: UnitOfWork,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
    private readonly webhooks: WebhookPublisher,
  ) {}

  async execute(
    input: ImportTournamentInput,
  ): Promise<Result<ImportTournamentOutput, InvalidTournamentFile | FormatNotKnown>> {
    const read = readTournamentFile(input.content);
    if (!read.ok) return err(invalidTournamentFile(read.error));
    const file = read.value;
    const format = formatOfFile(input.format, input.fileName, file);
    if (!format)
      return err(formatNotKnown('No format given, and neither the file name, the Uri nor the event name names one.'));
    if (!FORMAT_PATTERN.test(format))
      return err(formatNotKnown(`"${format}" is not a format name (lower-case letters, digits and dashes).`));
    const mismatches = checkStandings(file);
    const counts = countsOf(file, format, mismatches);
    const stored = await this.tournaments.findBySourceKey(sourceKeyOf(file));
    if (stored && input.contentHash !== null && stored.contentHash === input.contentHash)
      return ok({ ...counts, tournamentId: stored.id, outcome: 'unchanged', unmatchedCards: [], classified: 0 });
    const names = [...new Set(file.decks.flatMap((d) => [...d.mainboard, ...d.sideboard].map((c) => c.name)))];
    const unmatchedCards = await this.cardNames.unknownNames(names);
    const classify = await this.classifier.forFormat(format, names);
    const { detail, replaced } = await this.unitOfWork.run(async () => {
      const existing = await this.tournaments.findBySourceKey(sourceKeyOf(file));
      const built = buildTournament({
        file,
        id: existing?.id ?? this.ids.newId(),
        format: format,
        importedAt: this.clock.now(),
        contentHash: input.contentHash,
        mismatches,
        newId: () => this.ids.newId(),
        classify,
      });
      await this.tournaments.replace(built);
      await this.webhooks.publicEvent('meta.import.finished', {
        tournament_id: built.tournament.id,
        outcome: existing ? 'replaced' : 'created',
        format,
        name: built.tournament.name,
        date: built.tournament.date.toISOString().slice(0, 10),
        decks: built.decks.length,
      });
      return { detail: built, replaced: existing !== null };
    });
    return ok({
      ...counts,
      tournamentId: detail.tournament.id,
      outcome: replaced ? 'replaced' : 'created',
      unmatchedCards,
      classified: detail.decks.filter((d) => d.archetype !== null).length,
    });
  }
}
