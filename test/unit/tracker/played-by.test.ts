import { describe, expect, it } from 'vitest';
import { DeleteCardTest } from '@metagame/core/tracker/use-cases/delete-card-test';
import { DeleteMatch } from '@metagame/core/tracker/use-cases/delete-match';
import { RecordCardTest } from '@metagame/core/tracker/use-cases/record-card-test';
import { RecordMatch } from '@metagame/core/tracker/use-cases/record-match';
import { UpdateCardTest } from '@metagame/core/tracker/use-cases/update-card-test';
import { UpdateMatch } from '@metagame/core/tracker/use-cases/update-match';
import { trackerFakes } from '../../fakes/tracker/tracker-fixture.js';

const TEAM = '00000000-0000-4000-b000-0000000000aa';
const ANN = '00000000-0000-4000-a000-000000000001';
const BOB = '00000000-0000-4000-a000-000000000002';
const at = new Date('2026-03-01T10:00:00.000Z');
const REFUSED = { ok: false, error: { code: 'INSUFFICIENT_PERMISSIONS', message: 'Insufficient permissions.' } };

/** A team workspace (owner = the team) with a deck and a roster deck, and a match and a card test Ann recorded. */
async function setup() {
  const f = trackerFakes();
  await f.decks.insert({ id: 'deck', ownerId: TEAM, name: 'Team deck', archivedAt: null, createdAt: at });
  await f.metaDecks.insert({
    id: 'meta',
    ownerId: TEAM,
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
    archivedAt: null,
    createdAt: at,
  });
  const fields = {
    date: '2026-03-01',
    personalDeckId: 'deck',
    opponentDeckId: 'meta',
    onPlay: true,
    game1: 'win',
    game2: 'loss',
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
  } as const;
  const match = await new RecordMatch(f.matches, f.records, f.ids, f.clock, f.uow, f.webhooks).execute({
    ownerId: TEAM,
    playerId: ANN,
    fields,
  });
  const test = await new RecordCardTest(f.cardTests, f.decks, f.metaDecks, f.ids, f.clock).execute({
    ownerId: TEAM,
    playerId: ANN,
    defaultTester: 'Ann',
    fields: { cardName: 'Fireblast', personalDeckId: 'deck', opponentDeckId: null, rating: 4, notes: null },
  });
  if (!match.ok || !test.ok) throw new Error('setup failed');
  return { ...f, fields, match: match.value, test: test.value };
}

describe('who plays and who may edit a team’s matches and card tests', () => {
  it('records the player, and a card test’s tester defaults to the recorder’s name', async () => {
    const { match, test } = await setup();
    expect(match).toMatchObject({ ownerId: TEAM, playerId: ANN });
    expect(test).toMatchObject({ ownerId: TEAM, playerId: ANN, tester: 'Ann' });
  });

  it('refuses a member’s edit or deletion of a match another member played, and changes nothing', async () => {
    const { matches, records, fields, match, uow, webhooks } = await setup();
    const update = new UpdateMatch(matches, records, uow, webhooks);
    expect(
      await update.execute({ ownerId: TEAM, id: match.id, fields: { ...fields, game3: 'win' }, onlyPlayedBy: BOB }),
    ).toEqual(REFUSED);
    expect(
      await new DeleteMatch(matches, uow, webhooks).execute({ ownerId: TEAM, id: match.id, onlyPlayedBy: BOB }),
    ).toEqual(REFUSED);
    expect(await matches.findOwned(TEAM, match.id)).toEqual(match);
  });

  it('lets the member who played edit and delete it, and a captain reassign it', async () => {
    const { matches, records, fields, match, uow, webhooks } = await setup();
    const update = new UpdateMatch(matches, records, uow, webhooks);
    expect(
      await update.execute({ ownerId: TEAM, id: match.id, fields: { ...fields, game3: 'win' }, onlyPlayedBy: ANN }),
    ).toMatchObject({ ok: true, value: { game3: 'win', playerId: ANN } });
    expect(await update.execute({ ownerId: TEAM, id: match.id, fields, playerId: BOB })).toMatchObject({
      ok: true,
      value: { playerId: BOB },
    });
    expect(
      await new DeleteMatch(matches, uow, webhooks).execute({ ownerId: TEAM, id: match.id, onlyPlayedBy: ANN }),
    ).toEqual(REFUSED);
    expect(
      await new DeleteMatch(matches, uow, webhooks).execute({ ownerId: TEAM, id: match.id, onlyPlayedBy: BOB }),
    ).toEqual({
      ok: true,
      value: undefined,
    });
  });

  it('answers 404 before 403: a match that is not the team’s is not found, whoever asks', async () => {
    const { matches, records, fields, match, uow, webhooks } = await setup();
    const other = '00000000-0000-4000-b000-0000000000bb';
    expect(
      await new UpdateMatch(matches, records, uow, webhooks).execute({
        ownerId: other,
        id: match.id,
        fields,
        onlyPlayedBy: ANN,
      }),
    ).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } });
    expect(
      await new DeleteMatch(matches, uow, webhooks).execute({ ownerId: other, id: match.id, onlyPlayedBy: ANN }),
    ).toMatchObject({
      ok: false,
      error: { code: 'NOT_FOUND' },
    });
  });

  it('applies the same rule to card tests, and an edit without a tester keeps the tester', async () => {
    const { cardTests, decks, metaDecks, test } = await setup();
    const update = new UpdateCardTest(cardTests, decks, metaDecks);
    const fields = { cardName: 'Fireblast', personalDeckId: 'deck', opponentDeckId: null, rating: 2, notes: 'meh' };
    expect(await update.execute({ ownerId: TEAM, id: test.id, fields, onlyPlayedBy: BOB })).toEqual(REFUSED);
    expect(await new DeleteCardTest(cardTests).execute({ ownerId: TEAM, id: test.id, onlyPlayedBy: BOB })).toEqual(
      REFUSED,
    );
    expect(await update.execute({ ownerId: TEAM, id: test.id, fields, onlyPlayedBy: ANN })).toMatchObject({
      ok: true,
      value: { rating: 2, tester: 'Ann', playerId: ANN },
    });
    expect(await new DeleteCardTest(cardTests).execute({ ownerId: TEAM, id: test.id, onlyPlayedBy: ANN })).toEqual({
      ok: true,
      value: undefined,
    });
  });
});
