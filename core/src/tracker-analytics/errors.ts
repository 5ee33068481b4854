import { domainError } from '../shared/domain-error.js';
import { ACCEPTED_DECK_URL_FORMS } from './entities/deck-url.js';

/**
 * Outcomes of fetching a deck from a deck builder; an invalid or unsupported URL is a 400. Messages
 * are shown to the user as is.
 */
export const invalidDeckUrl = () =>
  domainError('INVALID_DECK_URL', `Unsupported deck URL. Accepted forms: ${ACCEPTED_DECK_URL_FORMS}.`);
export const externalDeckNotFound = (builder: string) =>
  domainError(
    'EXTERNAL_DECK_NOT_FOUND',
    `The deck was not found on ${builder}; check the URL and that the deck is public.`,
  );
export const externalDeckPrivate = (builder: string) =>
  domainError(
    'EXTERNAL_DECK_PRIVATE',
    `The deck is private on ${builder}; make it public or unlisted, or paste the decklist text instead.`,
  );
export const externalDeckEmpty = (builder: string) =>
  domainError(
    'EXTERNAL_DECK_EMPTY',
    `The deck on ${builder} has no cards in its main deck, sideboard or command zone.`,
  );
export const deckSourceFailed = (builder: string, reason: string) =>
  domainError(
    'DECK_SOURCE_FAILED',
    `${builder} could not provide the deck (${reason}); try again later or paste the decklist text instead.`,
  );
export const deckSourceRefused = (builder: string) =>
  domainError(
    'DECK_SOURCE_REFUSED',
    `${builder} refused the request (it admits only clients it knows); paste the decklist text instead to create a manual version.`,
  );

export type InvalidDeckUrl = ReturnType<typeof invalidDeckUrl>;
export type ExternalDeckEmpty = ReturnType<typeof externalDeckEmpty>;
export type DeckFetchError =
  | ReturnType<typeof externalDeckNotFound>
  | ReturnType<typeof externalDeckPrivate>
  | ReturnType<typeof deckSourceFailed>
  | ReturnType<typeof deckSourceRefused>;
