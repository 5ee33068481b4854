import type { JsonReader } from './json-reader.js';
import { TEXT_LIMITS } from './text-limits.js';

/** A player name a round or standing gives, checked against the decks when they could be read. */
export function knownPlayer(r: JsonReader, value: unknown, path: string, players: ReadonlySet<string> | null) {
  const player = r.text(value, path, TEXT_LIMITS.player);
  if (player !== undefined && players && !players.has(player))
    return r.fail(path, `names "${player}", who has no deck in the tournament`);
  return player;
}
