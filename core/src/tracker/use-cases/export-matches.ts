import { ok, type Result } from '../../shared/result.js';
import type { MatchFilter } from '../entities/match-filter.js';
import type { Match } from '../entities/match.js';
import { exportLabels, loadRecordNames, type NamedRecordRepos } from '../entities/record-names.js';
import type { DataNotShared } from '../errors.js';
import type { MatchRepo } from '../ports/match-repo.js';
import type { ResolveReadableOwner } from './resolve-readable-owner.js';

export interface ExportMatchesInput {
  readonly callerId: string;
  readonly ownerId?: string | undefined;
  readonly filter: MatchFilter;
}

/** A match with the names of what it refers to (an id where a name is not unique), as an export writes it. */
export interface NamedMatch {
  readonly match: Match;
  readonly personalDeck: string;
  readonly opponentDeck: string;
  readonly event: string | null;
  /** The number of the version played, within its deck. */
  readonly version: number | null;
}

export interface ExportMatchesOutput {
  readonly rows: AsyncIterable<NamedMatch>;
}

/** The readable owner's match log that passes the filter, newest first, read lazily (any size, one batch in memory). */
export class ExportMatches {
  constructor(
    private readonly readable: ResolveReadableOwner,
    private readonly matches: MatchRepo,
    private readonly records: NamedRecordRepos,
  ) {}

  async execute(input: ExportMatchesInput): Promise<Result<ExportMatchesOutput, DataNotShared>> {
    const owner = await this.readable.execute(input);
    if (!owner.ok) return owner;
    const names = await loadRecordNames(this.records, owner.value);
    const decks = exportLabels(names.personalDecks);
    const metaDecks = exportLabels(names.metaDecks);
    const events = exportLabels(names.events);
    const matches = this.matches.stream(owner.value, input.filter);
    async function* rows(): AsyncIterable<NamedMatch> {
      for await (const match of matches) {
        yield {
          match,
          personalDeck: decks.get(match.personalDeckId) ?? match.personalDeckId,
          opponentDeck: metaDecks.get(match.opponentDeckId) ?? match.opponentDeckId,
          event: match.eventId === null ? null : (events.get(match.eventId) ?? match.eventId),
          version:
            match.decklistVersionId === null ? null : (names.versions.get(match.decklistVersionId)?.version ?? null),
        };
      }
    }
    return ok({ rows: rows() });
  }
}
