// What a spreadsheet would run as a formula (OWASP "CSV injection": =, +, -, @, tab, carriage
// return, and their full-width forms), possibly behind apostrophes this module already added.
const FORMULA = /^'*[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

/**
 * A text cell as an export writes it: a cell a spreadsheet would evaluate gets a leading apostrophe,
 * which spreadsheets show as text. csv-stringify's own `escape_formulas` does the same, but leaves a
 * cell that already starts with an apostrophe alone, so "'=1" could not be told from an escaped "=1"
 * on the way back; adding one apostrophe to every such run keeps the round trip exact.
 */
export const neutraliseCell = (cell: string): string => (FORMULA.test(cell) ? `'${cell}` : cell);

/** The inverse of neutraliseCell, applied to every text cell an import reads. */
export const restoreCell = (cell: string): string =>
  cell.startsWith("'") && FORMULA.test(cell) ? cell.slice(1) : cell;
