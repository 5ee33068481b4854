import type { Clock } from '../../shared/clock.js';
import type { IdGenerator } from '../../shared/id-generator.js';
import { err, ok, type Result } from '../../shared/result.js';
import type { UnitOfWork } from '../../shared/unit-of-work.js';
import { openIdIdentityTaken, type OpenIdIdentityTaken } from '../errors.js';
import type { LinkedIdentityRepo } from '../ports/linked-identity-repo.js';
import type { AuditTrail } from './audit-trail.js';
import type { LinkedIdentity } from './open-id.js';
import type { ClientInfo } from './session.js';
import type { User } from './user.js';

/** The person a link joins to an account: who the provider says signed in. */
export interface LinkSubject {
  readonly providerId: string;
  readonly issuer: string;
  readonly subject: string;
  readonly email: string | null;
}

/**
 * Links a provider's person to an account whose owner has proved it (signed in, or created by this
 * very sign-in), and audits it. A person linked to another account stays there; linking again to
 * the same account is a no-op.
 */
export class IdentityLinker {
  constructor(
    private readonly identities: LinkedIdentityRepo,
    private readonly audit: AuditTrail,
    private readonly uow: UnitOfWork,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
  ) {}

  async link(user: User, who: LinkSubject, client?: ClientInfo): Promise<Result<LinkedIdentity, OpenIdIdentityTaken>> {
    const existing = await this.identities.findBySubject(who.issuer, who.subject);
    if (existing) return existing.userId === user.id ? ok(existing) : err(openIdIdentityTaken());
    return this.uow.run(() => this.insert(user, who, client));
  }

  /** The insert and its audit row, for a caller already inside a UnitOfWork. */
  async insert(
    user: User,
    who: LinkSubject,
    client?: ClientInfo,
  ): Promise<Result<LinkedIdentity, OpenIdIdentityTaken>> {
    const identity: LinkedIdentity = {
      id: this.ids.newId(),
      userId: user.id,
      providerId: who.providerId,
      issuer: who.issuer,
      subject: who.subject,
      email: who.email,
      createdAt: this.clock.now(),
      lastUsedAt: null,
    };
    // The unique index on (issuer, subject) decides a race between two links of one person.
    if ((await this.identities.insert(identity)) === 'taken') return err(openIdIdentityTaken());
    await this.audit.record('oidc.linked', {
      userId: user.id,
      email: user.email,
      client,
      details: { provider: who.providerId },
    });
    return ok(identity);
  }
}
