/**
 * When a failed delivery is tried again: the first retry `baseSeconds` after the first attempt, each
 * further one twice as long after the previous, capped at six hours; a delivery still failing a day
 * after it was first due is given up (and its endpoint disabled). With the default 30 s that is
 * retries at 30 s, 1 min, 2 min, … about 17 h, then every 6 h until the day is over: 13 attempts.
 */
export const RETRY_FOR_MS = 24 * 60 * 60 * 1000;
export const LONGEST_RETRY_DELAY_MS = 6 * 60 * 60 * 1000;

/** The delay before attempt number `attempts + 1`, after `attempts` failed ones (≥ 1). */
export function retryDelayMs(attempts: number, baseSeconds: number): number {
  const doubled = baseSeconds * 1000 * 2 ** Math.min(attempts - 1, 30);
  return Math.min(doubled, LONGEST_RETRY_DELAY_MS);
}

/** The next attempt after a failure at `now`, or null when the delivery has been failing for a day. */
export function nextAttemptAfterFailure(
  createdAt: Date,
  attempts: number,
  now: Date,
  baseSeconds: number,
): Date | null {
  if (now.getTime() - createdAt.getTime() >= RETRY_FOR_MS) return null;
  return new Date(now.getTime() + retryDelayMs(attempts, baseSeconds));
}
