import type { Clock } from '../../shared/clock.js';
import type { IdGenerator } from '../../shared/id-generator.js';
import type { WebhookOutbox } from '../ports/webhook-outbox.js';
import type { JsonValue } from './webhook-event.js';
import { PUBLIC_EVENT_TYPES, type WebhookEventType } from './webhook.js';

/**
 * What a use case calls to tell webhooks about a change: gives the event its id and time and puts it
 * in the outbox. Call it inside the UnitOfWork of the change, after the change, so both commit
 * together (a rolled-back change sends nothing; a committed one is sent even if the process dies).
 */
export class WebhookPublisher {
  constructor(
    private readonly outbox: WebhookOutbox,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
  ) {}

  /** A workspace's event: to the webhooks of `ownerId` (the user's or the team's id). */
  async workspaceEvent(type: WebhookEventType, ownerId: string, data: Record<string, JsonValue>): Promise<void> {
    await this.outbox.publish({ id: this.ids.newId(), type, ownerId, occurredAt: this.clock.now(), data });
  }

  /** A public event: to every webhook subscribed to its type. */
  async publicEvent(type: WebhookEventType, data: Record<string, JsonValue>): Promise<void> {
    if (!PUBLIC_EVENT_TYPES.includes(type)) throw new Error(`${type} is not a public event`);
    await this.outbox.publish({ id: this.ids.newId(), type, ownerId: null, occurredAt: this.clock.now(), data });
  }
}
