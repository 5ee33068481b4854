import { z } from 'zod';
import { MULLIGANS_MAX, ROUND_MAX, type ImportedMatch } from '@metagame/core';
import type { NamedMatch } from '@metagame/core/tracker/use-cases/export-matches';
import { camelCase, tracker, Text, wireDecoder } from '@metagame/contracts';
import { restoreCell } from './csv-cells.js';
import { csvRow } from './csv-row.js';

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

/**
 * The columns of a match CSV, in export order, each with the parser an import reads it with; an
 * import reads the same names in any order. A column is the snake_case of the core's field
 * (`personal_deck` ↔ `personalDeck`): the decks, event and version are named, not referenced by id.
 */
const MatchCsvColumns = z.strictObject({
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
});
export type MatchCsvColumn = keyof typeof MatchCsvColumns.shape;
export const MATCH_CSV_COLUMNS = Object.keys(MatchCsvColumns.shape) as readonly MatchCsvColumn[];

/** Columns an import cannot do without; the others may be left out (empty). */
export const REQUIRED_MATCH_COLUMNS: readonly MatchCsvColumn[] = ['date', 'personal_deck', 'opponent_deck', 'on_play'];

const importedMatch = wireDecoder(MatchCsvColumns);

/** One CSV row (cells keyed by column, '' for absent columns) → the core's imported match. */
export const MatchCsvRow = MatchCsvColumns.transform((row): ImportedMatch => importedMatch(row));

/** The column of a core import issue's field (the core names fields, the file names columns). */
export const COLUMN_OF_FIELD: Readonly<Record<string, MatchCsvColumn>> = Object.fromEntries(
  MATCH_CSV_COLUMNS.map((column) => [camelCase(column), column]),
);

const cellsOf = csvRow(MATCH_CSV_COLUMNS);

/** One match as the cells of a CSV row: the match's fields, its decks, event and version by name. */
export const matchCells = ({ match, personalDeck, opponentDeck, event, version }: NamedMatch) =>
  cellsOf({ ...match, personalDeck, opponentDeck, event, decklistVersion: version });
