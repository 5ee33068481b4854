import type { JsonReader } from './json-reader.js';
import { knownPlayer } from './known-player.js';
import { TEXT_LIMITS } from './text-limits.js';
import type { FileMatch, FileRound } from './tournament-file.js';

const GAMES = /^(\d+)-(\d+)(?:-(\d+))?$/;
/** How the cache's sources write the missing opponent of a bye. */
const BYE = new Set(['', '-', 'bye', '(bye)']);

/** Whether a match's player name stands for "no opponent". */
export const isByeName = (name: unknown): boolean =>
  name === null || (typeof name === 'string' && BYE.has(name.trim().toLowerCase()));

/** The rounds of a file: null when it publishes none; undefined after recording a problem. */
export function readRounds(r: JsonReader, value: unknown, players: ReadonlySet<string> | null) {
  const list = r.optionalArray(value, 'Rounds');
  if (list === null) return null;
  if (!list) return undefined;
  const rounds: FileRound[] = [];
  list.forEach((item, i) => {
    const path = `Rounds[${i}]`;
    const round = r.object(item, path);
    if (!round) return;
    const name = r.text(round.RoundName, `${path}.RoundName`, TEXT_LIMITS.label);
    const matches = r.array(round.Matches, `${path}.Matches`);
    const read = matches?.map((m, j) => readMatch(r, m, `${path}.Matches[${j}]`, players));
    if (name === undefined || !read?.every((m) => m !== undefined)) return;
    if (pairedTwice(r, read, path)) return;
    rounds.push({ name, matches: read });
  });
  return rounds.length === list.length ? rounds : undefined;
}

/** Records a player who plays two matches of one round; true when there is one. */
function pairedTwice(r: JsonReader, matches: readonly FileMatch[], path: string): boolean {
  const seen = new Set<string>();
  let twice = false;
  matches.forEach((m, j) => {
    for (const [player, side] of [
      [m.player1, 'Player1'],
      [m.player2, 'Player2'],
    ] as const) {
      if (player === null) continue;
      if (seen.has(player)) {
        r.fail(`${path}.Matches[${j}].${side}`, `plays "${player}" a second time in this round`);
        twice = true;
      }
      seen.add(player);
    }
  });
  return twice;
}

function readMatch(r: JsonReader, value: unknown, path: string, players: ReadonlySet<string> | null) {
  const match = r.object(value, path);
  if (!match) return undefined;
  // A bye is written with the missing opponent on either side; the player keeps side 1.
  const [first, second, firstPath] =
    isByeName(match.Player1) && typeof match.Player2 === 'string' && !isByeName(match.Player2)
      ? [match.Player2, match.Player1, `${path}.Player2`]
      : [match.Player1, match.Player2, `${path}.Player1`];
  const player1 = knownPlayer(r, first, firstPath, players);
  const player2 = isByeName(second) ? null : knownPlayer(r, second, `${path}.Player2`, players);
  const games = typeof match.Result === 'string' ? GAMES.exec(match.Result.trim()) : null;
  if (!games) r.fail(`${path}.Result`, 'must read wins-losses-draws, e.g. "2-1-0"');
  if (player1 !== undefined && player1 === player2) r.fail(`${path}.Player2`, 'is the same player as Player1');
  if (player1 === undefined || player2 === undefined || !games || player1 === player2) return undefined;
  const [wins1, wins2, draws] = [games[1], games[2], games[3] ?? '0'].map(Number) as [number, number, number];
  const flipped = first !== match.Player1;
  return flipped ? { player1, player2, wins1: wins2, wins2: wins1, draws } : { player1, player2, wins1, wins2, draws };
}
