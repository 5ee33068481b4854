import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DataEntrySplitter } from '@metagame/adapters';

async function split(bytes: Buffer, size: number): Promise<{ key: string; value: unknown }[]> {
  const chunks = Array.from({ length: Math.ceil(bytes.length / size) }, (_, i) => bytes.subarray(i * size, (i + 1) * size));
  const out: { key: string; value: unknown }[] = [];
  await pipeline(Readable.from(chunks), new DataEntrySplitter(), new Writable({ objectMode: true, write: (entry, _e, done) => (out.push(entry), done()) }));
  return out;
}

/** Strings heavy in the characters the scan must get right: quotes, backslashes, brackets, commas. */
const tricky = fc.string({ unit: fc.constantFrom('"', '\\', '{', '}', '[', ']', ',', ':', 'a', 'ü', '\u2028') });
const member = fc.oneof(fc.dictionary(tricky, fc.oneof(tricky, fc.double({ noNaN: true, noDefaultInfinity: true }), fc.array(tricky))), fc.array(tricky));

describe('DataEntrySplitter (property)', () => {
  it('gives back every data member of any document, split at any byte', async () => {
    await fc.assert(
      fc.asyncProperty(fc.dictionary(tricky, member), fc.record({ note: tricky }), fc.integer({ min: 1, max: 40 }), async (data, meta, size) => {
        const text = JSON.stringify({ meta, data });
        // What JSON itself keeps (-0 becomes 0) is the expectation, member by member.
        const members = Object.entries((JSON.parse(text) as { data: Record<string, unknown> }).data);
        expect(await split(Buffer.from(text), size)).toEqual(members.map(([key, value]) => ({ key, value })));
      }),
      { numRuns: 300 },
    );
  });
});
