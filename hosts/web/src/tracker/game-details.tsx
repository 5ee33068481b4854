import { NumberInput, SegmentedControl, Text } from '@mantine/core';
import type { GameResult } from './game-results';
import type { GameSide } from './play-order';

const SIDES = [
  { value: 'play', label: 'Play' },
  { value: 'draw', label: 'Draw' },
];
const MULLIGANS_MAX = 7;

interface GameDetailsProps {
  /** The games typed so far, in order. */
  readonly games: readonly GameResult[];
  /** The side of each game typed (game 1's alone when none is typed yet). */
  readonly sides: readonly GameSide[];
  readonly mulligans: readonly number[];
  readonly onSide: (game: number, onPlay: boolean) => void;
  readonly onMulligans: (game: number, count: number) => void;
}

/** Why the side shown is the default one: the loser of the previous game plays, a draw keeps the side. */
function defaultReason(previous: GameResult | undefined, game: number): string {
  if (previous === 'loss') return `default: you lost game ${game}`;
  if (previous === 'win') return `default: you won game ${game}`;
  return `default: same side after game ${game}`;
}

/**
 * One line per game typed: the side (game 1's is the die roll; later games start on the side the
 * rule gives and say so) and the mulligans (0 unless changed). Arrow keys switch the side, digits or
 * arrow keys set the mulligans, and Enter in a mulligan field saves the match like anywhere else.
 */
export function GameDetails({ games, sides, mulligans, onSide, onMulligans }: GameDetailsProps) {
  return (
    <div className="game-details">
      {sides.map((side, i) => {
        const labelId = `game-${i + 1}-label`;
        const played = games[i];
        return (
          <div key={i} role="group" aria-labelledby={labelId} className="game-row" data-testid={`game-${i + 1}`}>
            <Text id={labelId} size="sm" fw={500} className="game-label">
              Game {i + 1}
              {played ? ` · ${played}` : ''}
            </Text>
            <SegmentedControl
              size="xs"
              aria-label={`Game ${i + 1}: play or draw`}
              value={side.onPlay ? 'play' : 'draw'}
              onChange={(v) => onSide(i, v === 'play')}
              data={SIDES}
            />
            {played && (
              <NumberInput
                size="xs"
                className="game-mulligans"
                aria-label={`Game ${i + 1} mulligans`}
                leftSection={<span aria-hidden>Mull.</span>}
                leftSectionWidth={44}
                min={0}
                max={MULLIGANS_MAX}
                clampBehavior="strict"
                allowDecimal={false}
                allowNegative={false}
                value={mulligans[i] ?? 0}
                onChange={(v) => onMulligans(i, typeof v === 'number' ? v : 0)}
              />
            )}
            {i > 0 && (
              <Text size="xs" c="dimmed">
                {side.onPlay === side.byDefault ? defaultReason(games[i - 1], i) : 'changed from the default'}
              </Text>
            )}
          </div>
        );
      })}
    </div>
  );
}
