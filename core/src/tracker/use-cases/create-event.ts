import type { Clock } from '../../shared/clock.js';
import type { IdGenerator } from '../../shared/id-generator.js';
import type { TrackerEvent, TrackerEventFields } from '../entities/tracker-event.js';
import type { EventRepo } from '../ports/event-repo.js';

export interface CreateEventInput {
  readonly ownerId: string;
  readonly fields: TrackerEventFields;
}
export type CreateEventOutput = TrackerEvent;

/** Adds an event (testing session, league or tournament) to the caller's own. */
export class CreateEvent {
  constructor(
    private readonly events: EventRepo,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
  ) {}

  async execute(input: CreateEventInput): Promise<CreateEventOutput> {
    const event: TrackerEvent = {
      ...input.fields,
      id: this.ids.newId(),
      ownerId: input.ownerId,
      archivedAt: null,
      createdAt: this.clock.now(),
    };
    await this.events.insert(event);
    return event;
  }
}
