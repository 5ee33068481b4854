/**
 * A format's archetype definitions in the community's open rule format, parsed and validated:
 * specific archetypes (conditions, one level of variants), generic fallbacks (common cards), and the
 * colour tables that name a deck's colours. Order is load order; it only decides ties.
 */
export const CONDITION_TYPES = [
  'InMainboard',
  'InSideboard',
  'InMainOrSideboard',
  'OneOrMoreInMainboard',
  'OneOrMoreInSideboard',
  'OneOrMoreInMainOrSideboard',
  'TwoOrMoreInMainboard',
  'TwoOrMoreInSideboard',
  'TwoOrMoreInMainOrSideboard',
  'DoesNotContain',
  'DoesNotContainMainboard',
  'DoesNotContainSideboard',
] as const;
export type ConditionType = (typeof CONDITION_TYPES)[number];

/** `cards` are distinct, in listed order: a repeated name never changes what a condition means. */
export interface Condition {
  readonly type: ConditionType;
  readonly cards: readonly string[];
}

export interface VariantDefinition {
  readonly name: string;
  readonly includeColorInName: boolean;
  readonly conditions: readonly Condition[];
}

export interface ArchetypeDefinition extends VariantDefinition {
  readonly variants: readonly VariantDefinition[];
}

export interface FallbackDefinition {
  readonly name: string;
  readonly includeColorInName: boolean;
  readonly commonCards: readonly string[];
}

/** Colour codes are WUBRG letters in that order, or `C` for colourless. */
export interface ColorTables {
  readonly lands: ReadonlyMap<string, string>;
  readonly nonLands: ReadonlyMap<string, string>;
}

export interface DefinitionSet {
  readonly format: string;
  readonly archetypes: readonly ArchetypeDefinition[];
  readonly fallbacks: readonly FallbackDefinition[];
  readonly colors: ColorTables;
  /**
   * The names the format's colour overrides list: their colour in `colors` is the curators' word
   * for this format, which the card reference does not replace.
   */
  readonly overriddenCards: ReadonlySet<string>;
}

export type CardEntry = { readonly count: number; readonly name: string };
export type PublicDeckCards = { readonly mainboard: readonly CardEntry[]; readonly sideboard: readonly CardEntry[] };
export type ArchetypeMatchKind = 'rule' | 'fallback' | 'unknown';
export type Classification = {
  readonly archetype: string;
  readonly match: ArchetypeMatchKind;
  readonly colors: string;
};
