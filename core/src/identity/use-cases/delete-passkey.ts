import { err, ok, type Result } from '../../shared/result.js';
import type { UnitOfWork } from '../../shared/unit-of-work.js';
import type { AuditTrail } from '../entities/audit-trail.js';
import type { ClientInfo } from '../entities/session.js';
import { passkeyNotFound, type PasskeyNotFound } from '../errors.js';
import type { PasskeyRepo } from '../ports/passkey-repo.js';

export interface DeletePasskeyInput {
  readonly userId: string;
  readonly id: string;
  readonly client?: ClientInfo;
}

/**
 * Removes one of the caller's passkeys: it cannot sign in from the next request on. Another user's
 * answers as one that does not exist. The password stays, so this never locks the account out.
 */
export class DeletePasskey {
  constructor(
    private readonly repo: PasskeyRepo,
    private readonly audit: AuditTrail,
    private readonly uow: UnitOfWork,
  ) {}

  async execute(input: DeletePasskeyInput): Promise<Result<void, PasskeyNotFound>> {
    return this.uow.run(async () => {
      if (!(await this.repo.delete(input.userId, input.id))) return err(passkeyNotFound());
      await this.audit.record('passkey.deleted', {
        userId: input.userId,
        client: input.client,
        details: { credential: input.id },
      });
      return ok(undefined);
    });
  }
}
