import { describe, expect, it } from 'vitest';
import { DATA_MEMBERS, SET_PARTS } from '@metagame/adapters';
import { expectedSetParts, splitInChunks } from './split-bytes.js';

const prices = JSON.stringify({
  meta: { date: '2026-02-08', version: '5.3.0', note: 'braces } { and "quotes" in [strings]' },
  data: {
    'a\\"b': { paper: { x: { retail: { normal: { '2026-02-08': 1.5 } } } } },
    'ü-ß': { mtgo: {} },
    c: { list: [1, { d: '}' }] },
    n: 7,
    s: 'x,}',
  },
});

const printings = {
  meta: { version: '5.3.0' },
  data: {
    ABC: {
      baseSetSize: 2,
      block: null,
      booster: { default: { sheets: { common: { cards: { u1: 1 } } } } },
      cards: [
        { uuid: 'u1', name: 'One', foreignData: [{ language: 'German', text: '"} ]' }] },
        { uuid: 'u2', name: 'Two' },
      ],
      code: 'ABC',
      isFoilOnly: false,
      name: 'Alpha, "Beta"',
      tokens: [{ uuid: 't1', name: 'Token' }],
      translations: { German: 'Alpha' },
      totalSetSize: 2.5e1,
    },
    EMP: { cards: [], code: 'EMP', tokens: [] },
  },
};

describe('JsonSplitter', () => {
  it.each([1, 3, 7, 64, 100_000])(
    'DATA_MEMBERS: every data member, scalars too, whatever the chunk size (%i bytes)',
    async (size) => {
      const members = Object.entries(JSON.parse(prices).data as Record<string, unknown>);
      expect(await splitInChunks(prices, size, DATA_MEMBERS)).toEqual(
        members.map(([key, value]) => ({ path: ['data', key], value })),
      );
    },
  );

  it.each([1, 5, 64, 100_000])(
    'SET_PARTS: set fields, each card and token, the set end; skipped members never (%i bytes)',
    async (size) => {
      const text = JSON.stringify(printings, null, size === 5 ? 2 : undefined);
      expect(await splitInChunks(text, size, SET_PARTS)).toEqual(
        expectedSetParts(printings, ['booster', 'translations']),
      );
    },
  );

  it('fails on a truncated document, an invalid value and a document that is not an object', async () => {
    await expect(splitInChunks(prices.slice(0, -3), 16, DATA_MEMBERS)).rejects.toThrow(/truncated/);
    await expect(splitInChunks('{"meta":{},"data":{"x":{"a":01}}}', 8, DATA_MEMBERS)).rejects.toThrow(
      /Invalid JSON in data\["x"\]/,
    );
    await expect(splitInChunks('{"data":{"S":{"cards":[{"uuid":"u1"},{"uuid":}]}}}', 8, SET_PARTS)).rejects.toThrow(
      /Invalid JSON in data\["S"\]\["cards"\]\[1\]/,
    );
    await expect(splitInChunks('[1,2]', 8, DATA_MEMBERS)).rejects.toThrow(/not an object/);
    await expect(splitInChunks('{"data":{}} {}', 4, DATA_MEMBERS)).rejects.toThrow(/after the end/);
  });
});
