import { describe, expect, it } from 'vitest';
import { trackerFakes } from '../../fakes/tracker/tracker-fixture.js';
import { ArchivePersonalDeck } from '@metagame/core/tracker/use-cases/archive-personal-deck';
import { DeleteMatch } from '@metagame/core/tracker/use-cases/delete-match';
import { GetSettings } from '@metagame/core/tracker/use-cases/get-settings';
import { ListMatches } from '@metagame/core/tracker/use-cases/list-matches';
import { ListPersonalDecks } from '@metagame/core/tracker/use-cases/list-personal-decks';
import { UpdateMetaDeck } from '@metagame/core/tracker/use-cases/update-meta-deck';
import { UpdateSettings } from '@metagame/core/tracker/use-cases/update-settings';

const ANN = '00000000-0000-4000-a000-000000000001';
const BOB = '00000000-0000-4000-a000-000000000002';
const at = new Date('2026-03-01T10:00:00.000Z');

function setup() {
  const f = trackerFakes();
  const deck = (id: string, ownerId: string, archivedAt: Date | null = null) =>
    f.decks.insert({ id, ownerId, name: id, archivedAt, createdAt: at });
  return { ...f, deck };
}

describe('ResolveReadableOwner: whose data a GET reads', () => {
  it('reads the caller’s own data without owner_id or with their own id', async () => {
    const { readable } = setup();
    expect(await readable.execute({ callerId: ANN })).toEqual({ ok: true, value: ANN });
    expect(await readable.execute({ callerId: ANN, ownerId: ANN })).toEqual({ ok: true, value: ANN });
  });

  it('reads another user only while they share; otherwise, or when unknown, FORBIDDEN', async () => {
    const { readable, settings } = setup();
    expect(await readable.execute({ callerId: ANN, ownerId: BOB })).toMatchObject({
      ok: false,
      error: { code: 'FORBIDDEN' },
    });
    await settings.findOrCreate(BOB);
    expect(await readable.execute({ callerId: ANN, ownerId: BOB })).toMatchObject({
      ok: false,
      error: { code: 'FORBIDDEN' },
    });
    await settings.save({ userId: BOB, dataShared: true, activePersonalDeckId: null });
    expect(await readable.execute({ callerId: ANN, ownerId: BOB })).toEqual({ ok: true, value: BOB });
  });

  it('applies to every list use case', async () => {
    const { readable, decks, matches } = setup();
    expect(
      (await new ListPersonalDecks(readable, decks).execute({ callerId: ANN, ownerId: BOB, includeArchived: false }))
        .ok,
    ).toBe(false);
    expect(
      (
        await new ListMatches(readable, matches).execute({
          callerId: ANN,
          ownerId: BOB,
          filter: {},
          page: { limit: 10, offset: 0 },
        })
      ).ok,
    ).toBe(false);
  });
});

describe('settings', () => {
  it('creates the defaults on first read', async () => {
    const { settings } = setup();
    expect(await new GetSettings(settings).execute({ userId: ANN })).toEqual({
      userId: ANN,
      dataShared: false,
      activePersonalDeckId: null,
    });
    expect(settings.rows.has(ANN)).toBe(true);
  });

  it('accepts only the caller’s own, active deck as active deck', async () => {
    const { settings, decks, uow, deck } = setup();
    await deck('mine', ANN);
    await deck('bobs', BOB);
    await deck('old', ANN, at);
    const update = new UpdateSettings(settings, decks, uow);
    expect(await update.execute({ userId: ANN, activePersonalDeckId: 'bobs' })).toMatchObject({
      ok: false,
      error: { code: 'NOT_FOUND' },
    });
    expect(await update.execute({ userId: ANN, activePersonalDeckId: 'old' })).toMatchObject({
      ok: false,
      error: { code: 'VALIDATION_FAILED' },
    });
    expect(await update.execute({ userId: ANN, activePersonalDeckId: 'mine', dataShared: true })).toMatchObject({
      ok: true,
      value: { activePersonalDeckId: 'mine', dataShared: true },
    });
  });

  it('clears the active deck when archiving it, in the same unit of work', async () => {
    const { settings, decks, uow, clock, deck } = setup();
    await deck('mine', ANN);
    await new UpdateSettings(settings, decks, uow).execute({ userId: ANN, activePersonalDeckId: 'mine' });
    const runs = uow.runs;
    expect(
      (await new ArchivePersonalDeck(decks, settings, uow, clock).execute({ ownerId: ANN, deckId: 'mine' })).ok,
    ).toBe(true);
    expect(uow.runs).toBe(runs + 1);
    expect(settings.rows.get(ANN)?.activePersonalDeckId).toBeNull();
    expect((await decks.findOwned(ANN, 'mine'))?.archivedAt).toEqual(clock.now());
  });
});

describe('writes on another user’s resources', () => {
  it('answer the same NOT_FOUND as a missing resource and change nothing', async () => {
    const { settings, decks, metaDecks, matches, uow, clock, deck, webhooks } = setup();
    await deck('bobs', BOB);
    const archive = new ArchivePersonalDeck(decks, settings, uow, clock);
    const foreign = await archive.execute({ ownerId: ANN, deckId: 'bobs' });
    const missing = await archive.execute({ ownerId: ANN, deckId: 'nope' });
    expect(foreign).toEqual(missing);
    expect(foreign).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } });
    expect((await decks.findOwned(BOB, 'bobs'))?.archivedAt).toBeNull();
    const fields = {
      name: 'x',
      tier: 1,
      category: 'aggro',
      decklistNotes: '',
      top8: 0,
      presence: 0,
      expected: 'as_expected',
      testsStatus: '',
      publicArchetype: null,
      presenceSource: 'manual',
      top8Source: 'manual',
    } as const;
    await metaDecks.insert({ ...fields, id: 'burn', ownerId: BOB, archivedAt: null, createdAt: at });
    expect(await new UpdateMetaDeck(metaDecks).execute({ ownerId: ANN, id: 'burn', fields })).toMatchObject({
      ok: false,
      error: { code: 'NOT_FOUND' },
    });
    expect(await new DeleteMatch(matches, uow, webhooks).execute({ ownerId: ANN, id: 'any' })).toMatchObject({
      ok: false,
      error: { code: 'NOT_FOUND' },
    });
  });
});
