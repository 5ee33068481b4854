import { err, type Result } from '../../shared/result.js';
import {
  externalDeckEmpty,
  invalidDeckUrl,
  type DeckFetchError,
  type ExternalDeckEmpty,
  type InvalidDeckUrl,
} from '../errors.js';
import { parseDeckUrl, type DeckBuilder } from '../entities/deck-url.js';
import { formatDecklist } from '../entities/format-decklist.js';
import type { DecklistVersion } from '../../tracker/entities/decklist-version.js';
import { personalDeckNotFound, type TrackerNotFound } from '../../tracker/errors.js';
import type { DeckBuilderThrottle } from '../ports/deck-builder-throttle.js';
import type { DeckFetcher } from '../ports/deck-fetcher.js';
import type { PersonalDeckRepo } from '../../tracker/ports/personal-deck-repo.js';
import type { AddDecklistVersion } from '../../tracker/use-cases/add-decklist-version.js';

export interface ImportExternalDecklistInput {
  readonly callerId: string;
  readonly personalDeckId: string;
  readonly url: string;
}

export type ImportExternalDecklistError = TrackerNotFound | InvalidDeckUrl | ExternalDeckEmpty | DeckFetchError;

/**
 * POST /personal-decks/{id}/versions/import-external: reads a public deck from its deck builder,
 * writes it as a plain-text decklist and appends it as the deck's next version, with the builder's
 * name as source. The deck must be the caller's (404 otherwise, checked before any upstream call).
 * Requests to a builder go through the throttle: queued, never refused.
 */
export class ImportExternalDecklist {
  constructor(
    private readonly decks: PersonalDeckRepo,
    private readonly addVersion: AddDecklistVersion,
    private readonly fetchers: Readonly<Record<DeckBuilder, DeckFetcher>>,
    private readonly throttle: DeckBuilderThrottle,
  ) {}

  async execute(input: ImportExternalDecklistInput): Promise<Result<DecklistVersion, ImportExternalDecklistError>> {
    const deck = await this.decks.findOwned(input.callerId, input.personalDeckId);
    if (!deck) return err(personalDeckNotFound());
    const reference = parseDeckUrl(input.url);
    if (!reference) return err(invalidDeckUrl());
    await this.throttle.waitForSlot(reference.builder);
    const fetched = await this.fetchers[reference.builder].fetch(reference.deckId);
    if (!fetched.ok) return fetched;
    const content = formatDecklist(fetched.value.sections);
    if (content === '') return err(externalDeckEmpty(reference.builder));
    // AddDecklistVersion checks ownership again: the deck may be gone after the (slow) fetch.
    return this.addVersion.execute({
      ownerId: input.callerId,
      personalDeckId: deck.id,
      content,
      source: reference.builder,
    });
  }
}
