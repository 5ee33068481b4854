import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { instantsOf, weekNumberOf, type MetaReadsRepo } from '@metagame/core';
import { DECKS, type TournamentSeed } from '../support/public-meta-fixture.js';

/** A repo over the rows of test/support/public-meta-fixture.ts, and how to let it go. */
export interface MetaReadsHarness {
  readonly repo: MetaReadsRepo;
  /** Writes a deck's label and hand override, as a reclassification or an override does. */
  relabel(deckId: string, archetype: string | null, override: string | null): Promise<void>;
  /** Writes more tournaments (their rows only: `decks` is their published deck count). */
  addTournaments(tournaments: readonly TournamentSeed[]): Promise<void>;
  close(): Promise<void>;
}

const WINDOW = instantsOf({ format: 'modern', from: '2024-05-13', to: '2024-05-26' });
const OPEN = instantsOf({ format: 'modern', from: null, to: null });
/** From T1's instant exactly (taken in) to T5's exactly (left out): T1 and T2, 8 decks. */
const EDGES = {
  format: 'modern',
  startsAt: new Date('2024-05-17T00:00:00Z'),
  endsBefore: new Date('2024-05-26T23:30:00Z'),
};
/** T1's 64-player event weighs 6, T2's 8-player one 3; T5's 2-player one is not in the table. */
const WEIGHTS = [
  { players: 64, decks: 5, weight: 6 },
  { players: 8, decks: 3, weight: 3 },
];
/** Rows in a fixed order to compare with: by week, then archetype by code unit, null last. */
const keyOf = (r: { week?: number; archetype: string | null }) =>
  `${String(r.week ?? 0).padStart(8, '0')} ${r.archetype ?? '\uffff'}`;
const byArchetype = <T extends { week?: number; archetype: string | null }>(rows: readonly T[]) =>
  [...rows].sort((a, b) => (keyOf(a) < keyOf(b) ? -1 : keyOf(a) > keyOf(b) ? 1 : 0));
const week = (day: string) => weekNumberOf(new Date(`${day}T12:00:00Z`));
/** Decks by archetype ('null' for the unclassified), summed over weeks: one line to compare. */
const decksBy = (rows: readonly { archetype: string | null; decks: number }[]) => {
  const decks: Record<string, number> = {};
  for (const r of rows) decks[String(r.archetype)] = (decks[String(r.archetype)] ?? 0) + r.decks;
  return decks;
};
let extra = 0;
const event = (format: string, date: string, decks: number): TournamentSeed => ({
  id: `00000000-0000-4000-8000-${String(900 + (extra += 1)).padStart(12, '0')}`,
  format,
  name: `${format} event ${String(extra)}`,
  date,
  players: decks,
  decks,
});

