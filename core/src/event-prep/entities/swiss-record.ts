/**
 * Swiss rounds against a field, each opponent drawn independently by share and each match won with
 * chance q: the number of wins is Binomial(rounds, q). Pairing by record is not modelled.
 */
export function winsDistribution(rounds: number, q: number): number[] {
  const out: number[] = [];
  let coefficient = 1;
  for (let k = 0; k <= rounds; k++) {
    out.push(coefficient * q ** k * (1 - q) ** (rounds - k));
    coefficient = (coefficient * (rounds - k)) / (k + 1);
  }
  return out;
}

/** P(at least `wins` match wins in `rounds` rounds). */
export function atLeastWins(rounds: number, q: number, wins: number): number {
  let total = 0;
  const distribution = winsDistribution(rounds, q);
  for (let k = Math.max(0, wins); k <= rounds; k++) total += distribution[k]!;
  return Math.min(1, total);
}
