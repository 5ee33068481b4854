import {
  err,
  ok,
  type DeckBuilder,
  type DeckBuilderThrottle,
  type DeckFetcher,
  type DeckFetchError,
  type FetchedDeck,
  type Result,
} from '@metagame/core';

/** What happened, in order, across the throttle and the fetchers (to check that waiting precedes fetching). */
export type DeckImportEvent = `slot:${DeckBuilder}` | `fetch:${string}`;

/** DeckFetcher answering from a script keyed by deck id; unknown ids are "not found". */
export class ScriptedDeckFetcher implements DeckFetcher {
  constructor(
    private readonly script: Readonly<Record<string, FetchedDeck | DeckFetchError>>,
    private readonly events: DeckImportEvent[],
    private readonly notFound: () => DeckFetchError,
  ) {}

  async fetch(deckId: string): Promise<Result<FetchedDeck, DeckFetchError>> {
    this.events.push(`fetch:${deckId}`);
    const answer = this.script[deckId];
    if (answer === undefined) return err(this.notFound());
    return 'code' in answer ? err(answer) : ok(answer);
  }
}

/** DeckBuilderThrottle that never waits and only records the slots taken. */
export class RecordingDeckBuilderThrottle implements DeckBuilderThrottle {
  constructor(private readonly events: DeckImportEvent[]) {}

  async waitForSlot(builder: DeckBuilder): Promise<void> {
    this.events.push(`slot:${builder}`);
  }
}
