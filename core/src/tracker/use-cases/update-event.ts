import { err, ok, type Result } from '../../shared/result.js';
import type { TrackerEvent, TrackerEventFields } from '../entities/tracker-event.js';
import { eventNotFound, type TrackerNotFound } from '../errors.js';
import type { EventRepo } from '../ports/event-repo.js';

export interface UpdateEventInput {
  readonly ownerId: string;
  readonly id: string;
  readonly fields: TrackerEventFields;
}
export type UpdateEventOutput = TrackerEvent;

/** PUT of an event: replaces every editable field of one of the caller's events (archived ones too). */
export class UpdateEvent {
  constructor(private readonly events: EventRepo) {}

  async execute(input: UpdateEventInput): Promise<Result<UpdateEventOutput, TrackerNotFound>> {
    const updated = await this.events.update(input.ownerId, input.id, input.fields);
    return updated ? ok(updated) : err(eventNotFound());
  }
}
