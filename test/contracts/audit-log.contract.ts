import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEvent, AuditLog, UnitOfWork } from '@metagame/core';

export interface AuditLogHarness {
  readonly log: AuditLog;
  readonly uow: UnitOfWork;
  /** Runs `work` the way a host runs a request (a fresh database context). */
  inRequest<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

let counter = 0;
const T0 = new Date('2026-06-01T08:00:00.000Z');
const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);

function anEvent(patch: Partial<AuditEvent> = {}): AuditEvent {
  counter += 1;
  return {
    id: `00000000-0000-4000-b000-${counter.toString(16).padStart(12, '0')}`,
    occurredAt: at(counter),
    type: 'login.succeeded',
    userId: null,
    actorId: null,
    sessionId: null,
    email: null,
    teamId: null,
    ipAddress: null,
    userAgent: null,
    details: {},
    ...patch,
  };
}

/** What every AuditLog must do, run against the in-memory fake, SQLite and PostgreSQL alike. */
export function auditLogContract(make: () => Promise<AuditLogHarness>): void {
  let h: AuditLogHarness;
  beforeAll(async () => {
    h = await make();
  });
  afterAll(async () => h.close());

  const record = (event: AuditEvent) => h.inRequest(() => h.log.record(event));
  const list = (filter: Parameters<AuditLog['list']>[0], limit = 100, offset = 0) =>
    h.inRequest(() => h.log.list(filter, { limit, offset }));

  describe('AuditLog contract', () => {
    it('reads back what it recorded, details and nulls intact', async () => {
      const user = '00000000-0000-4000-8000-0000000000a1';
      const event = anEvent({
        type: 'role.changed',
        userId: user,
        actorId: '00000000-0000-4000-8000-0000000000a2',
        sessionId: '00000000-0000-4000-8000-0000000000a3',
        email: "o'brien@example.com",
        ipAddress: '2001:db8::2',
        userAgent: 'curl/8 "quoted" ?',
        details: { from: 'user', to: 'role_c', count: 2, flag: true, none: null },
      });
      await record(event);
      expect((await list({ userId: user })).items).toEqual([event]);
    });

    it('filters by user, type and time range (from inclusive, to exclusive), newest first, with the total', async () => {
      const user = '00000000-0000-4000-8000-0000000000b1';
      const events = [
        anEvent({ userId: user, type: 'login.failed', occurredAt: at(1000) }),
        anEvent({ userId: user, type: 'login.succeeded', occurredAt: at(1001) }),
        anEvent({ userId: user, type: 'login.failed', occurredAt: at(1002) }),
        anEvent({ userId: '00000000-0000-4000-8000-0000000000b2', type: 'login.failed', occurredAt: at(1001) }),
      ];
      for (const event of events) await record(event);
      expect((await list({ userId: user })).items.map((e) => e.id)).toEqual([
        events[2]!.id,
        events[1]!.id,
        events[0]!.id,
      ]);
      expect((await list({ userId: user, type: 'login.failed' })).total).toBe(2);
      expect((await list({ userId: user, from: at(1001), to: at(1002) })).items.map((e) => e.id)).toEqual([
        events[1]!.id,
      ]);
      const page = await list({ userId: user }, 1, 1);
      expect(page).toMatchObject({ total: 3, items: [{ id: events[1]!.id }] });
      expect((await list({ type: 'login.failed', from: at(1000), to: at(1003) })).total).toBe(3);
    });

    it('filters by team: the events of one team, newest first', async () => {
      const team = '00000000-0000-4000-8000-0000000000c1';
      const mine = [
        anEvent({ type: 'team.created', teamId: team, occurredAt: at(1500) }),
        anEvent({ type: 'team.renamed', teamId: team, occurredAt: at(1501), details: { name: 'B' } }),
      ];
      for (const event of mine) await record(event);
      await record(anEvent({ type: 'team.created', teamId: '00000000-0000-4000-8000-0000000000c2' }));
      const page = await list({ teamId: team });
      expect(page.total).toBe(2);
      expect(page.items).toEqual([mine[1], mine[0]]);
    });

    it('reads events of one instant last recorded first', async () => {
      const user = '00000000-0000-4000-8000-0000000000c1';
      const ids = ['ffffffff', '00000000', '88888888'].map((prefix) => `${prefix}-0000-4000-8000-0000000000c9`);
      for (const id of ids) await record(anEvent({ id, userId: user, occurredAt: at(2000) }));
      expect((await list({ userId: user })).items.map((e) => e.id)).toEqual([...ids].reverse());
    });

    it('deletes events older than the cutoff and keeps the rest', async () => {
      const user = '00000000-0000-4000-8000-0000000000d1';
      const old = anEvent({ userId: user, occurredAt: at(-100_000) });
      const recent = anEvent({ userId: user, occurredAt: at(3000) });
      await record(old);
      await record(recent);
      expect(await h.inRequest(() => h.log.deleteBefore(at(-50_000)))).toBeGreaterThanOrEqual(1);
      expect((await list({ userId: user })).items.map((e) => e.id)).toEqual([recent.id]);
    });

    it('records on the unit of work: a change that fails after the event leaves no row', async () => {
      const user = '00000000-0000-4000-8000-0000000000e1';
      const failing = h.inRequest(() =>
        h.uow.run(async () => {
          await h.log.record(anEvent({ userId: user }));
          throw new Error('the change failed');
        }),
      );
      await expect(failing).rejects.toThrow('the change failed');
      expect((await list({ userId: user })).total).toBe(0);
    });
  });
}
