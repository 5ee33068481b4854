import type { Clock } from '../../shared/clock.js';
import type { IdGenerator } from '../../shared/id-generator.js';
import { boundedClient, type ClientInfo } from './session.js';
import { secretDetailKeys, type AuditDetails, type AuditEventType } from './audit-event.js';
import type { AuditLog } from '../ports/audit-log.js';

/** What a use case says about an event; the trail adds the id, the time and the bounded client. */
export interface AuditNote {
  readonly userId?: string | null;
  readonly actorId?: string | null;
  readonly sessionId?: string | null;
  readonly email?: string | null;
  readonly teamId?: string | null;
  readonly client?: ClientInfo;
  readonly details?: AuditDetails;
}

/**
 * Writes audit events. Call it inside the UnitOfWork of the change it records, after the change:
 * the row then commits with the change or not at all. A detail key that names a secret is a bug
 * and throws (rolling the change back with it) rather than storing it.
 */
export class AuditTrail {
  constructor(
    private readonly log: AuditLog,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
  ) {}

  async record(type: AuditEventType, note: AuditNote = {}): Promise<void> {
    const details = note.details ?? {};
    const secrets = secretDetailKeys(details);
    if (secrets.length > 0)
      throw new Error(`audit event ${type}: detail keys ${secrets.join(', ')} could hold a secret`);
    const client = boundedClient(note.client);
    await this.log.record({
      id: this.ids.newId(),
      occurredAt: this.clock.now(),
      type,
      userId: note.userId ?? null,
      actorId: note.actorId ?? null,
      sessionId: note.sessionId ?? null,
      email: note.email ?? null,
      teamId: note.teamId ?? null,
      ipAddress: client.ipAddress,
      userAgent: client.userAgent,
      details,
    });
  }
}
