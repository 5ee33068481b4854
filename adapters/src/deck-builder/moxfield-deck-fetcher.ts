import {
  deckSourceFailed,
  deckSourceRefused,
  err,
  externalDeckNotFound,
  externalDeckPrivate,
  ok,
} from '@metagame/core';
import type { DeckFetcher, DeckFetchError, FetchedDeck, Result } from '@metagame/core';
import { fetchUpstreamJson, isRecord } from './fetch-upstream-json.js';
import { mapMoxfieldDeck } from './moxfield-deck-mapper.js';

export interface MoxfieldOptions {
  /** API root, e.g. https://api2.moxfield.com (DECK_SOURCE_BASE_URL). */
  readonly baseUrl: string;
  /** Moxfield admits only clients it knows; the agent it issued goes here (MOXFIELD_USER_AGENT). */
  readonly userAgent: string;
  /** Optional key (MOXFIELD_API_KEY), sent as a bearer token. */
  readonly apiKey?: string | undefined;
  readonly timeoutMs?: number;
}

const BUILDER = 'Moxfield';

/**
 * Moxfield's v3 deck endpoint. Moxfield has no public API: unknown clients get 403 Cloudflare
 * challenges (HTML), which become DECK_SOURCE_REFUSED so the user is told to paste the list instead.
 */
export class MoxfieldDeckFetcher implements DeckFetcher {
  constructor(private readonly options: MoxfieldOptions) {}

  async fetch(deckId: string): Promise<Result<FetchedDeck, DeckFetchError>> {
    const headers: Record<string, string> = { 'user-agent': this.options.userAgent };
    if (this.options.apiKey) headers.authorization = `Bearer ${this.options.apiKey}`;
    const answer = await fetchUpstreamJson({
      url: `${this.options.baseUrl}/v3/decks/all/${encodeURIComponent(deckId)}`,
      headers,
      timeoutMs: this.options.timeoutMs ?? 10_000,
    });
    if (answer.kind === 'timeout') return err(deckSourceFailed(BUILDER, 'no answer within the time limit'));
    if (answer.kind === 'network') return err(deckSourceFailed(BUILDER, answer.reason));
    if (answer.status === 404) return err(externalDeckNotFound(BUILDER));
    if (answer.status === 401 || answer.status === 403) return err(deckSourceRefused(BUILDER));
    if (answer.status === 429 || answer.status === 503) return err(deckSourceFailed(BUILDER, 'rate-limited upstream'));
    if (answer.status >= 400) return err(deckSourceFailed(BUILDER, `HTTP ${answer.status}`));
    // A 200 HTML page is a challenge too; malformed JSON is plain failure.
    if (answer.kind === 'not_json') {
      return answer.contentType.includes('text/html')
        ? err(deckSourceRefused(BUILDER))
        : err(deckSourceFailed(BUILDER, 'unreadable answer'));
    }
    const visibility = isRecord(answer.body) ? answer.body.visibility : undefined;
    if (visibility === 'private') return err(externalDeckPrivate(BUILDER));
    if (visibility === 'deleted') return err(externalDeckNotFound(BUILDER));
    const deck = mapMoxfieldDeck(answer.body);
    return deck ? ok(deck) : err(deckSourceFailed(BUILDER, 'unexpected answer format'));
  }
}
