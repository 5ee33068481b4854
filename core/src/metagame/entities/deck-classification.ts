/*
 * The classifier's side of a deck, as the archetype classifier reads it: cards as published, and
 * the archetype it answers with how it matched (a rule, a fallback, or none).
 */
export type CardEntry = { readonly count: number; readonly name: string };
export type PublicDeckCards = { readonly mainboard: readonly CardEntry[]; readonly sideboard: readonly CardEntry[] };
export type ArchetypeMatch = 'rule' | 'fallback' | 'unknown';
export type Classification = { readonly archetype: string; readonly match: ArchetypeMatch; readonly colors: string };
