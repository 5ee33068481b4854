import { useSearchParams } from 'wouter';

/** The API's match filters (MatchFilterQuery), by the same names in the page's URL query. */
export const FILTER_KEYS = [
  'date_from',
  'date_to',
  'event_id',
  'event_kind',
  'personal_deck_id',
  'decklist_version_id',
  'player_id',
] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];
export type MatchFilters = Partial<Record<FilterKey, string>>;

/**
 * The filters of the page, read from and written to its URL query, so a filtered view survives a
 * reload and can be shared as a link. Writing replaces the history entry: the back button leaves
 * the page instead of stepping through every filter change.
 */
export function useMatchFilters() {
  const [params, setParams] = useSearchParams();
  const filters: MatchFilters = {};
  for (const key of FILTER_KEYS) {
    const value = params.get(key);
    if (value) filters[key] = value;
  }
  const update = (changes: MatchFilters) => {
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );
  };
  const clear = () => update(Object.fromEntries(FILTER_KEYS.map((key) => [key, undefined])));
  return { filters, active: Object.keys(filters).length > 0, update, clear };
}
