import type { Clock } from '../../shared/clock.js';
import { err, ok, type Result } from '../../shared/result.js';
import type { UnitOfWork } from '../../shared/unit-of-work.js';
import type { AuditTrail } from '../entities/audit-trail.js';
import { signInMethodCount } from '../entities/open-id.js';
import type { ClientInfo } from '../entities/session.js';
import type { User } from '../entities/user.js';
import {
  lastSignInMethod,
  linkedIdentityNotFound,
  type LastSignInMethod,
  type LinkedIdentityNotFound,
} from '../errors.js';
import type { LinkedIdentityRepo } from '../ports/linked-identity-repo.js';
import type { UserRepo } from '../ports/user-repo.js';

export interface UnlinkIdentityInput {
  readonly user: User;
  readonly identityId: string;
  readonly client?: ClientInfo;
}
export type UnlinkIdentityOutput = void;

/** Thrown inside the transaction to roll the delete back when it took the last way to sign in. */
class WouldLockOut extends Error {}

/**
 * Removes one of the caller's links, unless it is the last way the account signs in (no password,
 * no other link). The transaction first touches the account's row, which locks it, so concurrent
 * unlinks of one account run one after the other and the second sees the first's delete; the rule
 * is checked after the delete and a refusal rolls it back.
 */
export class UnlinkIdentity {
  constructor(
    private readonly identities: LinkedIdentityRepo,
    private readonly audit: AuditTrail,
    private readonly uow: UnitOfWork,
    private readonly users: UserRepo,
    private readonly clock: Clock,
  ) {}

  async execute(
    input: UnlinkIdentityInput,
  ): Promise<Result<UnlinkIdentityOutput, LinkedIdentityNotFound | LastSignInMethod>> {
    const { user } = input;
    const identity = (await this.identities.listByUser(user.id)).find((i) => i.id === input.identityId);
    if (!identity) return err(linkedIdentityNotFound());
    try {
      return await this.uow.run(async () => {
        if (!(await this.users.update(user.id, { updatedAt: this.clock.now() }))) return err(linkedIdentityNotFound());
        if (!(await this.identities.delete(user.id, identity.id))) return err(linkedIdentityNotFound());
        if (signInMethodCount(await this.identities.signInMethods(user.id)) === 0) throw new WouldLockOut();
        await this.audit.record('oidc.unlinked', {
          userId: user.id,
          email: user.email,
          client: input.client,
          details: { provider: identity.providerId },
        });
        return ok(undefined);
      });
    } catch (error) {
      if (error instanceof WouldLockOut) return err(lastSignInMethod());
      throw error;
    }
  }
}
