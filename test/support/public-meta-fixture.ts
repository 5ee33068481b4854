/*
 * A small public metagame, written to be counted by hand. The window read in the tests is
 * 2024-05-13 .. 2024-05-26 (ISO weeks 2024-W20 and W21):
 *
 *   T1 modern challenge 2024-05-17, 64 players, 5 lists:
 *      d1 Burn 1st, d2 Tron 2nd, d3 Burn 3rd, d4 Tron overridden to Rhinos 9th, d5 not classified 10th
 *      d1 beats d2 2-1; d3 loses the mirror to d1 0-2; d2 and d4 draw 1-1-1; d4 beats d3 2-0;
 *      d5 beats d1 2-0; d1 has a bye
 *   T2 modern league 2024-05-21, 8 players, 3 lists without placements: d6 Burn, d7 Burn, d8 Tron
 *   T5 modern 2024-05-26 23:30, 2 players: d11 Tron 1st, d12 Rhinos 2nd; d12 loses to d11 0-2
 * Outside it: T3 modern 2024-05-10 (d9 Burn 1st beats d14 Tron 2nd 2-0), T4 pioneer 2024-05-18
 * (d10 Burn), T6 modern 2024-05-27 00:00 (d13 Burn).
 */

export interface TournamentSeed {
  readonly id: string;
  readonly format: string;
  readonly name: string;
  readonly date: string;
  readonly players: number;
  readonly decks: number;
}
export interface DeckSeed {
  readonly id: string;
  readonly tournamentId: string;
  readonly player: string;
  readonly result: string;
  readonly placement: number | null;
  readonly archetype: string | null;
  readonly override: string | null;
}
export interface MatchSeed {
  readonly id: string;
  readonly tournamentId: string;
  readonly deck1Id: string;
  readonly deck2Id: string | null;
  readonly wins1: number;
  readonly wins2: number;
  readonly draws: number;
}

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
export const T = { t1: uuid(1), t2: uuid(2), t3: uuid(3), t4: uuid(4), t5: uuid(5), t6: uuid(6) };
const d = (n: number) => uuid(100 + n);

export const TOURNAMENTS: readonly TournamentSeed[] = [
  { id: T.t1, format: 'modern', name: 'Modern Challenge', date: '2024-05-17T00:00:00Z', players: 64, decks: 5 },
  { id: T.t2, format: 'modern', name: 'Modern League', date: '2024-05-21T00:00:00Z', players: 8, decks: 3 },
  { id: T.t3, format: 'modern', name: 'Early Modern', date: '2024-05-10T00:00:00Z', players: 2, decks: 2 },
  { id: T.t4, format: 'pioneer', name: 'Pioneer Challenge', date: '2024-05-18T00:00:00Z', players: 32, decks: 1 },
  { id: T.t5, format: 'modern', name: 'Late Modern', date: '2024-05-26T23:30:00Z', players: 2, decks: 2 },
  { id: T.t6, format: 'modern', name: 'Next Modern', date: '2024-05-27T00:00:00Z', players: 1, decks: 1 },
];

const deck = (
  n: number,
  tournamentId: string,
  placement: number | null,
  archetype: string | null,
  override: string | null = null,
): DeckSeed => ({
  id: d(n),
  tournamentId,
  player: `player ${String(n)}`,
  result: placement === null ? '5-0' : `${String(placement)}th Place`,
  placement,
  archetype,
  override,
});

export const DECKS: readonly DeckSeed[] = [
  deck(1, T.t1, 1, 'Burn'),
  deck(2, T.t1, 2, 'Tron'),
  deck(3, T.t1, 3, 'Burn'),
  deck(4, T.t1, 9, 'Tron', 'Rhinos'),
  deck(5, T.t1, 10, null),
  deck(6, T.t2, null, 'Burn'),
  deck(7, T.t2, null, 'Burn'),
  deck(8, T.t2, null, 'Tron'),
  deck(9, T.t3, 1, 'Burn'),
  deck(14, T.t3, 2, 'Tron'),
  deck(10, T.t4, 1, 'Burn'),
  deck(11, T.t5, 1, 'Tron'),
  deck(12, T.t5, 2, 'Rhinos'),
  deck(13, T.t6, 1, 'Burn'),
];

