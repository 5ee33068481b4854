import { describe, expect, it } from 'vitest';
import { type ImportedMatch } from '@metagame/core';
import { ImportMatches } from '@metagame/core/tracker/use-cases/import-matches';
import { trackerFakes } from '../../fakes/tracker/tracker-fixture.js';

const ANN = 'ann';
const row = (overrides: Partial<ImportedMatch> = {}): ImportedMatch => ({
  date: '2026-03-01',
  personalDeck: 'Boros',
  opponentDeck: 'Burn',
  event: null,
  round: null,
  decklistVersion: null,
  onPlay: true,
  game1: 'win',
  game2: 'loss',
  game3: 'win',
  game2OnPlay: null,
  game3OnPlay: null,
  game1Mulligans: null,
  game2Mulligans: null,
  game3Mulligans: null,
  openingHand: '',
  turningPoint: '',
  finalTurn: '',
  ...overrides,
});

async function setup() {
  const f = trackerFakes();
  const at = f.clock.now();
  await f.decks.insert({ id: 'boros', ownerId: ANN, name: 'Boros', archivedAt: null, createdAt: at });
  await f.decks.insert({ id: 'bobs', ownerId: 'bob', name: 'Bob deck', archivedAt: null, createdAt: at });
  const meta = {
    tier: 1,
    category: 'aggro',
    decklistNotes: '',
    top8: 0,
    presence: 0,
    expected: 'as_expected',
    testsStatus: '',
    publicArchetype: null,
    presenceSource: 'manual',
    top8Source: 'manual',
    archivedAt: null,
    createdAt: at,
  } as const;
  await f.metaDecks.insert({ ...meta, id: 'burn', ownerId: ANN, name: 'Burn' });
  await f.metaDecks.insert({ ...meta, id: 'tron1', ownerId: ANN, name: 'Tron' });
  await f.metaDecks.insert({ ...meta, id: 'tron2', ownerId: ANN, name: 'tron' });
  await f.versions.appendNext({
    id: 'v1',
    ownerId: ANN,
    personalDeckId: 'boros',
    content: '4 Opt',
    source: 'manual',
    createdAt: at,
  });
  return { ...f, importer: new ImportMatches(f.matches, f.records, f.uow, f.ids, f.clock) };
}

describe('ImportMatches', () => {
  it('resolves names and ids, the version by number, applies the default play order, keeps file order', async () => {
    const { importer, matches } = await setup();
    const result = await importer.execute({
      ownerId: ANN,
      playerId: ANN,
      rows: [
        { line: 2, match: row({ decklistVersion: 1 }) },
        { line: 3, match: row({ personalDeck: 'boros', opponentDeck: 'burn' }) },
      ],
    });
    expect(result).toEqual({ ok: true, value: { imported: 2 } });
    const stored = (await matches.page(ANN, {}, { limit: 10, offset: 0 })).items;
    expect(
      stored.map((m) => [m.personalDeckId, m.opponentDeckId, m.decklistVersionId, m.game2OnPlay, m.game3OnPlay]),
    ).toEqual([
      ['boros', 'burn', 'v1', false, true],
      ['boros', 'burn', null, false, true],
    ]);
  });

  it('writes nothing and lists every bad row and field: unknown, ambiguous, another user’s, missing version, contradicting details', async () => {
    const { importer, matches } = await setup();
    const result = await importer.execute({
      ownerId: ANN,
      playerId: ANN,
      rows: [
        { line: 2, match: row() },
        { line: 3, match: row({ opponentDeck: 'TRON', personalDeck: 'bobs' }) },
        { line: 4, match: row({ decklistVersion: 9, game3: null, game3Mulligans: 1, round: 2 }) },
      ],
    });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error.issues.map((i) => [i.line, i.field])).toEqual([
      [3, 'personalDeck'],
      [3, 'opponentDeck'],
      [4, 'decklistVersion'],
      [4, 'game3Mulligans'],
      [4, 'round'],
    ]);
    expect(matches.rows.size).toBe(0);
  });

  it('writes nothing when a row could not be read by the host', async () => {
    const { importer, matches } = await setup();
    expect(
      (
        await importer.execute({
          ownerId: ANN,
          playerId: ANN,
          rows: [
            { line: 2, match: row() },
            { line: 3, match: null },
          ],
        })
      ).ok,
    ).toBe(false);
    expect(matches.rows.size).toBe(0);
  });
});
