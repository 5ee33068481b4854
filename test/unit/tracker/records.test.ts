import { describe, expect, it } from 'vitest';
import { conversion, isValidTier } from '@metagame/core';
import { AddDecklistVersion } from '@metagame/core/tracker/use-cases/add-decklist-version';
import { DeleteDecklistVersion } from '@metagame/core/tracker/use-cases/delete-decklist-version';
import { ListCardTests } from '@metagame/core/tracker/use-cases/list-card-tests';
import { RecordCardTest } from '@metagame/core/tracker/use-cases/record-card-test';
import { RecordMatch } from '@metagame/core/tracker/use-cases/record-match';
import { trackerFakes } from '../../fakes/tracker/tracker-fixture.js';

const ANN = '00000000-0000-4000-a000-000000000001';
const BOB = '00000000-0000-4000-a000-000000000002';
const at = new Date('2026-03-01T10:00:00.000Z');
const roster = {
  name: 'Burn',
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

async function setup() {
  const f = trackerFakes();
  for (const [id, ownerId] of [
    ['annDeck', ANN],
    ['bobDeck', BOB],
  ])
    await f.decks.insert({ id: id!, ownerId: ownerId!, name: id!, archivedAt: null, createdAt: at });
  for (const [id, ownerId] of [
    ['annMeta', ANN],
    ['bobMeta', BOB],
  ])
    await f.metaDecks.insert({ ...roster, id: id!, ownerId: ownerId!, archivedAt: null, createdAt: at });
  return f;
}

describe('roster rules', () => {
  it('computes conversion as top8 / presence, null without presence', () => {
    expect(conversion({ top8: 3, presence: 12 })).toBe(0.25);
    expect(conversion({ top8: 0, presence: 0 })).toBeNull();
  });

  it('accepts tiers 0.0–9.9 with one decimal only', () => {
    for (const tier of [0, 0.1, 2.5, 9.9]) expect(isValidTier(tier), String(tier)).toBe(true);
    for (const tier of [-0.1, 10, 2.55, 0.01, Number.NaN]) expect(isValidTier(tier), String(tier)).toBe(false);
  });
});

describe('decklist versions', () => {
  it('numbers highest + 1 per deck and never reuses a number below the highest', async () => {
    const { decks, versions, ids, clock } = await setup();
    const add = new AddDecklistVersion(decks, versions, ids, clock);
    const input = { ownerId: ANN, personalDeckId: 'annDeck', content: 'x', source: 'manual' } as const;
    const numbers = [];
    for (let i = 0; i < 3; i += 1) {
      const r = await add.execute(input);
      if (r.ok) numbers.push(r.value.version);
    }
    expect(numbers).toEqual([1, 2, 3]);
    const first = (await versions.listByDeck(ANN, 'annDeck')).at(-1)!;
    expect(
      (
        await new DeleteDecklistVersion(versions).execute({
          ownerId: ANN,
          personalDeckId: 'annDeck',
          versionId: first.id,
        })
      ).ok,
    ).toBe(true);
    expect(await add.execute(input)).toMatchObject({ ok: true, value: { version: 4 } });
  });

  it('refuses a version on another user’s deck', async () => {
    const { decks, versions, ids, clock } = await setup();
    const result = await new AddDecklistVersion(decks, versions, ids, clock).execute({
      ownerId: ANN,
      personalDeckId: 'bobDeck',
      content: 'x',
      source: 'manual',
    });
    expect(result).toMatchObject({ ok: false, error: { code: 'NOT_FOUND', message: 'Personal deck not found.' } });
    expect(versions.rows.size).toBe(0);
  });
});

describe('matches and card tests', () => {
  const match = (personalDeckId: string, opponentDeckId: string) =>
    ({
      date: '2026-03-01',
      personalDeckId,
      opponentDeckId,
      onPlay: true,
      game1: 'win',
      game2: 'win',
      game3: null,
      openingHand: '',
      turningPoint: '',
      finalTurn: '',
      eventId: null,
      round: null,
      game2OnPlay: null,
      game3OnPlay: null,
      game1Mulligans: null,
      game2Mulligans: null,
      game3Mulligans: null,
    }) as const;

  it('records a match only when both decks are the caller’s', async () => {
    const { matches, records, ids, clock, uow, webhooks } = await setup();
    const record = new RecordMatch(matches, records, ids, clock, uow, webhooks);
    expect(await record.execute({ ownerId: ANN, playerId: ANN, fields: match('bobDeck', 'annMeta') })).toMatchObject({
      ok: false,
      error: { message: 'Personal deck not found.' },
    });
    expect(await record.execute({ ownerId: ANN, playerId: ANN, fields: match('annDeck', 'bobMeta') })).toMatchObject({
      ok: false,
      error: { message: 'Meta deck not found.' },
    });
    expect(await record.execute({ ownerId: ANN, playerId: ANN, fields: match('annDeck', 'annMeta') })).toMatchObject({
      ok: true,
      value: { ownerId: ANN },
    });
    expect(matches.rows.size).toBe(1);
  });

  it('never lists legacy card tests without a deck, filtered or not', async () => {
    const { cardTests, decks, metaDecks, ids, clock, readable } = await setup();
    const fields = {
      tester: 'me',
      cardName: 'Shock',
      personalDeckId: 'annDeck',
      opponentDeckId: null,
      rating: 3,
      notes: null,
    };
    await new RecordCardTest(cardTests, decks, metaDecks, ids, clock).execute({
      ownerId: ANN,
      playerId: ANN,
      defaultTester: 'Ann',
      fields,
    });
    await cardTests.insert({
      ...fields,
      id: 'legacy',
      ownerId: ANN,
      playerId: ANN,
      personalDeckId: null,
      createdAt: at,
    });
    const list = new ListCardTests(readable, cardTests);
    const page = { limit: 10, offset: 0 };
    const all = await list.execute({ callerId: ANN, page });
    const filtered = await list.execute({ callerId: ANN, personalDeckId: 'annDeck', page });
    expect(all.ok && all.value.items.map((t) => t.personalDeckId)).toEqual(['annDeck']);
    expect(filtered.ok && filtered.value.total).toBe(1);
  });
});
