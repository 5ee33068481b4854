import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { describe, expect, it } from 'vitest';
import { DataEntrySplitter } from '@metagame/adapters';

/** Feeds `text` in chunks of `size` bytes and collects the `data` members. */
async function split(text: string, size: number): Promise<{ key: string; value: unknown }[]> {
  const bytes = Buffer.from(text);
  const chunks = Array.from({ length: Math.ceil(bytes.length / size) }, (_, i) => bytes.subarray(i * size, (i + 1) * size));
  const out: { key: string; value: unknown }[] = [];
  const sink = new Writable({ objectMode: true, write: (entry, _e, done) => (out.push(entry), done()) });
  await pipeline(Readable.from(chunks), new DataEntrySplitter(), sink);
  return out;
}

const doc = JSON.stringify({
  meta: { date: '2026-02-08', version: '5.3.0', note: 'braces } { and "quotes" in [strings]' },
  data: { 'a\\"b': { paper: { x: { retail: { normal: { '2026-02-08': 1.5 } } } } }, 'ü-ß': { mtgo: {} }, c: { list: [1, { d: '}' }] } },
});

describe('DataEntrySplitter', () => {
  it.each([1, 3, 7, 64, 100_000])('streams every data member whatever the chunk size (%i bytes)', async (size) => {
    expect(await split(doc, size)).toEqual(Object.entries(JSON.parse(doc).data).map(([key, value]) => ({ key, value })));
  });

  it('fails on a truncated document and on an invalid member', async () => {
    await expect(split(doc.slice(0, -3), 16)).rejects.toThrow(/truncated/);
    await expect(split('{"meta":{},"data":{"x":{"a":01}}}', 8)).rejects.toThrow(/Invalid JSON in data\["x"\]/);
  });
});
