import { domainError } from '../shared/domain-error.js';

/**
 * The tracker's recoverable outcomes. A missing resource and another user's resource give the same
 * error (same code, same message), so a write never reveals whether someone else's id exists.
 */
export const personalDeckNotFound = () => domainError('NOT_FOUND', 'Personal deck not found.');
export const decklistVersionNotFound = () => domainError('NOT_FOUND', 'Decklist version not found.');
export const metaDeckNotFound = () => domainError('NOT_FOUND', 'Meta deck not found.');
export const matchNotFound = () => domainError('NOT_FOUND', 'Match not found.');
export const cardTestNotFound = () => domainError('NOT_FOUND', 'Card test not found.');
export const dataNotShared = () => domainError('FORBIDDEN', 'This user does not share their tracker data.');
export const archivedActiveDeck = () => domainError('VALIDATION_FAILED', 'An archived deck cannot be the active deck.');

export type TrackerNotFound = ReturnType<typeof personalDeckNotFound>;
export type DataNotShared = ReturnType<typeof dataNotShared>;
export type ArchivedActiveDeck = ReturnType<typeof archivedActiveDeck>;
