import { camelCase, type CamelCase } from '@metagame/contracts';
import { neutraliseCell } from './csv-cells.js';

export type Cell = string | number | boolean | null;

/** A record holding each column's value under the column's camelCase name (`opening_hand` → `openingHand`). */
export type CsvRecord<C extends string> = { readonly [K in C as CamelCase<K>]: Cell | Date };

/**
 * A row's cells in column order: the column list is the one table between the file and the domain.
 * Instants leave as ISO 8601 strings; every other string is neutralised against formula injection
 * (calendar dates and enum values never begin with a formula character, so only free text changes).
 */
export function csvRow<const C extends string>(columns: readonly C[]): (record: CsvRecord<C>) => Cell[] {
  const fields = columns.map(camelCase);
  return (record) => {
    const values = record as Readonly<Record<string, Cell | Date>>;
    return fields.map((field) => {
      const value = values[field] ?? null;
      if (value instanceof Date) return value.toISOString();
      return typeof value === 'string' ? neutraliseCell(value) : value;
    });
  };
}
