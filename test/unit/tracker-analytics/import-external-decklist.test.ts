import { describe, expect, it } from 'vitest';
import { deckSourceRefused, externalDeckNotFound } from '@metagame/core';
import { ImportExternalDecklist } from '@metagame/core/tracker-analytics/use-cases/import-external-decklist';
import { AddDecklistVersion } from '@metagame/core/tracker/use-cases/add-decklist-version';
import {
  RecordingDeckBuilderThrottle,
  ScriptedDeckFetcher,
  type DeckImportEvent,
} from '../../fakes/scripted-deck-fetcher.js';
import { trackerFakes } from '../../fakes/tracker/tracker-fixture.js';

const OWNER = '00000000-0000-4000-8000-0000000000a1';
const DECK = '00000000-0000-4000-8000-00000000d001';
const burn = {
  name: 'Burn',
  sections: {
    commanders: [],
    companions: [],
    main: [{ quantity: 4, name: 'Lightning Bolt' }],
    sideboard: [{ quantity: 2, name: 'Abrade' }],
  },
};
const empty = { name: 'Nothing', sections: { commanders: [], companions: [], main: [], sideboard: [] } };

async function setup() {
  const f = trackerFakes();
  await f.decks.insert({ id: DECK, ownerId: OWNER, name: 'Mine', archivedAt: null, createdAt: f.clock.now() });
  const events: DeckImportEvent[] = [];
  const fetchers = {
    moxfield: new ScriptedDeckFetcher({ burn, empty, blocked: deckSourceRefused('Moxfield') }, events, () =>
      externalDeckNotFound('Moxfield'),
    ),
    archidekt: new ScriptedDeckFetcher({ '42': burn }, events, () => externalDeckNotFound('Archidekt')),
  };
  const useCase = new ImportExternalDecklist(
    f.decks,
    new AddDecklistVersion(f.decks, f.versions, f.ids, f.clock),
    fetchers,
    new RecordingDeckBuilderThrottle(events),
  );
  const run = (url: string, callerId = OWNER) => useCase.execute({ callerId, personalDeckId: DECK, url });
  return { ...f, events, run };
}

describe('ImportExternalDecklist', () => {
  it('takes a throttle slot, fetches, and stores the text as the next version with the builder as source', async () => {
    const { run, events, versions } = await setup();
    const result = await run('https://www.moxfield.com/decks/burn');
    expect(result).toMatchObject({
      ok: true,
      value: { version: 1, source: 'moxfield', content: 'Deck\n4 Lightning Bolt\n\nSideboard\n2 Abrade\n' },
    });
    expect(events).toEqual(['slot:moxfield', 'fetch:burn']);
    expect(await versions.listByDeck(OWNER, DECK)).toHaveLength(1);
  });

  it('routes Archidekt URLs to the Archidekt fetcher', async () => {
    const { run, events } = await setup();
    expect(await run('https://archidekt.com/decks/42/burn')).toMatchObject({
      ok: true,
      value: { source: 'archidekt' },
    });
    expect(events).toEqual(['slot:archidekt', 'fetch:42']);
  });

  it('answers NOT_FOUND for another user’s deck without touching the deck builder', async () => {
    const { run, events } = await setup();
    expect(await run('https://www.moxfield.com/decks/burn', '00000000-0000-4000-8000-0000000000b2')).toMatchObject({
      ok: false,
      error: { code: 'NOT_FOUND' },
    });
    expect(events).toEqual([]);
  });

  it('answers INVALID_DECK_URL naming the accepted forms, without a request', async () => {
    const { run, events } = await setup();
    const result = await run('https://example.com/decks/burn');
    expect(result).toMatchObject({
      ok: false,
      error: { code: 'INVALID_DECK_URL', message: expect.stringContaining('moxfield.com/decks/<id>') },
    });
    expect(events).toEqual([]);
  });

  it('passes fetch errors through and stores nothing', async () => {
    const { run, versions } = await setup();
    expect(await run('https://www.moxfield.com/decks/blocked')).toMatchObject({
      ok: false,
      error: { code: 'DECK_SOURCE_REFUSED' },
    });
    expect(await run('https://www.moxfield.com/decks/unknown')).toMatchObject({
      ok: false,
      error: { code: 'EXTERNAL_DECK_NOT_FOUND' },
    });
    expect(await versions.listByDeck(OWNER, DECK)).toEqual([]);
  });

  it('refuses a deck without cards (EXTERNAL_DECK_EMPTY)', async () => {
    const { run } = await setup();
    expect(await run('https://www.moxfield.com/decks/empty')).toMatchObject({
      ok: false,
      error: { code: 'EXTERNAL_DECK_EMPTY' },
    });
  });
});
