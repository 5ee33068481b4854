import type { UserSettings } from '../entities/user-settings.js';
import type { UserSettingsRepo } from '../ports/user-settings-repo.js';

export interface GetSettingsInput {
  readonly userId: string;
}
export type GetSettingsOutput = UserSettings;

/** The caller's settings, created with the defaults (not shared, no active deck) on first read. */
export class GetSettings {
  constructor(private readonly settings: UserSettingsRepo) {}

  async execute(input: GetSettingsInput): Promise<GetSettingsOutput> {
    return this.settings.findOrCreate(input.userId);
  }
}
