import { afterAll, beforeAll, expect, it } from 'vitest';
import type { UnitOfWork, Webhook, WebhookEvent, WebhookEventType, WebhookOutbox, WebhookRepo } from '@metagame/core';

export interface WebhookOutboxHarness {
  readonly outbox: WebhookOutbox;
  /** Where the webhooks the outbox fans out to are kept. */
  readonly webhooks: WebhookRepo;
  readonly uow: UnitOfWork;
  /** Runs `work` the way a host runs a request (a fresh database context). */
  inRequest<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

let counter = 0;
const uuid = (group: string) => `00000000-0000-4000-${group}-${(++counter).toString(16).padStart(12, '0')}`;
const T0 = new Date('2026-06-01T08:00:00.000Z');
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000);

const aWebhook = (ownerId: string, eventTypes: WebhookEventType[], patch: Partial<Webhook> = {}): Webhook => ({
  id: uuid('a000'),
  ownerId,
  url: `https://hooks.example.com/${counter}`,
  description: '',
  eventTypes,
  secret: `whsec_${Buffer.alloc(24, counter).toString('base64')}`,
  createdAt: at(0),
  disabledAt: null,
  disabledReason: null,
  ...patch,
});
const anEvent = (type: WebhookEventType, ownerId: string | null, seconds = 0): WebhookEvent => ({
  id: uuid('b000'),
  type,
  ownerId,
  occurredAt: at(seconds),
  data: { n: counter },
});

