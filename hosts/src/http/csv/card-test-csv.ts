import type { NamedCardTest } from '@metagame/core/tracker/use-cases/export-card-tests';
import { csvRow } from './csv-row.js';

export const CARD_TEST_CSV_COLUMNS = [
  'created_at',
  'personal_deck',
  'opponent_deck',
  'tester',
  'card_name',
  'rating',
  'notes',
] as const;

const cellsOf = csvRow(CARD_TEST_CSV_COLUMNS);

/** One card test as the cells of a CSV row: the test's fields, its decks by name. */
export const cardTestCells = ({ test, personalDeck, opponentDeck }: NamedCardTest) =>
  cellsOf({ ...test, personalDeck, opponentDeck });
