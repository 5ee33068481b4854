import { ok, type Result } from '../../shared/result.js';
import type { TrackerEvent } from '../entities/tracker-event.js';
import type { DataNotShared } from '../errors.js';
import type { EventRepo } from '../ports/event-repo.js';
import type { ResolveReadableOwner } from './resolve-readable-owner.js';

export interface ListEventsInput {
  readonly callerId: string;
  readonly ownerId?: string | undefined;
  readonly includeArchived: boolean;
}
export type ListEventsOutput = TrackerEvent[];

/** The readable owner's events, newest first; archived ones only on request. */
export class ListEvents {
  constructor(
    private readonly readable: ResolveReadableOwner,
    private readonly events: EventRepo,
  ) {}

  async execute(input: ListEventsInput): Promise<Result<ListEventsOutput, DataNotShared>> {
    const owner = await this.readable.execute(input);
    if (!owner.ok) return owner;
    return ok(await this.events.list(owner.value, { includeArchived: input.includeArchived }));
  }
}
