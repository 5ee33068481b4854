import { CsvError, parse } from 'csv-parse/sync';
import type { ImportedMatch } from '@metagame/core';
import type { ValidationIssue } from '../http-problem.js';
import { MATCH_CSV_COLUMNS, MatchCsvRow, REQUIRED_MATCH_COLUMNS, type MatchCsvColumn } from './match-csv.js';

/** A data row as read: its row number in the file (the header is row 1) and the match, or null when unreadable. */
export interface ReadRow {
  readonly row: number;
  readonly match: ImportedMatch | null;
}

export type ReadMatchCsv =
  { readonly rows: ReadRow[]; readonly issues: ValidationIssue[] } | { readonly fatal: ValidationIssue[] };

const issue = (loc: (string | number)[], msg: string, type: string): ValidationIssue => ({
  loc: ['body', ...loc],
  msg,
  type,
});

/**
 * Reads a match CSV (RFC 4180 as csv-parse reads it; a UTF-8 byte-order mark is skipped, blank lines
 * too). The header names the columns, in any order; every data row is checked against MatchCsvRow
 * and its problems are listed per row and column. A file that is not CSV, a bad header or more than
 * `maxRows` data rows is fatal: nothing after it is read.
 */
export function readMatchCsv(text: string, maxRows: number): ReadMatchCsv {
  let records: string[][];
  try {
    records = parse(text, { bom: true, relax_column_count: true, skip_empty_lines: true });
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const row = (error as CsvError & { records?: number }).records;
    return {
      fatal: [issue(row === undefined ? [] : [row + 1], `Not readable as CSV: ${error.message}`, 'csv_malformed')],
    };
  }
  const [header, ...data] = records;
  if (!header) return { fatal: [issue([1], 'The file is empty; it needs a header row.', 'csv_header')] };
  const problems = headerProblems(header);
  if (problems.length > 0) return { fatal: problems };
  if (data.length > maxRows)
    return {
      fatal: [
        issue([], `The file has ${data.length} rows; at most ${maxRows} can be imported at once.`, 'csv_too_many_rows'),
      ],
    };
  const columns = header.map((h) => h.trim().toLowerCase()) as MatchCsvColumn[];
  const rows: ReadRow[] = [];
  const issues: ValidationIssue[] = [];
  data.forEach((cells, i) => {
    const row = i + 2;
    if (cells.length !== columns.length) {
      issues.push(
        issue([row], `Row ${row} has ${cells.length} cells; the header has ${columns.length}.`, 'csv_column_count'),
      );
      rows.push({ row, match: null });
      return;
    }
    const values: Record<string, string> = Object.fromEntries(MATCH_CSV_COLUMNS.map((c) => [c, '']));
    columns.forEach((column, j) => (values[column] = cells[j]!));
    const parsed = MatchCsvRow.safeParse(values);
    if (parsed.success) rows.push({ row, match: parsed.data });
    else {
      for (const problem of parsed.error.issues)
        issues.push(issue([row, String(problem.path[0] ?? '')], problem.message, problem.code));
      rows.push({ row, match: null });
    }
  });
  return { rows, issues };
}

function headerProblems(header: readonly string[]): ValidationIssue[] {
  const names = header.map((h) => h.trim().toLowerCase());
  const problems: ValidationIssue[] = [];
  const known = new Set<string>(MATCH_CSV_COLUMNS);
  names.forEach((name, i) => {
    if (!known.has(name))
      problems.push(
        issue(
          [1, header[i]!],
          `Unknown column ${JSON.stringify(header[i])}; the columns are ${MATCH_CSV_COLUMNS.join(', ')}.`,
          'csv_header',
        ),
      );
    else if (names.indexOf(name) !== i) problems.push(issue([1, name], `Column ${name} appears twice.`, 'csv_header'));
  });
  for (const required of REQUIRED_MATCH_COLUMNS)
    if (!names.includes(required)) problems.push(issue([1, required], `Column ${required} is required.`, 'csv_header'));
  return problems;
}
