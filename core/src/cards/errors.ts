import { domainError } from '../shared/domain-error.js';

/** The card reference's recoverable outcomes. */
export const setNotFound = (code: string) => domainError('SET_NOT_FOUND', `Set '${code}' not found.`);
export const cardNotFound = (uuid: string) => domainError('CARD_NOT_FOUND', `Card '${uuid}' not found.`);
export const cardNameNotFound = (name: string) => domainError('CARD_NOT_FOUND', `No card named '${name}'.`);

export type SetNotFound = ReturnType<typeof setNotFound>;
export type CardNotFound = ReturnType<typeof cardNotFound>;
