import type { Clock } from '../../shared/clock.js';
import type { IdGenerator } from '../../shared/id-generator.js';
import { err, ok, type Result } from '../../shared/result.js';
import type { UnitOfWork } from '../../shared/unit-of-work.js';
import { buildTournament, sourceKeyOf as buildKey } from '../entities/build-tournament.js';
import { readTournamentFile } from '../entities/read-tournament-file.js';
import { checkStandings, type StandingMismatch } from '../entities/standings-check.js';
import { FORMAT_PATTERN, formatFromName, normaliseFormat } from '../entities/tournament-format.js';
import { formatNotKnown, invalidTournamentFile, type FormatNotKnown, type InvalidTournamentFile } from '../errors.js';
import type { CardNameLookup } from '../ports/card-name-lookup.js';
import type { DeckClassifier } from '../ports/deck-classifier.js';
import type { TournamentRepo } from '../ports/tournament-repo.js';

export interface ImportTournamentInput {
  /** The file's parsed JSON, not yet validated. */
  readonly content: unknown;
  /** The format as given; null takes it from `fileName`, else the Uri's slug, else the event's name. */
  readonly format: string | null;
  readonly fileName: string | null;
}

export interface ImportTournamentOutput {
  readonly tournamentId: string;
  /** The same tournament (same Uri, else same name and date) was there and is replaced. */
  readonly replaced: boolean;
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
  /** Card names that match no card of the reference, kept as published. */
  readonly unmatchedCards: readonly string[];
  /** Decks given an archetype (0 when the format has no definitions). */
  readonly classified: number;
}

/**
 * Imports one tournament file: validated whole before anything is written, then stored in one
 * transaction in place of an earlier import of the same tournament, so importing a file again
 * counts it once.
 */
export class ImportTournament {
  constructor(
    private readonly tournaments: TournamentRepo,
    private readonly cardNames: CardNameLookup,
    private readonly classifier: DeckClassifier,
    private readonly unitOfWork: UnitOfWork,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
  ) {}

  async execute(
    input: ImportTournamentInput,
  ): Promise<Result<ImportTournamentOutput, InvalidTournamentFile | FormatNotKnown>> {
    const read = readTournamentFile(input.content);
    if (!read.ok) return err(invalidTournamentFile(read.error));
    const file = read.value;
    const format = input.format
      ? normaliseFormat(input.format)
      : (formatFromName(input.fileName ?? '') ?? formatFromName(file.uri ?? '') ?? formatFromName(file.name));
    if (!format)
      return err(formatNotKnown('No format given, and neither the file name, the Uri nor the event name names one.'));
    if (!FORMAT_PATTERN.test(format))
      return err(formatNotKnown(`"${format}" is not a format name (lower-case letters, digits and dashes).`));
    const mismatches = checkStandings(file);
    const names = [...new Set(file.decks.flatMap((d) => [...d.mainboard, ...d.sideboard].map((c) => c.name)))];
    const unmatchedCards = await this.cardNames.unknownNames(names);
    const classify = await this.classifier.forFormat(format);
    const { detail, replaced } = await this.unitOfWork.run(async () => {
      const existing = await this.tournaments.findIdBySourceKey(buildKey(file));
      const built = buildTournament({
        file,
        id: existing ?? this.ids.newId(),
        format,
        importedAt: this.clock.now(),
        mismatches,
        newId: () => this.ids.newId(),
        classify,
      });
      await this.tournaments.replace(built);
      return { detail: built, replaced: existing !== null };
    });
    return ok({
      tournamentId: detail.tournament.id,
      replaced,
      format,
      name: file.name,
      date: file.date,
      decks: detail.decks.length,
      rounds: file.rounds?.length ?? 0,
      matches: detail.matches.filter((m) => m.deck2Id !== null).length,
      byes: detail.matches.filter((m) => m.deck2Id === null).length,
      standings: file.standings?.length ?? 0,
      inconsistent: mismatches.length > 0,
      mismatches,
      unmatchedCards,
      classified: detail.decks.filter((d) => d.archetype !== null).length,
    });
  }
}
