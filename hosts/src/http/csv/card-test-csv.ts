import { neutraliseCell } from './csv-cells.js';
import type { NamedCardTest } from '@metagame/core/tracker/use-cases/export-card-tests';

export const CARD_TEST_CSV_COLUMNS = [
  'created_at',
  'personal_deck',
  'opponent_deck',
  'tester',
  'card_name',
  'rating',
  'notes',
] as const;

/** One card test as the cells of a CSV row. */
export function cardTestCells({ test: t, personalDeck, opponentDeck }: NamedCardTest): (string | number | null)[] {
  return [
    t.createdAt.toISOString(),
    neutraliseCell(personalDeck),
    opponentDeck === null ? null : neutraliseCell(opponentDeck),
    neutraliseCell(t.tester),
    neutraliseCell(t.cardName),
    t.rating,
    t.notes === null ? null : neutraliseCell(t.notes),
  ];
}
