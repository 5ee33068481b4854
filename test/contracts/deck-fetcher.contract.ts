import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DeckFetcher, DeckSections } from '@metagame/core';
import { startFakeDeckBuilders, type FakeDeckBuilders } from '../support/fake-deck-builders.js';

/** Short bound for the silent-upstream case; every other case gets a generous one (loaded CI machines). */
export const SHORT_TIMEOUT_MS = 300;
export const CONTRACT_TIMEOUT_MS = 5_000;

export interface DeckFetcherSubject {
  /** Builds the fetcher against the fake's API root, with a short timeout. */
  make(fake: FakeDeckBuilders, options: { timeoutMs: number; baseUrl?: string }): DeckFetcher;
  readonly ids: { deck: string; missing: string; private: string; malformed: string; slow: string };
  readonly expectedName: string;
  readonly expectedSections: DeckSections;
  readonly builder: 'moxfield' | 'archidekt';
}

/**
 * The DeckFetcher contract (port JSDoc): a public deck comes back split by zone; missing, private,
 * unreadable, slow and unreachable upstreams come back as the documented error codes, never thrown.
 */
export function deckFetcherContract(subject: DeckFetcherSubject): { fake: () => FakeDeckBuilders } {
  let fake: FakeDeckBuilders;
  let fetcher: DeckFetcher;
  beforeAll(async () => {
    fake = await startFakeDeckBuilders();
    fetcher = subject.make(fake, { timeoutMs: CONTRACT_TIMEOUT_MS });
  });
  afterAll(() => fake.close());

  it('reads a public deck split into command zone, main deck and sideboard', async () => {
    const result = await fetcher.fetch(subject.ids.deck);
    expect(result).toEqual({ ok: true, value: { name: subject.expectedName, sections: subject.expectedSections } });
  });

  it('sends a descriptive User-Agent', async () => {
    await fetcher.fetch(subject.ids.deck);
    const last = fake.requests.filter((r) => r.builder === subject.builder).at(-1);
    expect(last?.userAgent).toMatch(/metagame/i);
  });

  it('reports a missing deck as EXTERNAL_DECK_NOT_FOUND', async () => {
    expect(await fetcher.fetch(subject.ids.missing)).toMatchObject({
      ok: false,
      error: { code: 'EXTERNAL_DECK_NOT_FOUND' },
    });
  });

  it('reports a private deck as EXTERNAL_DECK_PRIVATE', async () => {
    expect(await fetcher.fetch(subject.ids.private)).toMatchObject({
      ok: false,
      error: { code: 'EXTERNAL_DECK_PRIVATE' },
    });
  });

  it('reports malformed JSON as DECK_SOURCE_FAILED', async () => {
    expect(await fetcher.fetch(subject.ids.malformed)).toMatchObject({
      ok: false,
      error: { code: 'DECK_SOURCE_FAILED' },
    });
  });

  it('gives up on a silent upstream after its timeout with DECK_SOURCE_FAILED', async () => {
    const result = await subject.make(fake, { timeoutMs: SHORT_TIMEOUT_MS }).fetch(subject.ids.slow);
    expect(result).toMatchObject({
      ok: false,
      error: { code: 'DECK_SOURCE_FAILED', message: expect.stringMatching(/time limit/) },
    });
  });

  it('reports an unreachable upstream as DECK_SOURCE_FAILED', async () => {
    const closed = subject.make(fake, { timeoutMs: CONTRACT_TIMEOUT_MS, baseUrl: 'http://127.0.0.1:1' });
    expect(await closed.fetch(subject.ids.deck)).toMatchObject({ ok: false, error: { code: 'DECK_SOURCE_FAILED' } });
  });

  return { fake: () => fake };
}
