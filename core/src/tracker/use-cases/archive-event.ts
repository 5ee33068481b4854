import type { Clock } from '../../shared/clock.js';
import { err, ok, type Result } from '../../shared/result.js';
import { eventNotFound, type TrackerNotFound } from '../errors.js';
import type { EventRepo } from '../ports/event-repo.js';

export interface ArchiveEventInput {
  readonly ownerId: string;
  readonly id: string;
}
export type ArchiveEventOutput = void;

/** DELETE of an event archives it (never a real delete): its matches keep their event. Twice keeps the first date. */
export class ArchiveEvent {
  constructor(
    private readonly events: EventRepo,
    private readonly clock: Clock,
  ) {}

  async execute(input: ArchiveEventInput): Promise<Result<ArchiveEventOutput, TrackerNotFound>> {
    if (await this.events.archive(input.ownerId, input.id, this.clock.now())) return ok(undefined);
    return (await this.events.findOwned(input.ownerId, input.id)) ? ok(undefined) : err(eventNotFound());
  }
}
