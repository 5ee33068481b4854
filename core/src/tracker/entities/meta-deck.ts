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

/**
 * Who owns a roster deck's presence or top-8 figure: `manual`, typed by hand and left alone by a
 * sync of the public metagame, or `sync`, rewritten by every sync.
 */
export const FIGURE_SOURCES = ['manual', 'sync'] as const;
export type FigureSource = (typeof FIGURE_SOURCES)[number];

/** A public archetype a roster deck stands for: its format (lower case) and its name as the metagame reads it. */
export interface PublicArchetypeLink {
  readonly format: string;
  readonly name: string;
}

export interface FigureSources {
  readonly presenceSource: FigureSource;
  readonly top8Source: FigureSource;
}

export interface MetaDeckFields {
  readonly name: string;
  readonly tier: number;
  readonly category: MetaDeckCategory;
  readonly decklistNotes: string;
  readonly top8: number;
  readonly presence: number;
  readonly expected: Expectation;
  readonly testsStatus: string;
  /** The public archetype the deck stands for, or null. */
  readonly publicArchetype: PublicArchetypeLink | null;
}

export interface MetaDeck extends MetaDeckFields, FigureSources {
  readonly id: string;
  readonly ownerId: string;
  readonly archivedAt: Date | null;
  readonly createdAt: Date;
}

/** Share of the deck's appearances that reached a top 8; null when it never appeared. */
export const conversion = (deck: Pick<MetaDeckFields, 'top8' | 'presence'>): number | null =>
  deck.presence === 0 ? null : deck.top8 / deck.presence;
