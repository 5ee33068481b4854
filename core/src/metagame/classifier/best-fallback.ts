import type { FallbackDefinition } from './definition-set.js';

export interface FallbackChoice {
  readonly fallback: FallbackDefinition;
  /** Copies of common cards ÷ entries of the deck: not a true share, and it can exceed 1. */
  readonly similarity: number;
}

/** Boards of a deck as copies per name (both boards summed) plus their number of entries. */
export interface DeckCopies {
  readonly copies: ReadonlyMap<string, number>;
  readonly entryCount: number;
}

/**
 * The generic archetype a deck resembles most: the highest sum of copies of its common cards;
 * a tie goes to the shorter list of common cards, then to load order. Null when no common card
 * is in the deck at all.
 */
export function bestFallback(fallbacks: readonly FallbackDefinition[], deck: DeckCopies): FallbackChoice | null {
  let best: FallbackDefinition | null = null;
  let bestWeight = 0;
  for (const fallback of fallbacks) {
    const weight = fallbackWeight(fallback, deck.copies);
    if (weight === 0) continue;
    const better =
      best === null ||
      weight > bestWeight ||
      (weight === bestWeight && fallback.commonCards.length < best.commonCards.length);
    if (better) {
      best = fallback;
      bestWeight = weight;
    }
  }
  if (best === null || deck.entryCount === 0) return null;
  return { fallback: best, similarity: bestWeight / deck.entryCount };
}

function fallbackWeight(fallback: FallbackDefinition, copies: ReadonlyMap<string, number>): number {
  let weight = 0;
  for (const card of fallback.commonCards) weight += copies.get(card) ?? 0;
  return weight;
}
