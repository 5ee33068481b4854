import { domainError } from '../shared/domain-error.js';
import type { CardQuerySyntaxError } from './entities/parse-card-query.js';

/** The card reference's recoverable outcomes. */
export const setNotFound = (code: string) => domainError('SET_NOT_FOUND', `Set '${code}' not found.`);
export const cardNotFound = (uuid: string) => domainError('CARD_NOT_FOUND', `Card '${uuid}' not found.`);
export const cardNameNotFound = (name: string) => domainError('CARD_NOT_FOUND', `No card named '${name}'.`);

/** A named lookup found nothing (fuzzy: nothing near enough); `candidates` are the closest names, maybe none. */
export const namedCardNotFound = (name: string, set: string | null, candidates: readonly string[]) => ({
  ...domainError('CARD_NOT_FOUND', set ? `No card named '${name}' in set '${set}'.` : `No card named '${name}'.`),
  candidates,
});
/** A fuzzy lookup found several near names and none clearly ahead. */
export const cardNameAmbiguous = (name: string, candidates: readonly string[]) => ({
  ...domainError('CARD_NAME_AMBIGUOUS', `'${name}' matches several cards; choose one of the candidates.`),
  candidates,
});
/** A search that does not parse; `position` (1-based) and `term` point at what broke it. */
export const invalidSearch = (e: CardQuerySyntaxError) => ({
  ...domainError('INVALID_SEARCH', `Invalid search at position ${e.position} ('${e.term}'): ${e.reason}.`),
  position: e.position,
  term: e.term,
});

export type SetNotFound = ReturnType<typeof setNotFound>;
export type CardNotFound = ReturnType<typeof cardNotFound>;
export type NamedCardNotFound = ReturnType<typeof namedCardNotFound>;
export type CardNameAmbiguous = ReturnType<typeof cardNameAmbiguous>;
export type InvalidSearch = ReturnType<typeof invalidSearch>;
