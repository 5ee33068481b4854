/** A window of a long list (matches, card tests): newest first, `limit` rows from `offset`. */
export interface PageRequest {
  readonly limit: number;
  readonly offset: number;
}

export interface Page<T> {
  readonly items: readonly T[];
  /** Rows matching the filter, all pages together. */
  readonly total: number;
}
