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
import { mapArchidektDeck } from './archidekt-deck-mapper.js';

export interface ArchidektOptions {
  /** API root, e.g. https://archidekt.com/api (ARCHIDEKT_BASE_URL). */
  readonly baseUrl: string;
  /** Descriptive agent so Archidekt can tell who calls. */
  readonly userAgent: string;
  readonly timeoutMs?: number;
}

const BUILDER = 'Archidekt';

/** Archidekt's public deck JSON (`/decks/<id>/`, trailing slash required). 404 covers missing and private. */
export class ArchidektDeckFetcher implements DeckFetcher {
  constructor(private readonly options: ArchidektOptions) {}

  async fetch(deckId: string): Promise<Result<FetchedDeck, DeckFetchError>> {
    const answer = await fetchUpstreamJson({
      url: `${this.options.baseUrl}/decks/${encodeURIComponent(deckId)}/`,
      headers: { 'user-agent': this.options.userAgent },
      timeoutMs: this.options.timeoutMs ?? 10_000,
    });
    if (answer.kind === 'timeout') return err(deckSourceFailed(BUILDER, 'no answer within the time limit'));
    if (answer.kind === 'network') return err(deckSourceFailed(BUILDER, answer.reason));
    if (answer.status === 404) return err(externalDeckNotFound(BUILDER));
    // Archidekt answers 401/403 for a private deck with JSON; a bot-challenge page answers them as HTML.
    if (answer.status === 401 || answer.status === 403) {
      return answer.kind === 'json' ? err(externalDeckPrivate(BUILDER)) : err(deckSourceRefused(BUILDER));
    }
    if (answer.status >= 400) return err(deckSourceFailed(BUILDER, `HTTP ${answer.status}`));
    if (answer.kind === 'not_json') {
      return answer.contentType.includes('text/html')
        ? err(deckSourceRefused(BUILDER))
        : err(deckSourceFailed(BUILDER, 'unreadable answer'));
    }
    if (isRecord(answer.body) && answer.body.private === true) return err(externalDeckPrivate(BUILDER));
    const deck = mapArchidektDeck(answer.body);
    return deck ? ok(deck) : err(deckSourceFailed(BUILDER, 'unexpected answer format'));
  }
}
