import type { UnitOfWork } from '../../shared/unit-of-work.js';
import { err, ok, type Result } from '../../shared/result.js';
import type { UserSettings } from '../entities/user-settings.js';
import { archivedActiveDeck, personalDeckNotFound, type ArchivedActiveDeck, type TrackerNotFound } from '../errors.js';
import type { PersonalDeckRepo } from '../ports/personal-deck-repo.js';
import type { UserSettingsRepo } from '../ports/user-settings-repo.js';

export interface UpdateSettingsInput {
  readonly userId: string;
  readonly dataShared?: boolean;
  /** A deck id to make active, null to clear it, absent to leave it. */
  readonly activePersonalDeckId?: string | null;
}
export type UpdateSettingsOutput = UserSettings;

/** PATCH /me/settings: the active deck must be one of the caller's own, still active decks. */
export class UpdateSettings {
  constructor(
    private readonly settings: UserSettingsRepo,
    private readonly decks: PersonalDeckRepo,
    private readonly uow: UnitOfWork,
  ) {}

  async execute(
    input: UpdateSettingsInput,
  ): Promise<Result<UpdateSettingsOutput, TrackerNotFound | ArchivedActiveDeck>> {
    return this.uow.run(async () => {
      const current = await this.settings.findOrCreate(input.userId);
      if (input.activePersonalDeckId) {
        const deck = await this.decks.findOwned(input.userId, input.activePersonalDeckId);
        if (!deck) return err(personalDeckNotFound());
        if (deck.archivedAt) return err(archivedActiveDeck());
      }
      const next: UserSettings = {
        userId: input.userId,
        dataShared: input.dataShared ?? current.dataShared,
        activePersonalDeckId:
          input.activePersonalDeckId === undefined ? current.activePersonalDeckId : input.activePersonalDeckId,
      };
      await this.settings.save(next);
      return ok(next);
    });
  }
}