/** The one contract of MetaReadsRepo, run on memory, SQLite and PostgreSQL over the same rows. */
export function metaReadsRepoContract(open: () => Promise<MetaReadsHarness>): void {
  let harness: MetaReadsHarness;
  beforeEach(async () => {
    harness = await open();
  });
  afterEach(async () => {
    await harness.close();
  });

  describe('formats', () => {
    it('gives each format its tournaments, decks and newest and oldest dates, the newest format first', async () => {
      // modern: T1..T3, T5 and T6 (5 + 3 + 2 + 2 + 1 decks), from T3 (05-10) to T6 (05-27); pioneer: T4 alone.
      expect(await harness.repo.formats()).toEqual([
        {
          format: 'modern',
          tournaments: 5,
          decks: 13,
          newestDate: new Date('2024-05-27T00:00:00Z'),
          oldestDate: new Date('2024-05-10T00:00:00Z'),
        },
        {
          format: 'pioneer',
          tournaments: 1,
          decks: 1,
          newestDate: new Date('2024-05-18T00:00:00Z'),
          oldestDate: new Date('2024-05-18T00:00:00Z'),
        },
      ]);
    });

    it('orders formats whose newest tournaments share a date by name, in code unit order', async () => {
      const day = '2024-05-18T00:00:00Z';
      await harness.addTournaments([
        event('vintage', day, 4),
        event('vintage', '2023-12-01T09:30:00Z', 6),
        event('oldies', day, 2),
        event('old-school', day, 3),
      ]);
      const formats = await harness.repo.formats();
      expect(formats.map((f) => f.format)).toEqual(['modern', 'old-school', 'oldies', 'pioneer', 'vintage']);
      expect(formats.find((f) => f.format === 'vintage')).toEqual({
        format: 'vintage',
        tournaments: 2,
        decks: 10,
        newestDate: new Date(day),
        oldestDate: new Date('2023-12-01T09:30:00Z'),
      });
    });
  });

  describe('eventSizes', () => {
    it('lists each distinct (players, decks) of the window’s events of the format', async () => {
      const sizes = await harness.repo.eventSizes(WINDOW);
      expect([...sizes].sort((a, b) => a.players - b.players)).toEqual([
        { players: 2, decks: 2 },
        { players: 8, decks: 3 },
        { players: 64, decks: 5 },
      ]);
    });

    it('takes an event dated at the window’s start and leaves one dated at its end out', async () => {
      const sizes = await harness.repo.eventSizes(EDGES);
      expect([...sizes].sort((a, b) => a.players - b.players)).toEqual([
        { players: 8, decks: 3 },
        { players: 64, decks: 5 },
      ]);
    });

    it('is empty for a format without events', async () => {
      expect(await harness.repo.eventSizes(instantsOf({ format: 'legacy', from: null, to: null }))).toEqual([]);
    });
  });

  describe('archetypeTallies', () => {
    it('counts decks, top-8 decks and decks of placed events per effective archetype, unclassified as null', async () => {
      expect(byArchetype(await harness.repo.archetypeTallies(WINDOW, null))).toEqual([
        { archetype: 'Burn', decks: 4, weight: 4, top8: 2, top8Weight: 2, placedWeight: 2 },
        { archetype: 'Rhinos', decks: 2, weight: 2, top8: 1, top8Weight: 1, placedWeight: 2 },
        { archetype: 'Tron', decks: 3, weight: 3, top8: 2, top8Weight: 2, placedWeight: 2 },
        { archetype: null, decks: 1, weight: 1, top8: 0, top8Weight: 0, placedWeight: 1 },
      ]);
    });

    it('sums each deck’s weight by its event’s size, 1 for a size the table lacks', async () => {
      expect(byArchetype(await harness.repo.archetypeTallies(WINDOW, WEIGHTS))).toEqual([
        { archetype: 'Burn', decks: 4, weight: 18, top8: 2, top8Weight: 12, placedWeight: 12 },
        { archetype: 'Rhinos', decks: 2, weight: 7, top8: 1, top8Weight: 1, placedWeight: 7 },
        { archetype: 'Tron', decks: 3, weight: 10, top8: 2, top8Weight: 7, placedWeight: 7 },
        { archetype: null, decks: 1, weight: 6, top8: 0, top8Weight: 0, placedWeight: 6 },
      ]);
    });

    it('counts a deck under its hand override, and under its label once the override is taken off', async () => {
      const tallies = async () => decksBy(await harness.repo.archetypeTallies(WINDOW, null));
      await harness.relabel(DECKS[0]!.id, 'Burn', 'Affinity');
      expect(await tallies()).toEqual({ Affinity: 1, Burn: 3, Rhinos: 2, Tron: 3, null: 1 });
      // d4 is labelled Tron with the override Rhinos.
      await harness.relabel(DECKS[3]!.id, 'Tron', null);
      expect(await tallies()).toEqual({ Affinity: 1, Burn: 3, Rhinos: 1, Tron: 4, null: 1 });
    });

    it('takes an event dated at the window’s start and leaves one dated at its end out', async () => {
      expect(decksBy(await harness.repo.archetypeTallies(EDGES, null))).toEqual({
        Burn: 4,
        Rhinos: 1,
        Tron: 2,
        null: 1,
      });
    });

    it('reads a window of whole days: an event at 23:30 on `to` is in, one at midnight after is out', async () => {
      const open = await harness.repo.archetypeTallies(OPEN, null);
      expect(open.reduce((n, t) => n + t.decks, 0)).toBe(13);
      const lastDay = await harness.repo.archetypeTallies(
        instantsOf({ format: 'modern', from: '2024-05-26', to: '2024-05-26' }),
        null,
      );
      expect(byArchetype(lastDay).map((t) => [t.archetype, t.decks])).toEqual([
        ['Rhinos', 1],
        ['Tron', 1],
      ]);
    });
  });

  describe('weeklyTallies', () => {
    it('counts decks per week number and archetype', async () => {
      const rows = await harness.repo.weeklyTallies(WINDOW, null);
      expect(byArchetype(rows)).toEqual([
        { week: week('2024-05-17'), archetype: 'Burn', decks: 2, weight: 2 },
        { week: week('2024-05-17'), archetype: 'Rhinos', decks: 1, weight: 1 },
        { week: week('2024-05-17'), archetype: 'Tron', decks: 1, weight: 1 },
        { week: week('2024-05-17'), archetype: null, decks: 1, weight: 1 },
        { week: week('2024-05-21'), archetype: 'Burn', decks: 2, weight: 2 },
        { week: week('2024-05-21'), archetype: 'Rhinos', decks: 1, weight: 1 },
        { week: week('2024-05-21'), archetype: 'Tron', decks: 2, weight: 2 },
      ]);
    });

    it('sums each deck’s weight by its event’s size, 1 for a size the table lacks', async () => {
      // Week 21 holds T2 (8 players, weight 3) and T5 (2 players, not in the table: weight 1).
      expect(byArchetype(await harness.repo.weeklyTallies(WINDOW, WEIGHTS))).toEqual([
        { week: week('2024-05-17'), archetype: 'Burn', decks: 2, weight: 12 },
        { week: week('2024-05-17'), archetype: 'Rhinos', decks: 1, weight: 6 },
        { week: week('2024-05-17'), archetype: 'Tron', decks: 1, weight: 6 },
        { week: week('2024-05-17'), archetype: null, decks: 1, weight: 6 },
        { week: week('2024-05-21'), archetype: 'Burn', decks: 2, weight: 6 },
        { week: week('2024-05-21'), archetype: 'Rhinos', decks: 1, weight: 1 },
        { week: week('2024-05-21'), archetype: 'Tron', decks: 2, weight: 4 },
      ]);
    });

    it('counts a deck under its hand override, and under its label once the override is taken off', async () => {
      const firstWeek = async () =>
        decksBy((await harness.repo.weeklyTallies(WINDOW, null)).filter((r) => r.week === week('2024-05-17')));
      await harness.relabel(DECKS[1]!.id, 'Tron', 'Scam');
      expect(await firstWeek()).toEqual({ Burn: 2, Rhinos: 1, Scam: 1, null: 1 });
      // d4 is labelled Tron with the override Rhinos.
      await harness.relabel(DECKS[3]!.id, 'Tron', null);
      expect(await firstWeek()).toEqual({ Burn: 2, Scam: 1, Tron: 1, null: 1 });
    });

    it('takes an event dated at the window’s start and leaves one dated at its end out', async () => {
      // T5, the window's end, holds week 21's only Rhinos deck.
      expect(decksBy(await harness.repo.weeklyTallies(EDGES, null))).toEqual({ Burn: 4, Rhinos: 1, Tron: 2, null: 1 });
    });

    it('puts a Sunday 23:30 event in the week that began on Monday, not the next', async () => {
      const rows = await harness.repo.weeklyTallies(
        instantsOf({ format: 'modern', from: '2024-05-26', to: null }),
        null,
      );
      expect(new Set(rows.map((r) => r.week))).toEqual(new Set([week('2024-05-20'), week('2024-05-27')]));
    });
  });

  describe('pairCounts', () => {
    it('counts matches from the first deck’s side per archetype pair, mirrors and unclassified decks kept, byes left out', async () => {
      const rows = await harness.repo.pairCounts(WINDOW);
      expect(byArchetype(rows).map((r) => [r.archetype, r.opponent, r.wins, r.losses, r.draws])).toEqual(
        expect.arrayContaining([
          ['Burn', 'Tron', 1, 0, 0],
          ['Burn', 'Burn', 0, 1, 0],
          ['Tron', 'Rhinos', 0, 0, 1],
          ['Rhinos', 'Burn', 1, 0, 0],
          ['Rhinos', 'Tron', 0, 1, 0],
          [null, 'Burn', 1, 0, 0],
        ]),
      );
      expect(rows).toHaveLength(6);
      // d1's bye would be the only pairing without an opponent deck.
      expect(rows.filter((r) => r.opponent === null)).toEqual([]);
    });

    it('follows a deck relabelled after its matches were recorded: its label, its override, the override taken off', async () => {
      const pairs = async () =>
        byArchetype(await harness.repo.pairCounts(WINDOW)).map((r) => [r.archetype, r.opponent, r.wins, r.losses]);
      // In T1, d1 (Burn) beat d2 (Tron) as the first deck and d3 (Burn) as the second (d3 lost 0-2).
      const d1 = DECKS[0]!.id;
      await harness.relabel(d1, 'Prowess', null);
      expect(await pairs()).toEqual(
        expect.arrayContaining([
          ['Prowess', 'Tron', 1, 0],
          ['Burn', 'Prowess', 0, 1],
        ]),
      );
      expect((await pairs()).some(([a, b]) => a === 'Burn' && b === 'Burn')).toBe(false);
      await harness.relabel(d1, 'Prowess', 'Affinity');
      expect(await pairs()).toEqual(
        expect.arrayContaining([
          ['Affinity', 'Tron', 1, 0],
          ['Burn', 'Affinity', 0, 1],
        ]),
      );
      await harness.relabel(d1, 'Burn', null);
      expect(await pairs()).toEqual(
        expect.arrayContaining([
          ['Burn', 'Tron', 1, 0],
          ['Burn', 'Burn', 0, 1],
        ]),
      );
      // d4 is labelled Tron with the override Rhinos: a new label under the override changes nothing.
      await harness.relabel(DECKS[3]!.id, 'Scam', 'Rhinos');
      expect(await pairs()).toEqual(expect.arrayContaining([['Rhinos', 'Burn', 1, 0]]));
    });

    it('takes an event dated at the window’s start and leaves one dated at its end out', async () => {
      const rows = await harness.repo.pairCounts(EDGES);
      // T1's five matches that are not byes; T5's Rhinos–Tron match is out.
      expect(rows.reduce((n, r) => n + r.wins + r.losses + r.draws, 0)).toBe(5);
      expect(rows.find((r) => r.archetype === 'Rhinos' && r.opponent === 'Tron')).toBeUndefined();
    });

    it('keeps to the window and the format', async () => {
      const open = await harness.repo.pairCounts(OPEN);
      expect(open.find((r) => r.archetype === 'Burn' && r.opponent === 'Tron')).toMatchObject({ wins: 2 });
      expect(await harness.repo.pairCounts(instantsOf({ format: 'pioneer', from: null, to: null }))).toEqual([]);
    });
  });
}
