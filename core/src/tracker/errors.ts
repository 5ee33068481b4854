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
export const eventNotFound = () => domainError('NOT_FOUND', 'Event not found.');
export const versionOfAnotherDeck = () =>
  domainError('VALIDATION_FAILED', 'The decklist version belongs to another personal deck.');
export const invalidMatch = (message: string) => domainError('VALIDATION_FAILED', message);
/** A team member's write to a match or card test another member played. */
export const notYourRecord = () => domainError('INSUFFICIENT_PERMISSIONS', 'Insufficient permissions.');
export const dataNotShared = () => domainError('FORBIDDEN', 'This user does not share their tracker data.');
export const archivedActiveDeck = () => domainError('VALIDATION_FAILED', 'An archived deck cannot be the active deck.');

/** A field of one imported row that cannot be stored, and why; `line` counts the header as line 1. */
export interface ImportIssue {
  readonly line: number;
  readonly field: string;
  readonly message: string;
}
export const importRejected = (issues: readonly ImportIssue[]) => ({
  ...domainError('VALIDATION_FAILED', 'The import was refused; nothing was written.'),
  issues,
});

export type TrackerNotFound = ReturnType<typeof personalDeckNotFound>;
export type NotYourRecord = ReturnType<typeof notYourRecord>;
export type DataNotShared = ReturnType<typeof dataNotShared>;
export type ArchivedActiveDeck = ReturnType<typeof archivedActiveDeck>;
export type InvalidMatch = ReturnType<typeof invalidMatch>;
export type ImportRejected = ReturnType<typeof importRejected>;
