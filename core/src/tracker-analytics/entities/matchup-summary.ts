import type { MetaDeckCategory } from '../../tracker/entities/meta-deck.js';
import { addTallies, EMPTY_TALLY, type GameTally } from './game-tally.js';
import type { MatchupCounts } from './matchup-counts.js';
import { winRateFigures, type WinRateFigures } from './win-rate-figures.js';

/** The roster-deck fields a summary shows; archived decks stay in the matchup summary (spec 4.6.5). */
export interface OpponentDeck {
  readonly id: string;
  readonly name: string;
  readonly category: MetaDeckCategory;
  readonly archived: boolean;
}

/** One matchup: overall, by die roll and by board state, every rate with its counts and interval. */
export interface MatchupSummaryRow {
  readonly opponent: OpponentDeck;
  readonly matches: number;
  readonly matchesOnPlay: number;
  readonly matchesOnDraw: number;
  readonly overall: WinRateFigures;
  readonly onPlay: WinRateFigures;
  readonly onDraw: WinRateFigures;
  readonly preBoard: WinRateFigures;
  readonly postBoard: WinRateFigures;
}

interface Accumulator {
  matchesOnPlay: number;
  matchesOnDraw: number;
  play: GameTally;
  draw: GameTally;
  pre: GameTally;
  post: GameTally;
}

/**
 * Builds one row per roster deck faced, sorted by matches played (most first), then name, then id
 * so the order is total. Counts for a deck missing from `opponents` are dropped (the deck is gone).
 */
export function buildMatchupSummary(counts: readonly MatchupCounts[], opponents: readonly OpponentDeck[]): MatchupSummaryRow[] {
  const byDeck = new Map<string, Accumulator>();
  for (const c of counts) {
    const acc = byDeck.get(c.opponentDeckId) ?? { matchesOnPlay: 0, matchesOnDraw: 0, play: EMPTY_TALLY, draw: EMPTY_TALLY, pre: EMPTY_TALLY, post: EMPTY_TALLY };
    const games = addTallies(c.preBoard, c.postBoard);
    if (c.onPlay) {
      acc.matchesOnPlay += c.matches;
      acc.play = addTallies(acc.play, games);
    } else {
      acc.matchesOnDraw += c.matches;
      acc.draw = addTallies(acc.draw, games);
    }
    acc.pre = addTallies(acc.pre, c.preBoard);
    acc.post = addTallies(acc.post, c.postBoard);
    byDeck.set(c.opponentDeckId, acc);
  }
  const rows: MatchupSummaryRow[] = [];
  for (const opponent of opponents) {
    const acc = byDeck.get(opponent.id);
    if (!acc) continue;
    rows.push({
      opponent,
      matches: acc.matchesOnPlay + acc.matchesOnDraw,
      matchesOnPlay: acc.matchesOnPlay,
      matchesOnDraw: acc.matchesOnDraw,
      overall: winRateFigures(addTallies(acc.play, acc.draw)),
      onPlay: winRateFigures(acc.play),
      onDraw: winRateFigures(acc.draw),
      preBoard: winRateFigures(acc.pre),
      postBoard: winRateFigures(acc.post),
    });
  }
  return rows.sort(
    (a, b) => b.matches - a.matches || compareText(a.opponent.name, b.opponent.name) || compareText(a.opponent.id, b.opponent.id),
  );
}

const compareText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
