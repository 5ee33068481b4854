import { z } from 'zod';
import { MULLIGANS_MAX, ROUND_MAX, type ImportedMatch } from '@metagame/core';
import { tracker, Text } from '@metagame/contracts';
import type { NamedMatch } from '@metagame/core/tracker/use-cases/export-matches';
import { neutraliseCell, restoreCell } from './csv-cells.js';

/** The columns of a match export, in order; an import reads the same names in any order. */
export const MATCH_CSV_COLUMNS = [
  'date',
  'personal_deck',
  'opponent_deck',
  'decklist_version',
  'event',
  'round',
  'on_play',
  'game1',
  'game2',
  'game3',
  'game2_on_play',
  'game3_on_play',
  'game1_mulligans',
  'game2_mulligans',
  'game3_mulligans',
  'game2_plan_used',
  'game3_plan_used',
  'opening_hand',
  'turning_point',
  'final_turn',
] as const;
export type MatchCsvColumn = (typeof MATCH_CSV_COLUMNS)[number];

/** Columns an import cannot do without; the others may be left out (empty). */
export const REQUIRED_MATCH_COLUMNS: readonly MatchCsvColumn[] = ['date', 'personal_deck', 'opponent_deck', 'on_play'];

const text = (cell: string) => neutraliseCell(cell);

/** One match as the cells of a CSV row. */
export function matchCells({
  match: m,
  personalDeck,
  opponentDeck,
  event,
  version,
}: NamedMatch): (string | number | boolean | null)[] {
  return [
    m.date,
    text(personalDeck),
    text(opponentDeck),
    version,
    event === null ? null : text(event),
    m.round,
    m.onPlay,
    m.game1,
    m.game2,
    m.game3,
    m.game2OnPlay,
    m.game3OnPlay,
    m.game1Mulligans,
    m.game2Mulligans,
    m.game3Mulligans,
    m.game2PlanUsed,
    m.game3PlanUsed,
    text(m.openingHand),
    text(m.turningPoint),
    text(m.finalTurn),
  ];
}

// Cells arrive as strings; '' is an empty cell. Each parser is the one the JSON contract uses.
const emptyAs = <T extends z.ZodType>(schema: T) =>
  z.string().transform((v, ctx) => {
    if (v === '') return null;
    const parsed = schema.safeParse(v);
    if (parsed.success) return parsed.data as z.output<T>;
    for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message });
    return z.NEVER;
  });
const Integer = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d+$/, { error: 'Must be a whole number.' })
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));
const Bool = z
  .string()
  .regex(/^(true|false|1|0)$/i, { error: 'Must be true or false.' })
  .transform((v) => v.toLowerCase() === 'true' || v === '1');
const Game = z.enum(['win', 'loss', 'draw'], { error: 'Must be win, loss, draw or empty.' });
const Reference = Text(200)
  .transform(restoreCell)
  .pipe(z.string().trim().min(1, { error: 'Must name a record by id or name.' }));
const Notes = tracker.LongText.transform(restoreCell);

/** One CSV row (cells keyed by column, '' for absent columns) → the core's imported match. */
export const MatchCsvRow = z
  .strictObject({
    date: tracker.CalendarDate,
    personal_deck: Reference,
    opponent_deck: Reference,
    decklist_version: emptyAs(Integer(1, 1_000_000)),
    event: emptyAs(Reference),
    round: emptyAs(Integer(1, ROUND_MAX)),
    on_play: Bool,
    game1: emptyAs(Game),
    game2: emptyAs(Game),
    game3: emptyAs(Game),
    game2_on_play: emptyAs(Bool),
    game3_on_play: emptyAs(Bool),
    game1_mulligans: emptyAs(Integer(0, MULLIGANS_MAX)),
    game2_mulligans: emptyAs(Integer(0, MULLIGANS_MAX)),
    game3_mulligans: emptyAs(Integer(0, MULLIGANS_MAX)),
    game2_plan_used: emptyAs(Bool),
    game3_plan_used: emptyAs(Bool),
    opening_hand: Notes,
    turning_point: Notes,
    final_turn: Notes,
  })
  .transform((r): ImportedMatch => ({
    date: r.date,
    personalDeck: r.personal_deck,
    opponentDeck: r.opponent_deck,
    decklistVersion: r.decklist_version,
    event: r.event,
    round: r.round,
    onPlay: r.on_play,
    game1: r.game1,
    game2: r.game2,
    game3: r.game3,
    game2OnPlay: r.game2_on_play,
    game3OnPlay: r.game3_on_play,
    game1Mulligans: r.game1_mulligans,
    game2Mulligans: r.game2_mulligans,
    game3Mulligans: r.game3_mulligans,
    game2PlanUsed: r.game2_plan_used,
    game3PlanUsed: r.game3_plan_used,
    openingHand: r.opening_hand,
    turningPoint: r.turning_point,
    finalTurn: r.final_turn,
  }));

/** The column of a core import issue's field (the core names fields, the file names columns). */
export const COLUMN_OF_FIELD: Readonly<Record<string, MatchCsvColumn>> = {
  date: 'date',
  personalDeck: 'personal_deck',
  opponentDeck: 'opponent_deck',
  decklistVersion: 'decklist_version',
  event: 'event',
  round: 'round',
  onPlay: 'on_play',
  game1: 'game1',
  game2: 'game2',
  game3: 'game3',
  game2OnPlay: 'game2_on_play',
  game3OnPlay: 'game3_on_play',
  game1Mulligans: 'game1_mulligans',
  game2Mulligans: 'game2_mulligans',
  game3Mulligans: 'game3_mulligans',
  game2PlanUsed: 'game2_plan_used',
  game3PlanUsed: 'game3_plan_used',
  openingHand: 'opening_hand',
  turningPoint: 'turning_point',
  finalTurn: 'final_turn',
};
