import type { Clock } from '../../shared/clock.js';
import { err, ok, type Result } from '../../shared/result.js';
import { PASSKEY_CHALLENGE_TTL_MINUTES } from '../entities/passkey.js';
import { userNotFound, type UserNotFound } from '../errors.js';
import type { PasskeyCeremony, PasskeyOptions } from '../ports/passkey-ceremony.js';
import type { PasskeyRepo } from '../ports/passkey-repo.js';
import type { UserRepo } from '../ports/user-repo.js';

export interface StartPasskeyRegistrationInput {
  readonly userId: string;
}
export interface StartPasskeyRegistrationOutput {
  /** For navigator.credentials.create(): a discoverable credential, user verification required. */
  readonly options: PasskeyOptions;
}

/** The first call of adding a passkey: options with a fresh challenge, kept server-side for the second. */
export class StartPasskeyRegistration {
  constructor(
    private readonly users: UserRepo,
    private readonly repo: PasskeyRepo,
    private readonly ceremony: PasskeyCeremony,
    private readonly clock: Clock,
  ) {}

  async execute(input: StartPasskeyRegistrationInput): Promise<Result<StartPasskeyRegistrationOutput, UserNotFound>> {
    const user = await this.users.findById(input.userId);
    if (!user) return err(userNotFound());
    const { challenge, options } = await this.ceremony.registrationOptions(user, await this.repo.listByUser(user.id));
    const expiresAt = new Date(this.clock.now().getTime() + PASSKEY_CHALLENGE_TTL_MINUTES * 60_000);
    await this.repo.insertChallenge({ challenge, purpose: 'registration', userId: user.id, expiresAt });
    return ok({ options });
  }
}
