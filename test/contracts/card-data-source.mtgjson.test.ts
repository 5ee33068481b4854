import { afterEach, describe, expect, it } from 'vitest';
import { MtgjsonCardDataSource } from '@metagame/adapters';
import type { CatalogueSet } from '@metagame/core';
import { MtgjsonFixtureDir } from '../support/mtgjson-fixtures.js';

/** A set in upstream order (MTGJSON sorts keys: `cards` before `code` and `name`), heavy fields included. */
function bigSet(code: string, count: number) {
  const card = (i: number, token = false) => ({
    foreignData: [{ language: 'German', name: `Karte ${i}`, text: 'Ziehe eine Karte.' }],
    layout: token ? 'token' : 'normal',
    name: `${token ? 'Token' : 'Card'} ${i}`,
    number: String(i + 1),
    rulings: [{ date: '2020-01-01', text: 'A ruling.' }],
    setCode: code,
    uuid: `${code.toLowerCase()}-${token ? 't' : 'c'}-${i}`,
  });
  return {
    baseSetSize: count,
    booster: { default: { sheets: { common: { cards: { x: 1 } } } } },
    cards: Array.from({ length: count }, (_, i) => card(i)),
    code,
    name: `Set ${code}`,
    releaseDate: '2024-01-01',
    tokens: [card(0, true)],
    totalSetSize: count + 1,
    type: 'expansion',
  };
}

describe('MtgjsonCardDataSource catalogue', () => {
  let dir: MtgjsonFixtureDir;
  afterEach(() => dir.close());

  it('yields a big set in parts, every card under the set code, the set itself once with its last part', async () => {
    dir = new MtgjsonFixtureDir();
    const meta = { date: '2026-02-08', version: '5.3.0' };
    dir.write(
      'AllPrintings.json',
      JSON.stringify({ meta, data: { BIG: bigSet('BIG', 1_234), SML: bigSet('SML', 3) } }),
      true,
    );
    const parts: CatalogueSet[] = [];
    for await (const part of new MtgjsonCardDataSource(dir.url, { idleTimeoutMs: 60_000 }).catalogue(() => {}))
      parts.push(part);

    expect(parts.map((p) => [p.set?.code ?? null, p.cards.length])).toEqual([
      [null, 500],
      [null, 500],
      ['BIG', 235],
      ['SML', 4],
    ]);
    const big = parts.slice(0, 3).flatMap((p) => p.cards);
    expect(new Set(big.map((c) => c.uuid)).size).toBe(1_235);
    expect(big.every((c) => c.setCode === 'BIG')).toBe(true);
    expect(big.filter((c) => c.isToken).map((c) => c.uuid)).toEqual(['big-t-0']);
    expect(parts[2]!.set).toMatchObject({
      code: 'BIG',
      name: 'Set BIG',
      baseSetSize: 1_234,
      totalSetSize: 1_235,
      releaseDate: '2024-01-01',
    });
  });
});
