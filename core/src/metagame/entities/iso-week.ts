const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;
/** 1970-01-01 was a Thursday: shifting by three days makes weeks start on Monday. */
const MONDAY_SHIFT_MS = 3 * DAY_MS;

/**
 * Weeks are numbered from the Monday-to-Sunday week (UTC) that holds 1970-01-01: week 0 runs from
 * Monday 1969-12-29. The SQL adapters bucket events by the same number.
 */
export const weekNumberOf = (instant: Date): number => Math.floor((instant.getTime() + MONDAY_SHIFT_MS) / WEEK_MS);

/** The Monday a week number starts on. */
export const mondayOf = (week: number): Date => new Date(week * WEEK_MS - MONDAY_SHIFT_MS);

/** ISO 8601 week label, e.g. `2024-W20`: the week belongs to the year of its Thursday. */
export function isoWeekLabel(week: number): string {
  const thursday = new Date(mondayOf(week).getTime() + 3 * DAY_MS);
  const year = thursday.getUTCFullYear();
  const n = Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / WEEK_MS) + 1;
  return `${String(year)}-W${String(n).padStart(2, '0')}`;
}

/** The calendar day (YYYY-MM-DD) of an instant, in UTC. */
export const calendarDayOf = (instant: Date): string => instant.toISOString().slice(0, 10);
