import { err, ok, type Result } from '../../shared/result.js';
import { dataNotShared, type DataNotShared } from '../errors.js';
import type { UserSettingsRepo } from '../ports/user-settings-repo.js';

export interface ResolveReadableOwnerInput {
  readonly callerId: string;
  /** The `owner_id` query parameter of a GET, when given. */
  readonly ownerId?: string | undefined;
}
export type ResolveReadableOwnerOutput = string;

/**
 * Whose data a GET reads, decided in one place. No owner_id, or the caller's own id → the caller.
 * Another user → that user, only when they exist and share their data; otherwise FORBIDDEN.
 * Settings rows exist only for existing users, so "missing" and "not sharing" give the same 403.
 */
export class ResolveReadableOwner {
  constructor(private readonly settings: UserSettingsRepo) {}

  async execute(input: ResolveReadableOwnerInput): Promise<Result<ResolveReadableOwnerOutput, DataNotShared>> {
    if (input.ownerId === undefined || input.ownerId === input.callerId) return ok(input.callerId);
    const target = await this.settings.find(input.ownerId);
    return target?.dataShared ? ok(input.ownerId) : err(dataNotShared());
  }
}
