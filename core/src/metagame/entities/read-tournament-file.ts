import { err, ok, type Result } from '../../shared/result.js';
import { JsonReader } from './json-reader.js';
import { knownPlayer } from './known-player.js';
import { readRounds } from './read-rounds.js';
import { TEXT_LIMITS } from './text-limits.js';
import type { FileCard, FileDeck, FileIssue, FileStanding, TournamentFile } from './tournament-file.js';

const DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?)?(Z|[+-]\d{2}:?\d{2})?$/i;
/**
 * Validates a parsed tournament file and reads it into a `TournamentFile`. Every problem is
 * reported by its JSON path; unknown fields are ignored (the cache adds some over time). A round or
 * standing must name a player who has a deck, and a player has one deck and one standing.
 */
export function readTournamentFile(value: unknown): Result<TournamentFile, readonly FileIssue[]> {
  const r = new JsonReader();
  const root = r.object(value, '$');
  if (!root) return err(r.issues);
  const event = r.object(root.Tournament, 'Tournament');
  const name = event && r.text(event.Name, 'Tournament.Name', TEXT_LIMITS.name);
  const date = event && readDate(r, event.Date, 'Tournament.Date');
  const uri = event ? r.optionalText(event.Uri, 'Tournament.Uri', TEXT_LIMITS.uri) : null;
  const decks = readDecks(r, root.Decks);
  const players = playersOf(root.Decks);
  const rounds = readRounds(r, root.Rounds, players);
  const standings = readStandings(r, root.Standings, players);
  if (r.issues.length > 0 || !name || !date || uri === undefined || !decks) return err(r.issues);
  if (rounds === undefined || standings === undefined) return err(r.issues);
  return ok({ name, date, uri, decks, rounds, standings });
}

/** The players the decks name, even when some other field of a deck is broken; null without a deck list. */
function playersOf(decks: unknown): ReadonlySet<string> | null {
  if (!Array.isArray(decks)) return null;
  const named = decks.map((d: unknown) =>
    typeof d === 'object' && d !== null ? (d as { Player?: unknown }).Player : null,
  );
  return new Set(named.filter((p): p is string => typeof p === 'string'));
}

function readDate(r: JsonReader, value: unknown, path: string): Date | undefined {
  if (typeof value !== 'string' || !DATE.test(value.trim()))
    return r.fail(path, value === undefined ? 'is missing' : 'must be an ISO 8601 date');
  const text = value.trim();
  const withZone = /(Z|[+-]\d{2}:?\d{2})$/i.test(text) || !text.includes('T') ? text : `${text}Z`;
  const date = new Date(withZone.includes('T') ? withZone : `${withZone}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? r.fail(path, 'must be an ISO 8601 date') : date;
}

function readDecks(r: JsonReader, value: unknown): FileDeck[] | undefined {
  const list = r.array(value, 'Decks');
  if (!list) return undefined;
  const seen = new Set<string>();
  const decks: FileDeck[] = [];
  list.forEach((item, i) => {
    const path = `Decks[${i}]`;
    const deck = r.object(item, path);
    if (!deck) return;
    const player = r.text(deck.Player, `${path}.Player`, TEXT_LIMITS.player);
    if (player !== undefined && seen.has(player)) r.fail(`${path}.Player`, `duplicates the player "${player}"`);
    const result = r.optionalText(deck.Result, `${path}.Result`, TEXT_LIMITS.label);
    const mainboard = readCards(r, deck.Mainboard, `${path}.Mainboard`, false);
    const sideboard = readCards(r, deck.Sideboard, `${path}.Sideboard`, true);
    if (player === undefined || result === undefined || !mainboard || !sideboard) return;
    seen.add(player);
    decks.push({ player, result, mainboard, sideboard });
  });
  return decks.length === list.length ? decks : undefined;
}

function readCards(r: JsonReader, value: unknown, path: string, optional: boolean): FileCard[] | undefined {
  const list = optional ? r.optionalArray(value, path) : r.array(value, path);
  if (list === null) return [];
  if (!list) return undefined;
  const cards: FileCard[] = [];
  list.forEach((item, i) => {
    const card = r.object(item, `${path}[${i}]`);
    if (!card) return;
    const count = r.integer(card.Count, `${path}[${i}].Count`, 1);
    const name = r.text(card.CardName, `${path}[${i}].CardName`, TEXT_LIMITS.card);
    if (count !== undefined && name !== undefined) cards.push({ count, name });
  });
  return cards.length === list.length ? cards : undefined;
}

function readStandings(r: JsonReader, value: unknown, players: ReadonlySet<string> | null) {
  const list = r.optionalArray(value, 'Standings');
  if (list === null) return null;
  if (!list) return undefined;
  const seen = new Set<string>();
  const standings: FileStanding[] = [];
  list.forEach((item, i) => {
    const path = `Standings[${i}]`;
    const s = r.object(item, path);
    if (!s) return;
    const player = knownPlayer(r, s.Player, `${path}.Player`, players);
    if (player !== undefined && seen.has(player)) r.fail(`${path}.Player`, `duplicates the player "${player}"`);
    const row = {
      rank: r.integer(s.Rank, `${path}.Rank`, 1),
      points: r.integer(s.Points, `${path}.Points`, 0),
      wins: r.integer(s.Wins, `${path}.Wins`, 0),
      losses: r.integer(s.Losses, `${path}.Losses`, 0),
      draws: r.integer(s.Draws, `${path}.Draws`, 0),
      omwp: r.optionalNumber(s.OMWP, `${path}.OMWP`),
      gwp: r.optionalNumber(s.GWP, `${path}.GWP`),
      ogwp: r.optionalNumber(s.OGWP, `${path}.OGWP`),
    };
    if (player === undefined || seen.has(player) || Object.values(row).some((v) => v === undefined)) return;
    seen.add(player);
    standings.push({ player, ...(row as Omit<FileStanding, 'player'>) });
  });
  return standings.length === list.length ? standings : undefined;
}
