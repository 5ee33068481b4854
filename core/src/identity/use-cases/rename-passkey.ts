import { err, ok, type Result } from '../../shared/result.js';
import type { UnitOfWork } from '../../shared/unit-of-work.js';
import type { AuditTrail } from '../entities/audit-trail.js';
import type { Passkey } from '../entities/passkey.js';
import type { ClientInfo } from '../entities/session.js';
import { passkeyNotFound, type PasskeyNotFound } from '../errors.js';
import type { PasskeyRepo } from '../ports/passkey-repo.js';

export interface RenamePasskeyInput {
  readonly userId: string;
  readonly id: string;
  readonly name: string;
  readonly client?: ClientInfo;
}
export type RenamePasskeyOutput = Passkey;

/** Renames one of the caller's passkeys; another user's answers as one that does not exist. */
export class RenamePasskey {
  constructor(
    private readonly repo: PasskeyRepo,
    private readonly audit: AuditTrail,
    private readonly uow: UnitOfWork,
  ) {}

  async execute(input: RenamePasskeyInput): Promise<Result<RenamePasskeyOutput, PasskeyNotFound>> {
    return this.uow.run(async () => {
      const renamed = await this.repo.rename(input.userId, input.id, input.name.trim());
      if (!renamed) return err(passkeyNotFound());
      await this.audit.record('passkey.renamed', {
        userId: input.userId,
        client: input.client,
        details: { credential: renamed.id, name: renamed.name },
      });
      return ok(renamed);
    });
  }
}
