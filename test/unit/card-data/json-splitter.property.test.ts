import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DATA_MEMBERS, SET_PARTS } from '@metagame/adapters';
import { expectedSetParts, splitInChunks } from './split-bytes.js';

/** Strings heavy in the characters the scan must get right: quotes, backslashes, brackets, commas. */
const tricky = fc.string({ unit: fc.constantFrom('"', '\\', '{', '}', '[', ']', ',', ':', ' ', 'a', 'ü', '\u2028') });
const scalar = fc.oneof(tricky, fc.double({ noNaN: true, noDefaultInfinity: true }), fc.boolean(), fc.constant(null));
const value = fc.oneof(scalar, fc.dictionary(tricky, fc.oneof(scalar, fc.array(tricky))), fc.array(scalar));
const chunkSize = fc.integer({ min: 1, max: 40 });
/** What JSON itself keeps (-0 becomes 0) is the expectation. */
const roundTrip = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;

describe('JsonSplitter (property)', () => {
  it('DATA_MEMBERS gives back every data member of any document, split at any byte', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(tricky, value),
        fc.record({ note: tricky }),
        chunkSize,
        fc.boolean(),
        async (data, meta, size, pretty) => {
          const doc = roundTrip({ meta, data });
          const events = await splitInChunks(JSON.stringify(doc, null, pretty ? 1 : undefined), size, DATA_MEMBERS);
          expect(events).toEqual(Object.entries(doc.data).map(([key, v]) => ({ path: ['data', key], value: v })));
        },
      ),
      { numRuns: 200 },
    );
  });

  it('SET_PARTS gives back every set field, card and token of any AllPrintings-shaped document', async () => {
    const set = fc.record({
      cards: fc.array(fc.dictionary(tricky, value), { maxLength: 3 }),
      code: tricky,
      booster: value,
      name: value,
      tokens: fc.array(value, { maxLength: 2 }),
    });
    await fc.assert(
      fc.asyncProperty(fc.dictionary(tricky, set, { maxKeys: 3 }), chunkSize, async (data, size) => {
        const doc = roundTrip({ meta: {}, data });
        expect(await splitInChunks(JSON.stringify(doc), size, SET_PARTS)).toEqual(expectedSetParts(doc, ['booster']));
      }),
      { numRuns: 200 },
    );
  });
});
