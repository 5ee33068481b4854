/** Card names as published, checked against the card reference. */
export interface CardNameLookup {
  /**
   * Those of `names` that match no card of the reference, in the order given. A split or
   * double-faced card matches under its full name (`Fire // Ice`) and under its front face's.
   */
  unknownNames(names: readonly string[]): Promise<string[]>;
}
