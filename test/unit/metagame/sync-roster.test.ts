import { describe, expect, it } from 'vitest';
import type { EventWeighting } from '@metagame/core';
import { SyncRoster } from '@metagame/core/metagame/use-cases/sync-roster';
import { InMemoryRosterSnapshotRepo } from '../../fakes/metagame/in-memory-roster-snapshot-repo.js';
import { FIXTURE_WINDOW, rosterDeck, rosterSyncFakes } from '../../fakes/metagame/roster-sync-fixture.js';

/*
 * Figures of test/support/public-meta-fixture.ts in FIXTURE_WINDOW, as its header counts them:
 * unweighted, Burn 4 decks (2 in a top 8), Tron 3 (2), Rhinos 2 (1), one not classified, 10 in all;
 * per event, Burn presence 4 and top 8 1, Tron 3 and 2, Rhinos 2 and 2.
 */
const ANN = '00000000-0000-4000-a000-000000000001';

/** A snapshot store whose database goes away on the write, the last step of a sync. */
class LostSnapshotRepo extends InMemoryRosterSnapshotRepo {
  override async insert(): Promise<void> {
    throw new Error('database gone');
  }
}

function setUp() {
  const f = rosterSyncFakes();
  const run = (patch: { weighting?: EventWeighting; createTop?: number } = {}) =>
    f.sync.execute({ ownerId: ANN, window: FIXTURE_WINDOW, weighting: 'none', createTop: 0, ...patch });
  const add = (name: string, patch: Parameters<typeof rosterDeck>[1] = {}) =>
    f.createDeck.execute({ ownerId: ANN, fields: rosterDeck(name, patch) });
  const edit = (id: string, name: string, patch: Parameters<typeof rosterDeck>[1]) =>
    f.updateDeck.execute({ ownerId: ANN, id, fields: rosterDeck(name, patch) });
  const deck = async (id: string) => (await f.metaDecks.findOwned(ANN, id))!;
  return { ...f, run, add, edit, deck };
}

describe('SyncRoster', () => {
  it('copies the public figures into a linked deck and keeps a snapshot dated by the clock', async () => {
    const { run, add, deck, clock, rosterSnapshots } = setUp();
    const burn = await add('Burn');
    clock.advance({ days: 3 });
    const snapshot = await run();
    expect(snapshot).toMatchObject({
      ownerId: ANN,
      takenAt: new Date('2026-03-04T10:00:00.000Z'),
      ...FIXTURE_WINDOW,
      weighting: 'none',
      fieldDecks: 10,
      createdDecks: 0,
      rows: [{ metaDeckId: burn.id, archetype: 'Burn', decks: 4, publicPresence: 4, publicTop8: 2, presence: 4 }],
    });
    expect(await deck(burn.id)).toMatchObject({ presence: 4, top8: 2 });
    expect((await rosterSnapshots.list(ANN, { limit: 10, offset: 0 })).items).toEqual([snapshot]);
  });

  it('leaves unlinked decks, decks of another format and archived decks alone', async () => {
    const { run, add, deck, metaDecks, clock } = setUp();
    const unlinked = await add('Izzet', { presence: 9, top8: 1, publicArchetype: null });
    const pioneer = await add('Pioneer Burn', { publicArchetype: { format: 'pioneer', name: 'Burn' } });
    const old = await add('Old Tron', { publicArchetype: { format: 'modern', name: 'Tron' } });
    await metaDecks.archive(ANN, old.id, clock.now());
    expect((await run()).rows).toEqual([]);
    expect(await deck(unlinked.id)).toMatchObject({ presence: 9, top8: 1 });
    expect(await deck(pioneer.id)).toMatchObject({ presence: 0, top8: 0 });
    expect(await deck(old.id)).toMatchObject({ presence: 0, top8: 0 });
  });

  it('keeps a value typed by hand until a write hands it back to the sync', async () => {
    const { run, add, edit, deck } = setUp();
    const burn = await add('Burn');
    await run();
    const typed = await edit(burn.id, 'Burn', { presence: 7, top8: 2 });
    expect(typed).toMatchObject({ ok: true, value: { presenceSource: 'manual', top8Source: 'sync' } });
    const kept = await run();
    expect(kept.rows[0]).toMatchObject({ publicPresence: 4, presence: 7, presenceSource: 'manual' });
    expect(await deck(burn.id)).toMatchObject({ presence: 7, top8: 2 });
    await edit(burn.id, 'Burn', { presence: 7, top8: 2, presenceSource: 'sync' });
    await run();
    expect(await deck(burn.id)).toMatchObject({ presence: 4, presenceSource: 'sync' });
  });

  it('weighs by event size as the share does when asked', async () => {
    const { run, add } = setUp();
    for (const name of ['Burn', 'Tron', 'Rhinos']) await add(name);
    const snapshot = await run({ weighting: 'per_event' });
    expect(snapshot.weighting).toBe('per_event');
    expect(snapshot.rows.map((r) => [r.name, r.presence, r.top8])).toEqual([
      ['Burn', 4, 1],
      ['Tron', 3, 2],
      ['Rhinos', 2, 2],
    ]);
  });

  it('creates decks for the N most played archetypes the roster lacks, never the unclassified, once', async () => {
    const { run, add, metaDecks } = setUp();
    await add('My Burn', { publicArchetype: { format: 'modern', name: 'Burn' } });
    const first = await run({ createTop: 1 });
    expect(first.rows.map((r) => [r.name, r.created])).toEqual([
      ['My Burn', false],
      ['Tron', true],
    ]);
    expect((await metaDecks.list(ANN, { includeArchived: false })).find((d) => d.name === 'Tron')).toMatchObject({
      publicArchetype: { format: 'modern', name: 'Tron' },
      presence: 3,
      top8: 2,
      presenceSource: 'sync',
      top8Source: 'sync',
      tier: 0,
      category: 'midrange',
    });
    expect((await run({ createTop: 5 })).rows.filter((r) => r.created).map((r) => r.name)).toEqual(['Rhinos']);
    expect((await run({ createTop: 5 })).createdDecks).toBe(0);
    expect(await metaDecks.list(ANN, { includeArchived: false })).toHaveLength(3);
  });

  it('writes nothing when the snapshot cannot be stored: the deck writes roll back with it', async () => {
    const f = rosterSyncFakes();
    const sync = new SyncRoster(f.share, f.metaDecks, new LostSnapshotRepo(), f.uow, f.ids, f.clock);
    const burn = await f.createDeck.execute({ ownerId: ANN, fields: rosterDeck('Burn') });
    const input = { ownerId: ANN, window: FIXTURE_WINDOW, weighting: 'none' as const, createTop: 3 };
    await expect(sync.execute(input)).rejects.toThrow('database gone');
    expect(await f.metaDecks.list(ANN, { includeArchived: false })).toEqual([burn]);
  });
});
