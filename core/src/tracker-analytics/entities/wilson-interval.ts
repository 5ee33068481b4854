/** A two-sided confidence interval for a proportion, both bounds within [0, 1]. */
export interface ProportionInterval {
  readonly low: number;
  readonly high: number;
}

/** z for a two-sided 95% interval (the usual rounded value). */
export const Z_95 = 1.96;

/**
 * Wilson score interval for `successes` out of `trials`. Unlike the normal approximation it stays
 * inside [0, 1] and is meaningful for small samples such as a 7-5 matchup. Null when there are no trials.
 */
export function wilsonInterval(successes: number, trials: number, z: number = Z_95): ProportionInterval | null {
  if (trials <= 0) return null;
  const p = successes / trials;
  const z2 = z * z;
  const denominator = 1 + z2 / trials;
  const centre = (p + z2 / (2 * trials)) / denominator;
  const halfWidth = (z * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials))) / denominator;
  return { low: Math.max(0, centre - halfWidth), high: Math.min(1, centre + halfWidth) };
}
