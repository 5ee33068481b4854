/** A deck of the expected metagame (the roster), with its tier and observed results. */
export const META_DECK_CATEGORIES = ['aggro', 'midrange', 'control', 'combo'] as const;
export type MetaDeckCategory = (typeof META_DECK_CATEGORIES)[number];

export const EXPECTATIONS = ['as_expected', 'more_expected', 'less_expected'] as const;
export type Expectation = (typeof EXPECTATIONS)[number];

/** Tier is numeric(2,1): 0.0 to 9.9 with at most one decimal. */
export const TIER_MIN = 0;
export const TIER_MAX = 9.9;

export const isValidTier = (tier: number): boolean =>
  Number.isFinite(tier) && tier >= TIER_MIN && tier <= TIER_MAX && Math.abs(tier * 10 - Math.round(tier * 10)) < 1e-9;

export interface MetaDeckFields {
  readonly name: string;
  readonly tier: number;
  readonly category: MetaDeckCategory;
  readonly decklistNotes: string;
  readonly top8: number;
  readonly presence: number;
  readonly expected: Expectation;
  readonly testsStatus: string;
}

export interface MetaDeck extends MetaDeckFields {
  readonly id: string;
  readonly ownerId: string;
  readonly archivedAt: Date | null;
  readonly createdAt: Date;
}

/** Share of the deck's appearances that reached a top 8; null when it never appeared. */
export const conversion = (deck: Pick<MetaDeckFields, 'top8' | 'presence'>): number | null =>
  deck.presence === 0 ? null : deck.top8 / deck.presence;
