import type { Classification, DefinitionSet, PublicDeckCards } from './definition-set.js';
import { detectArchetypes } from './detect-archetypes.js';

export const UNKNOWN_ARCHETYPE = 'Unknown';

/** The label of a deck that several archetypes claim: no archetype of its own. */
export const conflictLabel = (names: readonly string[]): string => `Conflict(${names.join(',')})`;
export const isConflictLabel = (label: string): boolean => label.startsWith('Conflict(') && label.endsWith(')');

/**
 * The label a deck gets: its one matching archetype (or variant), `Conflict(A,B,…)` in match order
 * when several match, the closest fallback when none does, else `Unknown`. The colour code is
 * reported whatever the label.
 */
export function classifyDeck(deck: PublicDeckCards, definitions: DefinitionSet): Classification {
  const detection = detectArchetypes(deck, definitions);
  switch (detection.kind) {
    case 'rule': {
      const names = detection.matches.map((match) => match.name);
      const archetype = names.length === 1 ? (names[0] as string) : conflictLabel(names);
      return { archetype, match: 'rule', colors: detection.colors };
    }
    case 'fallback':
      return { archetype: detection.name, match: 'fallback', colors: detection.colors };
    case 'unknown':
      return { archetype: UNKNOWN_ARCHETYPE, match: 'unknown', colors: detection.colors };
  }
}
