import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Response } from 'express';
import { stringify } from 'csv-stringify';

/**
 * Streams rows to the client as RFC 4180 CSV (CRLF line ends, quotes only where needed, header row
 * first). Rows are pulled as the socket drains, so memory holds a batch, whatever the size.
 */
export async function sendCsv(
  res: Response,
  filename: string,
  columns: readonly string[],
  rows: AsyncIterable<readonly (string | number | boolean | null)[]>,
): Promise<void> {
  res.status(200).set({
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${filename}"`,
    'Cache-Control': 'no-store',
  });
  const csv = stringify({
    header: true,
    columns: [...columns],
    record_delimiter: 'windows',
    cast: { boolean: (value) => String(value) },
  });
  await pipeline(Readable.from(rows), csv, res);
}
