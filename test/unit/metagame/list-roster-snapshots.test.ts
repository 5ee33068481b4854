import { describe, expect, it } from 'vitest';
import { FIXTURE_WINDOW, rosterDeck, rosterSyncFakes } from '../../fakes/metagame/roster-sync-fixture.js';

const ANN = '00000000-0000-4000-a000-000000000001';
const BOB = '00000000-0000-4000-a000-000000000002';

async function twoSyncsOfAnn() {
  const f = rosterSyncFakes();
  await f.createDeck.execute({ ownerId: ANN, fields: rosterDeck('Burn') });
  const sync = () => f.sync.execute({ ownerId: ANN, window: FIXTURE_WINDOW, weighting: 'none', createTop: 0 });
  const first = await sync();
  f.clock.advance({ seconds: 5 });
  const second = await sync();
  return { ...f, first, second };
}

describe('ListRosterSnapshots', () => {
  it('pages the owner’s syncs newest first, with the total', async () => {
    const { listSnapshots, first, second } = await twoSyncsOfAnn();
    const page = (offset: number) => listSnapshots.execute({ callerId: ANN, limit: 1, offset });
    expect(await page(0)).toEqual({ ok: true, value: { items: [second], total: 2 } });
    expect(await page(1)).toEqual({ ok: true, value: { items: [first], total: 2 } });
    expect(second.takenAt.getTime() - first.takenAt.getTime()).toBe(5000);
  });

  it('keeps another player’s syncs out until they share their data (FORBIDDEN)', async () => {
    const { listSnapshots, settings, first, second } = await twoSyncsOfAnn();
    const asBob = () => listSnapshots.execute({ callerId: BOB, ownerId: ANN, limit: 10, offset: 0 });
    expect(await asBob()).toMatchObject({ ok: false, error: { code: 'FORBIDDEN' } });
    expect(await listSnapshots.execute({ callerId: BOB, limit: 10, offset: 0 })).toEqual({
      ok: true,
      value: { items: [], total: 0 },
    });
    await settings.save({ ...(await settings.findOrCreate(ANN)), dataShared: true });
    expect(await asBob()).toEqual({ ok: true, value: { items: [second, first], total: 2 } });
  });
});