let matchNo = 200;
const match = (tournamentId: string, a: number, b: number | null, wins1: number, wins2: number, draws = 0) => ({
  id: uuid((matchNo += 1)),
  tournamentId,
  deck1Id: d(a),
  deck2Id: b === null ? null : d(b),
  wins1,
  wins2,
  draws,
});

export const MATCHES: readonly MatchSeed[] = [
  match(T.t1, 1, 2, 2, 1),
  match(T.t1, 3, 1, 0, 2),
  match(T.t1, 2, 4, 1, 1, 1),
  match(T.t1, 4, 3, 2, 0),
  match(T.t1, 5, 1, 2, 0),
  match(T.t1, 1, null, 2, 0),
  match(T.t5, 12, 11, 0, 2),
  match(T.t3, 9, 14, 2, 0),
];

/** Runs one statement with `?` placeholders on the database under test. */
export type Execute = (sql: string, params: readonly unknown[]) => Promise<unknown>;

/** Values as each driver stores them: SQLite keeps dates as epoch milliseconds and booleans as 0/1. */
const storedDate = (kind: 'sqlite' | 'postgres', iso: string) => (kind === 'sqlite' ? Date.parse(iso) : iso);
const storedBool = (kind: 'sqlite' | 'postgres', value: boolean) => (kind === 'sqlite' ? Number(value) : value);

/** Writes tournaments, decks and matches straight into the public metagame's tables. */
export async function seedPublicMeta(
  execute: Execute,
  kind: 'sqlite' | 'postgres',
  rows: { tournaments: readonly TournamentSeed[]; decks: readonly DeckSeed[]; matches: readonly MatchSeed[] } = {
    tournaments: TOURNAMENTS,
    decks: DECKS,
    matches: MATCHES,
  },
): Promise<void> {
  const byId = new Map(rows.tournaments.map((t) => [t.id, t]));
  for (const t of rows.tournaments)
    await execute(
      'insert into tournaments (id, format, name, date, uri, source_key, deck_count, player_count, has_rounds, has_standings, inconsistent, imported_at) values (?, ?, ?, ?, null, ?, ?, ?, ?, ?, ?, ?)',
      [
        t.id,
        t.format,
        t.name,
        storedDate(kind, t.date),
        `${t.name}|${t.date}`,
        t.decks,
        t.players,
        storedBool(kind, true),
        storedBool(kind, true),
        storedBool(kind, false),
        storedDate(kind, '2024-06-01T00:00:00Z'),
      ],
    );
  for (const [position, x] of rows.decks.entries()) {
    const t = byId.get(x.tournamentId);
    if (!t) throw new Error(`deck ${x.id} names no seeded tournament`);
    await execute(
      "insert into tournament_decks (id, tournament_id, position, format, date, player, result, placement, mainboard, sideboard, archetype, archetype_match, archetype_override) values (?, ?, ?, ?, ?, ?, ?, ?, '[]', '[]', ?, ?, ?)",
      [
        x.id,
        x.tournamentId,
        position,
        t.format,
        storedDate(kind, t.date),
        x.player,
        x.result,
        x.placement,
        x.archetype,
        x.archetype === null ? null : 'rule',
        x.override,
      ],
    );
  }
  for (const [position, m] of rows.matches.entries())
    await execute(
      "insert into tournament_matches (id, tournament_id, round_index, position, round_name, deck1_id, deck2_id, wins1, wins2, draws) values (?, ?, 1, ?, 'Round 1', ?, ?, ?, ?, ?)",
      [m.id, m.tournamentId, position, m.deck1Id, m.deck2Id, m.wins1, m.wins2, m.draws],
    );
}
