import { describe, expect, it } from 'vitest';
import { ArchidektDeckFetcher } from '@metagame/adapters';
import { ARCHIDEKT_IDS } from '../support/fake-deck-builders.js';
import { CONTRACT_TIMEOUT_MS, deckFetcherContract } from './deck-fetcher.contract.js';

describe('ArchidektDeckFetcher (loopback fake)', () => {
  const { fake } = deckFetcherContract({
    builder: 'archidekt',
    make: (f, o) =>
      new ArchidektDeckFetcher({
        baseUrl: o.baseUrl ?? f.archidektUrl,
        userAgent: 'Metagame-test/1.0',
        timeoutMs: o.timeoutMs,
      }),
    ids: ARCHIDEKT_IDS,
    expectedName: 'Zada Storm',
    // Maybeboard, an includedInDeck:false category and a deleted entry are dropped.
    expectedSections: {
      commanders: [{ quantity: 1, name: 'Zada, Hedron Grinder' }],
      companions: [],
      main: [{ quantity: 4, name: 'Lightning Bolt' }],
      sideboard: [{ quantity: 2, name: 'Abrade' }],
    },
  });

  it('treats a deck flagged private in its JSON as EXTERNAL_DECK_PRIVATE', async () => {
    const fetcher = new ArchidektDeckFetcher({
      baseUrl: fake().archidektUrl,
      userAgent: 'Metagame-test/1.0',
      timeoutMs: CONTRACT_TIMEOUT_MS,
    });
    expect(await fetcher.fetch(ARCHIDEKT_IDS.flaggedPrivate)).toMatchObject({
      ok: false,
      error: { code: 'EXTERNAL_DECK_PRIVATE' },
    });
  });
});
