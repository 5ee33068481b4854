import { ok, type ImportIssue } from '@metagame/core';
import { tracker } from '@metagame/contracts';
import { ExportCardTests } from '@metagame/core/tracker/use-cases/export-card-tests';
import { ExportMatches } from '@metagame/core/tracker/use-cases/export-matches';
import { ImportMatches } from '@metagame/core/tracker/use-cases/import-matches';
import { TOKENS } from '../../compose/tokens.js';
import { cardTestCells, CARD_TEST_CSV_COLUMNS } from '../csv/card-test-csv.js';
import { sendCsv } from '../csv/csv-response.js';
import { COLUMN_OF_FIELD, matchCells, MATCH_CSV_COLUMNS } from '../csv/match-csv.js';
import { readMatchCsv } from '../csv/read-match-csv.js';
import { HttpProblem, type ValidationIssue } from '../http-problem.js';
import { handled, type RouteRow } from '../route-table.js';
import { matchFilterOf } from './match-filter-query.js';

/** GET /matches/export: the filtered match log, streamed as CSV. */
export const matchCsvExport: RouteRow = handled(tracker.exportMatches, (resolve) => {
  const exportMatches = resolve(ExportMatches);
  return async ({ workspace, query, res }) => {
    const result = await exportMatches.execute({
      callerId: workspace.ownerId,
      ownerId: query.owner_id,
      filter: matchFilterOf(query),
    });
    if (!result.ok) return result;
    await sendCsv(res, 'matches.csv', MATCH_CSV_COLUMNS, map(result.value.rows, matchCells));
    return ok('');
  };
});

/** GET /card-tests/export: the card tests, streamed as CSV. */
export const cardTestCsvExport: RouteRow = handled(tracker.exportCardTests, (resolve) => {
  const exportCardTests = resolve(ExportCardTests);
  return async ({ workspace, query, res }) => {
    const result = await exportCardTests.execute({
      callerId: workspace.ownerId,
      ownerId: query.owner_id,
      personalDeckId: query.personal_deck_id,
    });
    if (!result.ok) return result;
    await sendCsv(res, 'card-tests.csv', CARD_TEST_CSV_COLUMNS, map(result.value.rows, cardTestCells));
    return ok('');
  };
});

/**
 * POST /matches/import: reads the CSV here (the edge), hands the readable rows to the core, and
 * answers one 422 listing every problem of either, by row and column, when anything is wrong.
 */
export const matchCsvImport: RouteRow = handled(tracker.importMatches, (resolve) => {
  const importMatches = resolve(ImportMatches);
  const { maxRows } = resolve(TOKENS.Config).csvImport;
  return async ({ workspace, body }) => {
    const read = readMatchCsv(body, maxRows);
    if ('fatal' in read) throw new HttpProblem('REQUEST_VALIDATION_FAILED', read.fatal);
    const result = await importMatches.execute({
      ownerId: workspace.ownerId,
      playerId: workspace.playerId,
      rows: read.rows.map(({ row, match }) => ({ line: row, match })),
    });
    if (result.ok) return ok({ imported: result.value.imported });
    const issues = [...read.issues, ...result.error.issues.map(coreIssue)].sort(
      (a, b) => Number(a.loc[1]) - Number(b.loc[1]),
    );
    // The refusal is the core's (nothing written), whichever rows broke which rule.
    throw new HttpProblem(result.error.code, issues);
  };
});

const coreIssue = (i: ImportIssue): ValidationIssue => ({
  loc: ['body', i.line, COLUMN_OF_FIELD[i.field] ?? i.field],
  msg: i.message,
  type: 'csv_reference',
});

async function* map<T, U>(rows: AsyncIterable<T>, cells: (row: T) => U): AsyncIterable<U> {
  for await (const row of rows) yield cells(row);
}
