/** A format with imported tournaments: how many, how many decklists they published, and their span of dates. */
export interface FormatSummary {
  readonly format: string;
  readonly tournaments: number;
  readonly decks: number;
  /** The date of its newest tournament. */
  readonly newestDate: Date;
  /** The date of its oldest tournament. */
  readonly oldestDate: Date;
}
