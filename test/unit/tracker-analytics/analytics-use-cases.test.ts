import { describe, expect, it } from 'vitest';
import { InMemoryCardRatingsRepo } from '../../fakes/in-memory-card-ratings-repo.js';
import { InMemoryMatchStatsRepo } from '../../fakes/in-memory-match-stats-repo.js';
import { aStoredMatch } from '../../fakes/tracker/match-builder.js';
import { trackerFakes } from '../../fakes/tracker/tracker-fixture.js';
import { aUser } from '../../fakes/user-builder.js';
import { GetArchetypeSummary } from '@metagame/core/tracker-analytics/use-cases/get-archetype-summary';
import { GetDecklistView } from '@metagame/core/tracker-analytics/use-cases/get-decklist-view';
import { GetMatchupSummary } from '@metagame/core/tracker-analytics/use-cases/get-matchup-summary';

async function setup() {
  const f = trackerFakes();
  const ann = aUser().build();
  const bob = aUser().build();
  await f.users.insert(ann);
  await f.users.insert(bob);
  const stats = new InMemoryMatchStatsRepo();
  const ratings = new InMemoryCardRatingsRepo();
  stats.opponents.push({ id: 'burn', ownerId: ann.id, name: 'Burn', category: 'aggro', archived: false });
  const game = {
    id: 'm1',
    ownerId: ann.id,
    date: '2026-11-01',
    personalDeckId: 'deck',
    opponentDeckId: 'burn',
    onPlay: true,
    openingHand: '',
    turningPoint: '',
    finalTurn: '',
    createdAt: new Date(),
  };
  stats.matches.push(aStoredMatch({ ...game, game1: 'win', game2: 'loss', game3: 'win' }));
  await f.decks.insert({ id: 'deck', ownerId: ann.id, name: 'Mine', archivedAt: null, createdAt: f.clock.now() });
  return {
    ...f,
    ann,
    bob,
    ratings,
    matchups: new GetMatchupSummary(f.readable, stats),
    archetypes: new GetArchetypeSummary(f.readable, stats),
    view: new GetDecklistView(f.readable, f.decks, f.versions, ratings),
  };
}

describe('summary and view use cases', () => {
  it('read the caller’s own data by default', async () => {
    const { matchups, archetypes, ann } = await setup();
    expect(await matchups.execute({ callerId: ann.id, filter: {} })).toMatchObject({
      ok: true,
      value: [{ opponent: { name: 'Burn' }, games: { ratio: '2-1' } }],
    });
    expect(await archetypes.execute({ callerId: ann.id, filter: {} })).toMatchObject({
      ok: true,
      value: [{ category: 'aggro', pooled: { games: { ratio: '2-1' } } }, {}, {}, {}],
    });
  });

  it('refuse another user’s data until they share it (FORBIDDEN), then read it', async () => {
    const { matchups, archetypes, view, ann, bob, settings } = await setup();
    expect(await matchups.execute({ callerId: bob.id, ownerId: ann.id, filter: {} })).toMatchObject({
      ok: false,
      error: { code: 'FORBIDDEN' },
    });
    expect(await archetypes.execute({ callerId: bob.id, ownerId: ann.id, filter: {} })).toMatchObject({
      ok: false,
      error: { code: 'FORBIDDEN' },
    });
    expect(await view.execute({ callerId: bob.id, ownerId: ann.id, personalDeckId: 'deck' })).toMatchObject({
      ok: false,
      error: { code: 'FORBIDDEN' },
    });
    await settings.save({ ...(await settings.findOrCreate(ann.id)), dataShared: true });
    expect(await matchups.execute({ callerId: bob.id, ownerId: ann.id, filter: {} })).toMatchObject({
      ok: true,
      value: [{ matches: 1 }],
    });
  });

  it('colour the newest version of an owned deck, and answer NOT_FOUND for another user’s deck', async () => {
    const { view, versions, ratings, ann, bob, clock } = await setup();
    expect(await view.execute({ callerId: ann.id, personalDeckId: 'deck' })).toEqual({ ok: true, value: [] });
    for (const content of ['4 Shock', '4 Opt\n\nSideboard']) {
      await versions.appendNext({
        id: content,
        ownerId: ann.id,
        personalDeckId: 'deck',
        content,
        source: 'manual',
        createdAt: clock.now(),
      });
    }
    ratings.tests.push({
      id: 't',
      ownerId: ann.id,
      playerId: null,
      personalDeckId: 'deck',
      opponentDeckId: null,
      tester: 'A',
      cardName: 'opt',
      rating: 2,
      notes: null,
      createdAt: clock.now(),
    });
    expect(await view.execute({ callerId: ann.id, personalDeckId: 'deck' })).toEqual({
      ok: true,
      value: [
        { line: '4 Opt', status: 'rejected' },
        { line: '', status: 'neutral' },
        { line: 'Sideboard', status: 'neutral' },
      ],
    });
    expect(await view.execute({ callerId: bob.id, personalDeckId: 'deck' })).toMatchObject({
      ok: false,
      error: { code: 'NOT_FOUND' },
    });
  });
});
