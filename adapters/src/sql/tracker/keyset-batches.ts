/**
 * Reads a long ordered list a batch at a time: `next(last)` returns the rows after `last` (the first
 * batch for null); a batch shorter than `size` is the last. Only one batch is held at once.
 */
export async function* keysetBatches<T>(next: (last: T | null) => Promise<T[]>, size: number): AsyncGenerator<T> {
  let last: T | null = null;
  for (;;) {
    const rows = await next(last);
    yield* rows;
    if (rows.length < size) return;
    last = rows[rows.length - 1]!;
  }
}
