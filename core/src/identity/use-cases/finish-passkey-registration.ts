import type { Clock } from '../../shared/clock.js';
import type { IdGenerator } from '../../shared/id-generator.js';
import { err, ok, type Result } from '../../shared/result.js';
import type { UnitOfWork } from '../../shared/unit-of-work.js';
import type { AuditTrail } from '../entities/audit-trail.js';
import { DEFAULT_PASSKEY_NAME, type Passkey } from '../entities/passkey.js';
import type { ClientInfo } from '../entities/session.js';
import { invalidPasskey, passkeyTaken, type InvalidPasskey, type PasskeyTaken } from '../errors.js';
import {
  isRefusal,
  type CeremonyRefusal,
  type PasskeyCeremony,
  type PasskeyRegistrationJson,
} from '../ports/passkey-ceremony.js';
import type { PasskeyRepo } from '../ports/passkey-repo.js';
import type { UserRepo } from '../ports/user-repo.js';

export interface FinishPasskeyRegistrationInput {
  readonly userId: string;
  readonly credential: PasskeyRegistrationJson;
  readonly name?: string;
  readonly client?: ClientInfo;
}
export type FinishPasskeyRegistrationOutput = Passkey;

/** What the answer's detail says about a refused registration. */
const WHY: Readonly<Record<CeremonyRefusal['refused'] | 'challenge', string>> = {
  challenge: 'the challenge is unknown, expired or used already, or was not issued to you',
  wrong_origin: 'the response comes from another origin than this site',
  wrong_rp_id: 'the credential is scoped to another relying party',
  no_user_verification: 'the authenticator did not verify the user',
  bad_signature: 'the attestation does not verify',
  wrong_user: 'the credential names another account',
  malformed: 'the response does not decode',
};

/**
 * The second call of adding a passkey: the browser's answer to the options. The challenge is taken
 * (single use) whatever follows; it must be a registration challenge of the caller, unexpired.
 * Origin, RP id, user verification and the attestation are checked by the ceremony; only then is
 * the passkey stored, with its audit row.
 */
export class FinishPasskeyRegistration {
  constructor(
    private readonly users: UserRepo,
    private readonly repo: PasskeyRepo,
    private readonly ceremony: PasskeyCeremony,
    private readonly audit: AuditTrail,
    private readonly uow: UnitOfWork,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
  ) {}

  async execute(
    input: FinishPasskeyRegistrationInput,
  ): Promise<Result<FinishPasskeyRegistrationOutput, InvalidPasskey | PasskeyTaken>> {
    const now = this.clock.now();
    const value = this.ceremony.challengeOf(input.credential);
    if (value === null) return err(invalidPasskey(WHY.malformed));
    const challenge = await this.repo.takeChallenge(value, now);
    if (challenge?.purpose !== 'registration' || challenge.userId !== input.userId)
      return err(invalidPasskey(WHY.challenge));
    const user = await this.users.findById(input.userId);
    if (!user) return err(invalidPasskey(WHY.challenge));
    const verified = await this.ceremony.verifyRegistration(input.credential, challenge.challenge);
    if (isRefusal(verified)) return err(invalidPasskey(WHY[verified.refused]));
    const passkey: Passkey = {
      id: this.ids.newId(),
      userId: user.id,
      ...verified,
      name: input.name?.trim() || DEFAULT_PASSKEY_NAME,
      createdAt: now,
      lastUsedAt: null,
    };
    return this.uow.run(async () => {
      if ((await this.repo.insert(passkey)) === 'credential_taken') return err(passkeyTaken());
      await this.audit.record('passkey.registered', {
        userId: user.id,
        email: user.email,
        client: input.client,
        details: { credential: passkey.id, name: passkey.name, device_type: passkey.deviceType },
      });
      return ok(passkey);
    });
  }
}
