/** Colour of a decklist row, the `status` of a decklist view item. */
export const DECKLIST_ROW_STATUSES = ['validated', 'rejected', 'in_test', 'neutral'] as const;
export type DecklistRowStatus = (typeof DECKLIST_ROW_STATUSES)[number];

/**
 * The majority rule of decklist colouring (validated when most ratings are 4 or more, rejected when
 * most are 2 or less), made precise: with n ratings (1–5),
 * - validated when strictly more than half are 4 or 5 (count(r >= 4) * 2 > n);
 * - rejected when strictly more than half are 1 or 2 (count(r <= 2) * 2 > n);
 * - otherwise in_test when at least one rating exists (ties such as [5, 1] or [4, 4, 3, 3] land here);
 * - neutral when there is no rating at all.
 * Both majorities cannot hold at once, so the order of the first two checks does not matter.
 */
export function ratingVerdict(ratings: readonly number[]): DecklistRowStatus {
  const n = ratings.length;
  if (n === 0) return 'neutral';
  const high = ratings.filter((r) => r >= 4).length;
  const low = ratings.filter((r) => r <= 2).length;
  if (high * 2 > n) return 'validated';
  if (low * 2 > n) return 'rejected';
  return 'in_test';
}
