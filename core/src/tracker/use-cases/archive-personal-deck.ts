import type { Clock } from '../../shared/clock.js';
import { err, ok, type Result } from '../../shared/result.js';
import type { UnitOfWork } from '../../shared/unit-of-work.js';
import { personalDeckNotFound, type TrackerNotFound } from '../errors.js';
import type { PersonalDeckRepo } from '../ports/personal-deck-repo.js';
import type { UserSettingsRepo } from '../ports/user-settings-repo.js';

export interface ArchivePersonalDeckInput {
  readonly ownerId: string;
  readonly deckId: string;
}
export type ArchivePersonalDeckOutput = void;

/**
 * DELETE of a personal deck archives it (never a real delete, no un-archive). In the same
 * transaction, the owner's active deck setting is cleared when it named this deck. Archiving an
 * already archived deck succeeds and keeps the first archived_at.
 */
export class ArchivePersonalDeck {
  constructor(
    private readonly decks: PersonalDeckRepo,
    private readonly settings: UserSettingsRepo,
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async execute(input: ArchivePersonalDeckInput): Promise<Result<ArchivePersonalDeckOutput, TrackerNotFound>> {
    return this.uow.run(async () => {
      const archived = await this.decks.archive(input.ownerId, input.deckId, this.clock.now());
      if (!archived && !(await this.decks.findOwned(input.ownerId, input.deckId))) return err(personalDeckNotFound());
      await this.settings.clearActiveDeck(input.ownerId, input.deckId);
      return ok(undefined);
    });
  }
}
