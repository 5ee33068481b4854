/**
 * The chance of winning a best-of-three match from the chance of winning a game on the play (`a`)
 * and on the draw (`b`). Game 1's die roll is a coin flip; after it the loser of a game is on the play
 * in the next one (the tournament rule the match log also assumes). Starting on side s with game
 * win chance p_s:
 *   M(s) = p_s · [b + (1 − b) · a] + (1 − p_s) · a · b
 * (won game 1 → game 2 on the draw, and a lost game 2 puts us on the play for game 3; lost game 1 →
 * game 2 on the play, then game 3 on the draw). Averaging both die rolls:
 *   M = ½ · (a² + b² + 4ab − 2a²b − 2ab²),
 * which is p²(3 − 2p) when a = b = p. Draws are left out, as in the win rates.
 */
export function bestOfThree(a: number, b: number): number {
  return 0.5 * (a * a + b * b + 4 * a * b - 2 * a * a * b - 2 * a * b * b);
}

/** Raw moments E[p], E[p²], E[p³] of Beta(alpha, beta). */
export function betaMoments(alpha: number, beta: number): readonly [number, number, number] {
  const n = alpha + beta;
  const m1 = alpha / n;
  const m2 = (m1 * (alpha + 1)) / (n + 1);
  const m3 = (m2 * (alpha + 2)) / (n + 2);
  return [m1, m2, m3];
}

/**
 * The posterior expectation of the match win chance, exactly: M is a polynomial in a and b, so its
 * expectation needs only the Beta moments. One pooled rate (a = b = p): E[3p² − 2p³]. Separate
 * independent rates on the play and on the draw: the expectation of bestOfThree term by term.
 */
export function expectedBestOfThree(play: BetaParameters, draw: BetaParameters | null): number {
  const [a1, a2, a3] = betaMoments(play.alpha, play.beta);
  if (draw === null) return 3 * a2 - 2 * a3;
  const [b1, b2] = betaMoments(draw.alpha, draw.beta);
  return 0.5 * (a2 + b2 + 4 * a1 * b1 - 2 * a2 * b1 - 2 * a1 * b2);
}

export interface BetaParameters {
  readonly alpha: number;
  readonly beta: number;
}
