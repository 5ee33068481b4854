import type { Clock } from '../../shared/clock.js';
import type { IdGenerator } from '../../shared/id-generator.js';
import type { UnitOfWork } from '../../shared/unit-of-work.js';
import type { UserRepo } from '../ports/user-repo.js';
import type { AuditTrail } from './audit-trail.js';
import { DISPLAY_NAME_MAX_LENGTH } from './email.js';
import type { IdentityLinker, LinkSubject } from './identity-linker.js';
import type { ClientInfo } from './session.js';
import { NO_PASSWORD, type User } from './user.js';

/** Lost a race to another sign-in of the same person: undo the account, answer as if linked elsewhere. */
class LinkRaceLost extends Error {}

/**
 * A first sign-in through a provider that vouches for the email: a verified account without a
 * password, linked to the provider's person, audited, in one transaction. 'email_taken' when the
 * address has an account after all (a concurrent signup won): its owner must then prove it.
 */
export class OpenIdRegistration {
  constructor(
    private readonly users: UserRepo,
    private readonly linker: IdentityLinker,
    private readonly audit: AuditTrail,
    private readonly uow: UnitOfWork,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
  ) {}

  async register(
    email: string,
    name: string | null,
    who: LinkSubject,
    client?: ClientInfo,
  ): Promise<User | 'email_taken' | 'identity_taken'> {
    const now = this.clock.now();
    const user: User = {
      id: this.ids.newId(),
      email,
      hashedPassword: NO_PASSWORD,
      role: 'user',
      isActive: true,
      isVerified: true,
      displayName: name?.trim().slice(0, DISPLAY_NAME_MAX_LENGTH) || null,
      tokenVersion: 0,
      createdAt: now,
      updatedAt: now,
    };
    try {
      return await this.uow.run(async () => {
        if ((await this.users.insert(user)) === 'email_taken') return 'email_taken' as const;
        await this.audit.record('account.registered', {
          userId: user.id,
          email,
          client,
          details: { role: user.role, is_active: true, is_verified: true, via: 'oidc', provider: who.providerId },
        });
        // Throwing rolls the account back with the link.
        if (!(await this.linker.insert(user, who, client)).ok) throw new LinkRaceLost();
        return user;
      });
    } catch (error) {
      if (error instanceof LinkRaceLost) return 'identity_taken';
      throw error;
    }
  }
}
