import { describe, expect, it } from 'vitest';
import { parseGames, score } from '../../../hosts/web/src/tracker/game-results.js';

describe('games typed as letters on the match entry page', () => {
  it('reads W, L and D in order, in either case, ignoring spaces and dashes', () => {
    expect(parseGames('WLW')).toEqual(['win', 'loss', 'win']);
    expect(parseGames('w l')).toEqual(['win', 'loss']);
    expect(parseGames('L-D-W')).toEqual(['loss', 'draw', 'win']);
  });

  it('reads nothing typed as no games', () => {
    expect(parseGames('')).toEqual([]);
  });

  it('refuses other letters and a fourth game', () => {
    expect(parseGames('WX')).toBeNull();
    expect(parseGames('WLWW')).toBeNull();
  });

  it('scores wins–losses, with draws only when there are some', () => {
    expect(score(['win', 'loss', 'win'])).toBe('2–1');
    expect(score(['draw', 'win', null])).toBe('1–0–1');
  });
});