/** What every WebhookOutbox must do, run against the in-memory fake, SQLite and PostgreSQL alike. */
export function webhookOutboxContract(make: () => Promise<WebhookOutboxHarness>): void {
  let h: WebhookOutboxHarness;
  beforeAll(async () => {
    h = await make();
  });
  afterAll(async () => h.close());

  const owner = () => uuid('c000');
  const registered = async (webhook: Webhook) => {
    await h.inRequest(() => h.webhooks.insert(webhook));
    return webhook;
  };
  const log = (webhookId: string) => h.inRequest(() => h.outbox.deliveriesOf(webhookId, { limit: 50, offset: 0 }));
  /** Claims everything due at `seconds` (far in the future by default), for one webhook. */
  const claimFor = async (webhookId: string, seconds = 10_000, lease = uuid('d000')) =>
    (await h.inRequest(() => h.outbox.claimDue(at(seconds), at(seconds + 60), lease, 500))).filter(
      (claim) => claim.webhookId === webhookId,
    );

  it('queues one pending delivery per enabled webhook of the owner subscribed to the type, and none elsewhere', async () => {
    const ann = owner();
    const subscribed = await registered(aWebhook(ann, ['match.recorded', 'match.deleted']));
    const other = await registered(aWebhook(ann, ['match.deleted']));
    const disabled = await registered(aWebhook(ann, ['match.recorded'], { disabledAt: at(0), disabledReason: 'x' }));
    const stranger = await registered(aWebhook(owner(), ['match.recorded']));
    const event = anEvent('match.recorded', ann);
    expect(await h.inRequest(() => h.outbox.publish(event))).toBe(1);
    const [delivery] = (await log(subscribed.id)).items;
    expect(delivery).toMatchObject({ eventId: event.id, eventType: 'match.recorded', status: 'pending', attempts: 0 });
    expect(JSON.parse(delivery!.payload)).toEqual({
      type: 'match.recorded',
      timestamp: at(0).toISOString(),
      data: event.data,
    });
    for (const hook of [other, disabled, stranger]) expect((await log(hook.id)).total).toBe(0);
  });

  it('queues a public event for every subscribed webhook, whoever owns it', async () => {
    const hooks = [
      await registered(aWebhook(owner(), ['meta.import.finished'])),
      await registered(aWebhook(owner(), ['meta.import.finished'])),
    ];
    expect(await h.inRequest(() => h.outbox.publish(anEvent('meta.import.finished', null)))).toBeGreaterThanOrEqual(2);
    for (const hook of hooks) expect((await log(hook.id)).total).toBe(1);
  });

  it('keeps nothing of a publish whose transaction rolls back', async () => {
    const ann = owner();
    const hook = await registered(aWebhook(ann, ['match.recorded']));
    await expect(
      h.inRequest(() =>
        h.uow.run(async () => {
          await h.outbox.publish(anEvent('match.recorded', ann));
          throw new Error('the change failed');
        }),
      ),
    ).rejects.toThrow('the change failed');
    expect((await log(hook.id)).total).toBe(0);
  });

  it('claims a due delivery with its endpoint once, until the lease lapses or is settled', async () => {
    const ann = owner();
    const hook = await registered(aWebhook(ann, ['match.recorded']));
    await h.inRequest(() => h.outbox.publish(anEvent('match.recorded', ann, 100)));
    expect(await claimFor(hook.id, 99)).toEqual([]); // not due yet
    const [claim] = await claimFor(hook.id, 100);
    expect(claim).toMatchObject({ url: hook.url, secret: hook.secret, attempts: 0, dueSince: at(100) });
    expect(await claimFor(hook.id, 159)).toEqual([]); // held
    const [taken] = await claimFor(hook.id, 161); // lapsed: another process takes it over
    expect(taken!.lease).not.toBe(claim!.lease);
    const settle = {
      status: 'delivered',
      attemptedAt: at(161),
      nextAttemptAt: null,
      error: null,
      responseStatus: 200,
    } as const;
    expect(await h.inRequest(() => h.outbox.settle(claim!, settle))).toBe(false); // the old holder settles nothing
    expect(await h.inRequest(() => h.outbox.settle(taken!, settle))).toBe(true);
    expect((await log(hook.id)).items[0]).toMatchObject({ status: 'delivered', attempts: 1, responseStatus: 200 });
    expect(await claimFor(hook.id)).toEqual([]);
  });

  it('hands two claims made at once disjoint deliveries', async () => {
    const ann = owner();
    const hook = await registered(aWebhook(ann, ['match.recorded']));
    for (let i = 0; i < 20; i += 1) await h.inRequest(() => h.outbox.publish(anEvent('match.recorded', ann, 200)));
    const [a, b] = await Promise.all([claimFor(hook.id, 300), claimFor(hook.id, 300)]);
    const ids = [...a!, ...b!].map((claim) => claim.eventId);
    expect(ids).toHaveLength(20);
    expect(new Set(ids).size).toBe(20);
  });

  it('makes a failed attempt due again at its next attempt, and skips a disabled webhook’s deliveries', async () => {
    const ann = owner();
    const hook = await registered(aWebhook(ann, ['match.recorded']));
    await h.inRequest(() => h.outbox.publish(anEvent('match.recorded', ann, 400)));
    const [claim] = await claimFor(hook.id, 400);
    await h.inRequest(() =>
      h.outbox.settle(claim!, {
        status: 'pending',
        attemptedAt: at(400),
        nextAttemptAt: at(430),
        error: 'HTTP 500',
        responseStatus: 500,
      }),
    );
    expect((await log(hook.id)).items[0]).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: 'HTTP 500',
      nextAttemptAt: at(430),
    });
    expect(await claimFor(hook.id, 429)).toEqual([]);
    await h.inRequest(() => h.webhooks.disable(hook.id, at(429), 'kept failing'));
    expect(await claimFor(hook.id, 430)).toEqual([]);
  });

  it('lists a webhook’s deliveries newest first with the total, and redelivers one', async () => {
    const ann = owner();
    const hook = await registered(aWebhook(ann, ['match.recorded']));
    const events = [
      anEvent('match.recorded', ann, 500),
      anEvent('match.recorded', ann, 501),
      anEvent('match.recorded', ann, 502),
    ];
    for (const event of events) await h.inRequest(() => h.outbox.publish(event));
    const page = await h.inRequest(() => h.outbox.deliveriesOf(hook.id, { limit: 2, offset: 0 }));
    expect(page.total).toBe(3);
    expect(page.items.map((d) => d.eventId)).toEqual([events[2]!.id, events[1]!.id]);
    const claims = await claimFor(hook.id, 600);
    for (const claim of claims)
      await h.inRequest(() =>
        h.outbox.settle(claim, {
          status: 'failed',
          attemptedAt: at(600),
          nextAttemptAt: null,
          error: 'gone',
          responseStatus: null,
        }),
      );
    expect(await h.inRequest(() => h.outbox.redeliver(hook.id, events[0]!.id, at(700)))).toBe(true);
    expect(await h.inRequest(() => h.outbox.redeliver(hook.id, uuid('e000'), at(700)))).toBe(false);
    const [again] = await claimFor(hook.id, 700);
    expect(again).toMatchObject({ eventId: events[0]!.id, attempts: 0, dueSince: at(700) });
  });
}
