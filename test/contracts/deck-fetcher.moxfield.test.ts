import { describe, expect, it } from 'vitest';
import { MoxfieldDeckFetcher } from '@metagame/adapters';
import { MOXFIELD_IDS } from '../support/fake-deck-builders.js';
import { CONTRACT_TIMEOUT_MS, deckFetcherContract } from './deck-fetcher.contract.js';

const USER_AGENT = 'Metagame-test/1.0 (deck tracker)';

describe('MoxfieldDeckFetcher (loopback fake)', () => {
  const { fake } = deckFetcherContract({
    builder: 'moxfield',
    make: (f, o) =>
      new MoxfieldDeckFetcher({ baseUrl: o.baseUrl ?? f.moxfieldUrl, userAgent: USER_AGENT, timeoutMs: o.timeoutMs }),
    ids: MOXFIELD_IDS,
    expectedName: 'Mono-Red Burn',
    expectedSections: {
      commanders: [],
      companions: [],
      main: [
        { quantity: 2, name: 'Lightning Bolt' },
        { quantity: 4, name: 'Monastery Swiftspear' },
        { quantity: 2, name: 'Lightning Bolt' },
      ],
      sideboard: [{ quantity: 2, name: 'Smash to Smithereens' }],
    },
  });
  const fetcher = (apiKey?: string) =>
    new MoxfieldDeckFetcher({
      baseUrl: fake().moxfieldUrl,
      userAgent: USER_AGENT,
      apiKey,
      timeoutMs: CONTRACT_TIMEOUT_MS,
    });

  it('turns a 403 Cloudflare challenge into DECK_SOURCE_REFUSED telling the user to paste the list', async () => {
    const result = await fetcher().fetch(MOXFIELD_IDS.challenge);
    expect(result).toMatchObject({
      ok: false,
      error: { code: 'DECK_SOURCE_REFUSED', message: expect.stringMatching(/paste the decklist text/) },
    });
  });

  it('reads the older v2 shape with boards at the top level', async () => {
    const result = await fetcher().fetch(MOXFIELD_IDS.v2Deck);
    expect(result).toMatchObject({
      ok: true,
      value: {
        name: 'Old Burn',
        sections: { main: [{ quantity: 4, name: 'Lightning Bolt' }], sideboard: [{ quantity: 2, name: 'Abrade' }] },
      },
    });
  });

  it('sends the configured agent and, when set, the API key', async () => {
    await fetcher('secret-key').fetch(MOXFIELD_IDS.deck);
    expect(fake().requests.at(-1)).toMatchObject({ userAgent: USER_AGENT, authorization: 'Bearer secret-key' });
    await fetcher().fetch(MOXFIELD_IDS.deck);
    expect(fake().requests.at(-1)?.authorization).toBeUndefined();
  });
});
