import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTournament, readTournamentFile, type TournamentDetail, type TournamentRepo } from '@metagame/core';
import {
  leagueEvent,
  playoffOnlyEvent,
  swissEvent,
  type TournamentJson,
} from '../../support/metagame/tournament-files.js';

export interface TournamentRepoHarness {
  readonly repo: TournamentRepo;
  close(): Promise<void>;
}

let counter = 0;
const nextId = () => `00000000-0000-4000-d000-${(++counter).toString(16).padStart(12, '0')}`;

/** The rows an import would write for `json`, with fresh ids. */
function detailOf(json: TournamentJson, format = 'modern', id = nextId()): TournamentDetail {
  const read = readTournamentFile(json);
  if (!read.ok) throw new Error(JSON.stringify(read.error));
  return buildTournament({
    file: read.value,
    id,
    format,
    importedAt: new Date('2026-11-28T12:00:00.000Z'),
    contentHash: 'sha256:1',
    mismatches: [],
    newId: nextId,
    classify: (deck) =>
      deck.mainboard.some((c) => c.name === 'Lightning Bolt')
        ? { archetype: 'Burn', match: 'rule', colors: 'R' }
        : { archetype: 'Unknown', match: 'unknown', colors: 'U' },
  });
}
const withUri = (json: TournamentJson, uri: string, date?: string): TournamentJson => ({
  ...json,
  Tournament: { ...json.Tournament, Uri: uri, ...(date ? { Date: date } : {}) },
});

/** What every TournamentRepo must do, run against the in-memory fake, SQLite and PostgreSQL alike. */
export function tournamentRepoContract(make: () => Promise<TournamentRepoHarness>): void {
  let h: TournamentRepoHarness;
  beforeAll(async () => {
    h = await make();
  });
  afterAll(async () => h.close());

  describe('TournamentRepo contract', () => {
    it('reads back a tournament with its decks, standings and matches in published order', async () => {
      const detail = detailOf(withUri(swissEvent(), 'https://example.test/c/1'));
      await h.repo.replace(detail);
      expect(await h.repo.get(detail.tournament.id)).toEqual(detail);
    });

    it('reads back a tournament without rounds, standings or Uri', async () => {
      const detail = detailOf(leagueEvent(), 'pioneer');
      await h.repo.replace(detail);
      expect(await h.repo.get(detail.tournament.id)).toEqual(detail);
    });

    it('answers null for an unknown id', async () => {
      expect(await h.repo.get(nextId())).toBeNull();
    });

    it('finds a tournament’s id and file digest by its source key, null for an unknown key', async () => {
      const detail = detailOf(withUri(swissEvent(), 'https://example.test/c/2'));
      await h.repo.replace(detail);
      expect(await h.repo.findBySourceKey('https://example.test/c/2')).toEqual({
        id: detail.tournament.id,
        contentHash: 'sha256:1',
      });
      expect(await h.repo.findBySourceKey('https://example.test/none')).toBeNull();
    });

    it('replaces a tournament whole: decks and matches of the earlier write are gone', async () => {
      const first = detailOf(withUri(swissEvent(), 'https://example.test/c/3'));
      await h.repo.replace(first);
      const smaller = swissEvent({ Rounds: null, Standings: null });
      smaller.Decks = smaller.Decks.slice(0, 2);
      const second = detailOf(withUri(smaller, 'https://example.test/c/3'), 'modern', first.tournament.id);
      await h.repo.replace(second);
      expect(await h.repo.get(first.tournament.id)).toEqual(second);
    });

    it('keeps a hand-set archetype when the same player comes back in a replace', async () => {
      const first = detailOf(withUri(swissEvent(), 'https://example.test/c/4'));
      const overridden: TournamentDetail = {
        ...first,
        decks: first.decks.map((d) => (d.player === 'Bo' ? { ...d, archetypeOverride: 'Izzet Tempo' } : d)),
      };
      await h.repo.replace(overridden);
      const again = detailOf(withUri(swissEvent(), 'https://example.test/c/4'), 'modern', first.tournament.id);
      await h.repo.replace(again);
      const decks = (await h.repo.get(first.tournament.id))!.decks;
      expect(decks.find((d) => d.player === 'Bo')).toMatchObject({
        archetype: 'Unknown',
        archetypeOverride: 'Izzet Tempo',
      });
      expect(decks.filter((d) => d.archetypeOverride !== null)).toHaveLength(1);
    });

    it('lists newest first, by format and date window, with the total and a page', async () => {
      const a = detailOf(withUri(playoffOnlyEvent(), 'https://example.test/l/a', '2030-01-10T00:00:00Z'), 'legacy');
      const b = detailOf(withUri(swissEvent(), 'https://example.test/l/b', '2030-01-20T00:00:00Z'), 'legacy');
      const c = detailOf(withUri(swissEvent(), 'https://example.test/l/c', '2030-02-01T00:00:00Z'), 'legacy');
      const other = detailOf(withUri(swissEvent(), 'https://example.test/l/d', '2030-01-15T00:00:00Z'), 'vintage');
      for (const d of [a, b, c, other]) await h.repo.replace(d);
      const page = (q: Partial<Parameters<TournamentRepo['list']>[0]>) =>
        h.repo.list({ format: 'legacy', from: null, to: null, limit: 50, offset: 0, ...q });
      const ids = async (q: Parameters<typeof page>[0]) => (await page(q)).tournaments.map((t) => t.id);
      expect(await ids({})).toEqual([c, b, a].map((d) => d.tournament.id));
      expect(await ids({ from: new Date('2030-01-10T00:00:00Z'), to: new Date('2030-02-01T00:00:00Z') })).toEqual(
        [b, a].map((d) => d.tournament.id),
      );
      expect(await page({ limit: 1, offset: 1 })).toEqual({ tournaments: [b.tournament], total: 3 });
    });
  });
}
