import type { Clock } from '../../shared/clock.js';
import { PASSKEY_CHALLENGE_TTL_MINUTES } from '../entities/passkey.js';
import type { PasskeyCeremony, PasskeyOptions } from '../ports/passkey-ceremony.js';
import type { PasskeyRepo } from '../ports/passkey-repo.js';

export interface StartPasskeyLoginOutput {
  /** For navigator.credentials.get(): no account named (discoverable credentials), user verification required. */
  readonly options: PasskeyOptions;
}

/** The first call of a passkey login: options with a fresh challenge, kept server-side for the second. */
export class StartPasskeyLogin {
  constructor(
    private readonly repo: PasskeyRepo,
    private readonly ceremony: PasskeyCeremony,
    private readonly clock: Clock,
  ) {}

  async execute(): Promise<StartPasskeyLoginOutput> {
    const { challenge, options } = await this.ceremony.loginOptions();
    const expiresAt = new Date(this.clock.now().getTime() + PASSKEY_CHALLENGE_TTL_MINUTES * 60_000);
    await this.repo.insertChallenge({ challenge, purpose: 'login', userId: null, expiresAt });
    return { options };
  }
}
