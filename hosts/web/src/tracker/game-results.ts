export type GameResult = 'win' | 'loss' | 'draw';

const BY_KEY: Record<string, GameResult> = { w: 'win', l: 'loss', d: 'draw' };

/**
 * Games typed as letters, one per game in order: `WLW`, `ww`, `L D W` (spaces ignored). null when
 * a character is not W, L or D, or there are more than three games.
 */
export function parseGames(typed: string): GameResult[] | null {
  const letters = typed.toLowerCase().replace(/[\s,-]/g, '');
  if (letters.length > 3) return null;
  const games = [...letters].map((c) => BY_KEY[c]);
  return games.every((g): g is GameResult => g !== undefined) ? games : null;
}

/** "2–1" from the games (wins–losses, with draws when any). */
export function score(games: readonly (GameResult | null)[]): string {
  const count = (r: GameResult) => games.filter((g) => g === r).length;
  return `${count('win')}–${count('loss')}${count('draw') ? `–${count('draw')}` : ''}`;
}
