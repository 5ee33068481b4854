/** What the card reference holds of one card for colour detection (a split or double-faced card: every face). */
export interface ReferenceCard {
  /** The front face's card types (`Land`, `Creature`, …). */
  readonly types: readonly string[];
  /** How the faces make one card (`normal`, `split`, `transform`, `adventure`, …), as MTGJSON names it. */
  readonly layout: string;
  /** Every face's colours, mana cost and rules text (where a flashback cost is written), as the reference gives them. */
  readonly faces: readonly {
    readonly colors: readonly string[];
    readonly colorIdentity: readonly string[];
    readonly manaCost: string | null;
    readonly text: string | null;
  }[];
}

/** The card reference's colours: what the classifier reads for every card the format's colour overrides do not list. */
export interface CardColorSource {
  /**
   * The cards of `names` the reference knows, keyed by the name as given: a split or double-faced
   * card answers to its full name (`Fire // Ice`) and to its front face's.
   */
  cardsNamed(names: readonly string[]): Promise<ReadonlyMap<string, ReferenceCard>>;
}
