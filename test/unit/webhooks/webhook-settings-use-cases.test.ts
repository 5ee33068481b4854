import { describe, expect, it } from 'vitest';
import type { WebhookAddressPolicy } from '@metagame/core';
import { AuditTrail } from '@metagame/core';
import { CreateWebhook } from '@metagame/core/webhooks/use-cases/create-webhook';
import { UpdateWebhook } from '@metagame/core/webhooks/use-cases/update-webhook';
import { ControllableClock } from '@metagame/testkit';
import { InMemoryAuditLog } from '../../fakes/in-memory-audit-log.js';
import { SnapshotUnitOfWork } from '../../fakes/snapshot-unit-of-work.js';
import { webhookFakes } from '../../fakes/webhooks/webhook-fakes.js';

const ANN = '00000000-0000-4000-a000-000000000001';
const refuseHttp: WebhookAddressPolicy = {
  refusal: async (url) => (url.startsWith('https://') ? null : 'The webhook URL must use https.'),
};

function setup() {
  const clock = new ControllableClock('2026-06-01T08:00:00.000Z');
  const f = webhookFakes(clock);
  const audit = new InMemoryAuditLog();
  const trail = new AuditTrail(audit, f.ids, clock);
  const uow = new SnapshotUnitOfWork([f.repo, audit]);
  let n = 0;
  const secrets = { newSecret: () => `whsec_${Buffer.from(`secret-${++n}`).toString('base64')}` };
  const create = new CreateWebhook(f.repo, refuseHttp, secrets, trail, uow, f.ids, clock);
  const update = new UpdateWebhook(f.repo, refuseHttp, trail, uow, clock);
  const input = {
    ownerId: ANN,
    userId: ANN,
    teamId: null,
    verified: true,
    description: '',
    eventTypes: ['match.recorded' as const],
  };
  return { ...f, audit, create, update, input };
}

describe('CreateWebhook', () => {
  it('stores nothing and records no audit event when the address rule refuses the URL', async () => {
    const { create, input, repo, audit } = setup();
    expect(await create.execute({ ...input, url: 'http://hooks.example.com' })).toEqual({
      ok: false,
      error: { code: 'VALIDATION_FAILED', message: 'The webhook URL must use https.' },
    });
    expect(repo.rows.size).toBe(0);
    expect(audit.rows.size).toBe(0);
  });

  it('refuses an unverified account', async () => {
    const { create, input, repo } = setup();
    expect(await create.execute({ ...input, verified: false, url: 'https://hooks.example.com' })).toMatchObject({
      ok: false,
      error: { code: 'FORBIDDEN' },
    });
    expect(repo.rows.size).toBe(0);
  });

  it('refuses an eleventh webhook of one workspace', async () => {
    const { create, input } = setup();
    for (let i = 0; i < 10; i += 1)
      expect((await create.execute({ ...input, url: `https://h.example.com/${i}` })).ok).toBe(true);
    expect(await create.execute({ ...input, url: 'https://h.example.com/x' })).toMatchObject({
      ok: false,
      error: { code: 'VALIDATION_FAILED' },
    });
  });
});

describe('UpdateWebhook', () => {
  it('disables with the owner’s reason and enables again, forgetting it', async () => {
    const { create, update, input } = setup();
    const created = await create.execute({ ...input, url: 'https://hooks.example.com' });
    if (!created.ok) throw new Error('setup');
    const off = await update.execute({ ...input, id: created.value.id, enabled: false });
    expect(off).toMatchObject({ ok: true, value: { disabledReason: 'Disabled by its owner.' } });
    const on = await update.execute({ ...input, id: created.value.id, enabled: true });
    expect(on).toMatchObject({ ok: true, value: { disabledAt: null, disabledReason: null } });
  });
});
