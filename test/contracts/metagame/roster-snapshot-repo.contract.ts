import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RosterSnapshot, RosterSnapshotRepo, RosterSnapshotRow } from '@metagame/core';

/*
 * A snapshot's owner is a workspace: a user's id or a team's. The table has no foreign key (team
 * workspaces made owner_id free of one in m0019, and meta_deck_snapshots came after with none), so
 * the suite needs no user or team rows and no cascade case: a deleted workspace's snapshots go
 * through TrackerWorkspaceRepo.deleteAll, whose contract covers them.
 */

export interface RosterSnapshotRepoHarness {
  readonly repo: RosterSnapshotRepo;
  close(): Promise<void>;
}

let counter = 0;
/** Fresh lower-case UUIDs (PostgreSQL's uuid order is their text order then), one block per kind. */
const nextId = (block: string) => `00000000-0000-4000-${block}-${(++counter).toString(16).padStart(12, '0')}`;
const T0 = Date.parse('2026-03-01T10:00:00.123Z');
const at = (seconds: number) => new Date(T0 + seconds * 1000);

const burn: RosterSnapshotRow = {
  metaDeckId: '00000000-0000-4000-8000-0000000000b1',
  name: 'My Burn',
  archetype: 'Burn',
  decks: 4,
  share: 1.0667 / 3,
  publicPresence: 4,
  publicTop8: 1,
  presence: 7,
  top8: 1,
  presenceSource: 'manual',
  top8Source: 'sync',
  created: false,
};
const tron: RosterSnapshotRow = {
  ...burn,
  metaDeckId: '00000000-0000-4000-8000-0000000000b2',
  name: 'Tron',
  archetype: 'Tron',
  decks: 0,
  share: 0,
  publicPresence: 0,
  publicTop8: 0,
  presence: 0,
  top8: 0,
  presenceSource: 'sync',
  created: true,
};

function aSnapshot(ownerId: string, patch: Partial<RosterSnapshot> = {}): RosterSnapshot {
  return {
    id: nextId('c000'),
    ownerId,
    takenAt: at(0),
    format: 'modern',
    from: '2024-05-13',
    to: '2024-05-26',
    weighting: 'per_event',
    fieldDecks: 10,
    createdDecks: 1,
    rows: [burn, tron],
    ...patch,
  };
}

const ALL = { limit: 50, offset: 0 };

/** What every RosterSnapshotRepo must do, run against the in-memory fake, SQLite and PostgreSQL alike. */
export function rosterSnapshotRepoContract(make: () => Promise<RosterSnapshotRepoHarness>): void {
  let h: RosterSnapshotRepoHarness;
  beforeAll(async () => {
    h = await make();
  });
  afterAll(async () => h.close());

  const anOwner = () => nextId('a000');
  const ids = async (ownerId: string, page = ALL) => (await h.repo.list(ownerId, page)).items.map((s) => s.id);

  describe('RosterSnapshotRepo contract', () => {
    it('reads back every field: the instant to the millisecond, the window, the counts and the rows as written', async () => {
      const owner = anOwner();
      const snapshot = aSnapshot(owner);
      await h.repo.insert(snapshot);
      expect(await h.repo.list(owner, ALL)).toEqual({ items: [snapshot], total: 1 });
    });

    it('reads back an open window (no from, no to) and a snapshot without rows', async () => {
      const owner = anOwner();
      const snapshot = aSnapshot(owner, {
        from: null,
        to: null,
        weighting: 'none',
        fieldDecks: 0,
        createdDecks: 0,
        rows: [],
      });
      await h.repo.insert(snapshot);
      expect((await h.repo.list(owner, ALL)).items).toEqual([snapshot]);
    });

    it('lists newest first, and snapshots taken at the same instant by id, descending', async () => {
      const owner = anOwner();
      const [old, tieLow, tieHigh, newest] = [at(0), at(60), at(60), at(120)].map((takenAt) =>
        aSnapshot(owner, { takenAt }),
      );
      for (const s of [tieLow!, newest!, old!, tieHigh!]) await h.repo.insert(s);
      expect(await ids(owner)).toEqual([newest!.id, tieHigh!.id, tieLow!.id, old!.id]);
    });

    it('gives one page by limit and offset, with the total of all the owner’s snapshots', async () => {
      const owner = anOwner();
      const made = [1, 2, 3, 4, 5].map((n) => aSnapshot(owner, { takenAt: at(n) }));
      for (const s of made) await h.repo.insert(s);
      const page = await h.repo.list(owner, { limit: 2, offset: 1 });
      expect(page.total).toBe(5);
      expect(page.items.map((s) => s.id)).toEqual([made[3]!.id, made[2]!.id]);
      expect(await h.repo.list(owner, { limit: 2, offset: 5 })).toEqual({ items: [], total: 5 });
    });

    it('keeps each workspace’s snapshots to itself, a team’s and a user’s alike', async () => {
      const [user, team] = [nextId('a000'), nextId('7000')];
      const mine = aSnapshot(user, { takenAt: at(1) });
      const theTeams = aSnapshot(team, { takenAt: at(2) });
      await h.repo.insert(mine);
      await h.repo.insert(theTeams);
      expect(await h.repo.list(user, ALL)).toEqual({ items: [mine], total: 1 });
      expect(await h.repo.list(team, ALL)).toEqual({ items: [theTeams], total: 1 });
    });

    it('gives an owner without snapshots an empty page and a total of 0', async () => {
      expect(await h.repo.list(anOwner(), ALL)).toEqual({ items: [], total: 0 });
    });
  });
}
