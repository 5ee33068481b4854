import { archetypeName } from './archetype-name.js';
import { bestFallback } from './best-fallback.js';
import { allConditionsHold } from './condition-holds.js';
import { deckColors } from './deck-colors.js';
import type { ArchetypeDefinition, DefinitionSet, PublicDeckCards, VariantDefinition } from './definition-set.js';
import { copiesByName, deckView, type DeckView } from './deck-view.js';

/** A fallback is accepted only above this similarity (strictly). */
export const MIN_FALLBACK_SIMILARITY = 0.1;

export interface RuleMatch {
  readonly archetype: ArchetypeDefinition;
  readonly variant: VariantDefinition | null;
  /** Display name, from the variant when there is one. */
  readonly name: string;
}

export type Detection =
  | { readonly kind: 'rule'; readonly matches: readonly RuleMatch[]; readonly colors: string }
  | { readonly kind: 'fallback'; readonly name: string; readonly similarity: number; readonly colors: string }
  | { readonly kind: 'unknown'; readonly colors: string };

/**
 * Every specific archetype is tried in load order. A matching archetype adds one match per
 * matching variant (its conditions on top of the parent's), or one match of its own when no
 * variant matches. Only when nothing matched is the closest fallback tried.
 */
export function detectArchetypes(deck: PublicDeckCards, definitions: DefinitionSet): Detection {
  const colors = deckColors(deck, definitions.colors);
  const view = deckView(deck);
  const matches = ruleMatches(view, definitions.archetypes, colors);
  if (matches.length > 0) return { kind: 'rule', matches, colors };
  const choice = bestFallback(definitions.fallbacks, { copies: copiesByName(deck), entryCount: view.entryCount });
  if (choice === null || !(choice.similarity > MIN_FALLBACK_SIMILARITY)) return { kind: 'unknown', colors };
  const { fallback, similarity } = choice;
  return {
    kind: 'fallback',
    name: archetypeName(fallback.name, fallback.includeColorInName, colors),
    similarity,
    colors,
  };
}

function ruleMatches(view: DeckView, archetypes: readonly ArchetypeDefinition[], colors: string): RuleMatch[] {
  const matches: RuleMatch[] = [];
  for (const archetype of archetypes) {
    if (!allConditionsHold(archetype.conditions, view)) continue;
    const before = matches.length;
    for (const variant of archetype.variants) {
      if (!allConditionsHold(variant.conditions, view)) continue;
      matches.push({ archetype, variant, name: archetypeName(variant.name, variant.includeColorInName, colors) });
    }
    if (matches.length === before) {
      matches.push({
        archetype,
        variant: null,
        name: archetypeName(archetype.name, archetype.includeColorInName, colors),
      });
    }
  }
  return matches;
}
