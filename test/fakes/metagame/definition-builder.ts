import type {
  ArchetypeDefinition,
  CardEntry,
  Condition,
  ConditionType,
  DefinitionSet,
  FallbackDefinition,
  PublicDeckCards,
  VariantDefinition,
} from '@metagame/core';

/** Small definition sets and decks for classifier tests. */
export const cond = (type: ConditionType, ...cards: string[]): Condition => ({ type, cards });

export const archetype = (
  name: string,
  conditions: Condition[],
  options: { color?: boolean; variants?: VariantDefinition[] } = {},
): ArchetypeDefinition => ({
  name,
  includeColorInName: options.color ?? false,
  conditions,
  variants: options.variants ?? [],
});

export const variant = (name: string, conditions: Condition[], color = false): VariantDefinition => ({
  name,
  includeColorInName: color,
  conditions,
});

export const fallback = (name: string, commonCards: string[], color = false): FallbackDefinition => ({
  name,
  includeColorInName: color,
  commonCards,
});

export function definitionSet(parts: {
  archetypes?: ArchetypeDefinition[];
  fallbacks?: FallbackDefinition[];
  lands?: Record<string, string>;
  nonLands?: Record<string, string>;
}): DefinitionSet {
  return {
    format: 'modern',
    archetypes: parts.archetypes ?? [],
    fallbacks: parts.fallbacks ?? [],
    colors: {
      lands: new Map(Object.entries(parts.lands ?? {})),
      nonLands: new Map(Object.entries(parts.nonLands ?? {})),
    },
    overriddenCards: new Set(),
  };
}

const entries = (cards: readonly (string | [number, string])[]): CardEntry[] =>
  cards.map((card) => (typeof card === 'string' ? { count: 4, name: card } : { count: card[0], name: card[1] }));

/** A deck; a bare name is four copies, `[n, name]` is n copies. */
export const deck = (
  mainboard: readonly (string | [number, string])[],
  sideboard: readonly (string | [number, string])[] = [],
): PublicDeckCards => ({ mainboard: entries(mainboard), sideboard: entries(sideboard) });
