import { describe, expect, it } from 'vitest';
import type { DeliveryAttemptOutcome, SignedPost, WebhookSender } from '@metagame/core';
import { retryDelayMs } from '@metagame/core';
import { DeliverDueWebhooks } from '@metagame/core/webhooks/use-cases/deliver-due-webhooks';
import { ControllableClock } from '@metagame/testkit';
import { webhookFakes } from '../../fakes/webhooks/webhook-fakes.js';

const ANN = '00000000-0000-4000-a000-000000000001';

/** A receiver that answers from a script, noting every post. */
class ScriptedSender implements WebhookSender {
  readonly posts: SignedPost[] = [];
  constructor(public answer: () => DeliveryAttemptOutcome) {}
  async send(post: SignedPost): Promise<DeliveryAttemptOutcome> {
    this.posts.push(post);
    return this.answer();
  }
}

async function setup(answer: () => DeliveryAttemptOutcome = () => ({ ok: true, status: 204 })) {
  const clock = new ControllableClock('2026-06-01T08:00:00.000Z');
  const f = webhookFakes(clock);
  const sender = new ScriptedSender(answer);
  const deliver = new DeliverDueWebhooks(f.outbox, f.repo, sender, f.ids, clock, 30);
  await f.repo.insert({
    id: 'hook',
    ownerId: ANN,
    url: 'https://hooks.example.com/a',
    description: '',
    eventTypes: ['match.recorded'],
    secret: 'whsec_c2VjcmV0',
    createdAt: clock.now(),
    disabledAt: null,
    disabledReason: null,
  });
  await f.publisher.workspaceEvent('match.recorded', ANN, { match_id: 'm1' });
  const delivery = async () => (await f.outbox.deliveriesOf('hook', { limit: 1, offset: 0 })).items[0]!;
  return { ...f, clock, sender, deliver, delivery };
}

describe('the retry schedule', () => {
  it('doubles from the base and stops growing at six hours', () => {
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n, 30))).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(retryDelayMs(20, 30)).toBe(6 * 3600_000);
  });
});

describe('DeliverDueWebhooks', () => {
  it('sends a due delivery once, as its event id, and records it delivered', async () => {
    const { deliver, sender, delivery } = await setup();
    expect(await deliver.execute({ batch: 10 })).toEqual({ attempted: 1, delivered: 1 });
    expect(await deliver.execute({ batch: 10 })).toEqual({ attempted: 0, delivered: 0 });
    expect(sender.posts).toHaveLength(1);
    expect(sender.posts[0]).toMatchObject({
      url: 'https://hooks.example.com/a',
      messageId: (await delivery()).eventId,
    });
    expect(await delivery()).toMatchObject({ status: 'delivered', attempts: 1, responseStatus: 204 });
  });

  it('schedules a failed attempt after the base delay, doubling after each further failure', async () => {
    const { deliver, clock, delivery } = await setup(() => ({ ok: false, status: 500, error: 'HTTP 500' }));
    await deliver.execute({ batch: 10 });
    expect((await delivery()).nextAttemptAt!.getTime() - clock.now().getTime()).toBe(30_000);
    clock.advance({ seconds: 30 });
    await deliver.execute({ batch: 10 });
    expect(await delivery()).toMatchObject({ status: 'pending', attempts: 2, lastError: 'HTTP 500' });
    expect((await delivery()).nextAttemptAt!.getTime() - clock.now().getTime()).toBe(60_000);
  });

  it('gives up a day after the first attempt and disables the endpoint with the last error', async () => {
    const { deliver, clock, delivery, repo, sender } = await setup(() => ({
      ok: false,
      status: null,
      error: 'ECONNREFUSED',
    }));
    for (let hour = 0; hour <= 32; hour += 1) {
      await deliver.execute({ batch: 10 });
      clock.advance({ minutes: 60 });
    }
    expect(await delivery()).toMatchObject({ status: 'failed', nextAttemptAt: null });
    const hook = repo.rows.get('hook')!;
    expect(hook.disabledAt).not.toBeNull();
    expect(hook.disabledReason).toContain('ECONNREFUSED');
    const attempts = sender.posts.length;
    expect(attempts).toBeGreaterThan(10);
    clock.advance({ days: 1 });
    await deliver.execute({ batch: 10 });
    expect(sender.posts).toHaveLength(attempts);
  });
});
