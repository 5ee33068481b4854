import { ok, type Result } from '../../shared/result.js';
import type { DataNotShared } from '../../tracker/errors.js';
import type { ResolveReadableOwner } from '../../tracker/use-cases/resolve-readable-owner.js';
import type { RosterSnapshotPage, RosterSnapshotRepo } from '../ports/roster-snapshot-repo.js';

export interface ListRosterSnapshotsInput {
  readonly callerId: string;
  readonly ownerId?: string | undefined;
  readonly limit: number;
  readonly offset: number;
}
export type ListRosterSnapshotsOutput = RosterSnapshotPage;

/** The readable owner's roster syncs, newest first, one page at a time. */
export class ListRosterSnapshots {
  constructor(
    private readonly readable: ResolveReadableOwner,
    private readonly snapshots: RosterSnapshotRepo,
  ) {}

  async execute(input: ListRosterSnapshotsInput): Promise<Result<ListRosterSnapshotsOutput, DataNotShared>> {
    const owner = await this.readable.execute(input);
    if (!owner.ok) return owner;
    return ok(await this.snapshots.list(owner.value, { limit: input.limit, offset: input.offset }));
  }
}
