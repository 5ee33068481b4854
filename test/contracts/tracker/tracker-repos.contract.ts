import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Match, MetaDeck, PersonalDeck, TrackerEvent } from '@metagame/core';
import { aStoredMatch } from '../../fakes/tracker/match-builder.js';
import { aUser } from '../../fakes/user-builder.js';
import type { TrackerRepos } from './tracker-repos.harness.js';

const at = (day: number) => new Date(Date.UTC(2026, 2, day, 10, 0, 0, 123));
const roster = {
  name: 'Burn',
  tier: 2.5,
  category: 'aggro',
  decklistNotes: 'n',
  top8: 3,
  presence: 12,
  expected: 'more_expected',
  testsStatus: 's',
  publicArchetype: null,
  presenceSource: 'manual',
  top8Source: 'manual',
} as const;
const notes = { openingHand: 'oh', turningPoint: 'tp', finalTurn: 'ft' };
const event = {
  name: 'FNM',
  format: 'Premodern',
  date: '2026-03-05',
  kind: 'league',
  location: 'Shop',
  rounds: 4,
  notes: '',
} as const;

/** Everything an async iterable yields (adapters wrapped for a request context hand back a promise of it). */
async function collect<T>(items: AsyncIterable<T> | Promise<AsyncIterable<T>>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of await items) out.push(item);
  return out;
}

/** What every tracker repository must do, against the in-memory fakes, SQLite and Postgres alike. */
export function trackerReposContract(open: () => Promise<TrackerRepos>): void {
  let r: TrackerRepos;
  beforeAll(async () => {
    r = await open();
  });
  afterAll(async () => r.close());

  const newUser = async (email?: string) => {
    const user = aUser().build();
    await r.users.insert(email ? { ...user, email } : user);
    return user.id;
  };
  const newDeck = async (ownerId: string, overrides: Partial<PersonalDeck> = {}) => {
    const deck: PersonalDeck = {
      id: randomUUID(),
      ownerId,
      name: 'Deck',
      archivedAt: null,
      createdAt: at(1),
      ...overrides,
    };
    await r.decks.insert(deck);
    return deck;
  };
  const newMeta = async (ownerId: string, overrides: Partial<MetaDeck> = {}) => {
    const deck: MetaDeck = { ...roster, id: randomUUID(), ownerId, archivedAt: null, createdAt: at(1), ...overrides };
    await r.metaDecks.insert(deck);
    return deck;
  };

  describe('UserSettingsRepo contract', () => {
    it('has no settings before the first findOrCreate, then the defaults, once, even under concurrency', async () => {
      const id = await newUser();
      expect(await r.settings.find(id)).toBeNull();
      const all = await Promise.all(Array.from({ length: 5 }, () => r.settings.findOrCreate(id)));
      for (const s of all) expect(s).toEqual({ userId: id, dataShared: false, activePersonalDeckId: null });
    });

    it('saves, clears the active deck only when it names that deck, and lists active sharing users by email', async () => {
      const ann = await newUser('zz-ann@example.com');
      const bob = await newUser('aa-bob@example.com');
      const deck = await newDeck(ann);
      await r.settings.findOrCreate(ann);
      await r.settings.findOrCreate(bob);
      await r.settings.save({ userId: ann, dataShared: true, activePersonalDeckId: deck.id });
      await r.settings.save({ userId: bob, dataShared: true, activePersonalDeckId: null });
      await r.settings.clearActiveDeck(ann, randomUUID());
      expect((await r.settings.find(ann))?.activePersonalDeckId).toBe(deck.id);
      await r.settings.clearActiveDeck(ann, deck.id);
      expect(await r.settings.find(ann)).toEqual({ userId: ann, dataShared: true, activePersonalDeckId: null });
      const seen = (await r.settings.listSharing(ann)).map((u) => u.id);
      expect(seen).toContain(bob);
      expect(seen).not.toContain(ann);
      const emails = (await r.settings.listSharing(ann)).map((u) => u.email);
      expect(emails).toEqual([...emails].sort());
    });
  });

  describe('PersonalDeckRepo contract', () => {
    it('round-trips a deck and scopes every read and write to its owner', async () => {
      const [ann, bob] = [await newUser(), await newUser()];
      const deck = await newDeck(ann, { name: 'Boros' });
      expect(await r.decks.findOwned(ann, deck.id)).toEqual(deck);
      expect(await r.decks.findOwned(bob, deck.id)).toBeNull();
      expect(await r.decks.archive(bob, deck.id, at(2))).toBe(false);
      expect(await r.decks.archive(ann, deck.id, at(2))).toBe(true);
      expect(await r.decks.archive(ann, deck.id, at(3))).toBe(false);
      expect((await r.decks.findOwned(ann, deck.id))?.archivedAt).toEqual(at(2));
    });

    it('lists oldest first, archived decks only on request', async () => {
      const ann = await newUser();
      const old = await newDeck(ann, { createdAt: at(1), archivedAt: at(5) });
      const young = await newDeck(ann, { createdAt: at(2) });
      expect((await r.decks.list(ann, { includeArchived: false })).map((d) => d.id)).toEqual([young.id]);
      expect((await r.decks.list(ann, { includeArchived: true })).map((d) => d.id)).toEqual([old.id, young.id]);
    });
  });

  describe('DecklistVersionRepo contract', () => {
    it('numbers 20 concurrent appends 1..20, lists newest first and deletes only within owner and deck', async () => {
      const [ann, bob] = [await newUser(), await newUser()];
      const deck = await newDeck(ann);
      const base = {
        ownerId: ann,
        personalDeckId: deck.id,
        content: '4 Opt',
        source: 'archidekt',
        createdAt: at(1),
      } as const;
      const made = await Promise.all(
        Array.from({ length: 20 }, () => r.versions.appendNext({ ...base, id: randomUUID() })),
      );
      expect(made.map((v) => v.version).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
      const listed = await r.versions.listByDeck(ann, deck.id);
      expect(listed.map((v) => v.version)).toEqual(Array.from({ length: 20 }, (_, i) => 20 - i));
      expect(listed[0]).toMatchObject({ ...base, version: 20 });
      expect((await r.versions.findLatest(ann, deck.id))?.version).toBe(20);
      expect(await r.versions.listByDeck(bob, deck.id)).toEqual([]);
      expect(await r.versions.delete(bob, deck.id, listed[0]!.id)).toBe(false);
      expect(await r.versions.delete(ann, randomUUID(), listed[0]!.id)).toBe(false);
      expect(await r.versions.delete(ann, deck.id, listed[0]!.id)).toBe(true);
      expect((await r.versions.findLatest(ann, deck.id))?.version).toBe(19);
      expect(await r.versions.findLatest(ann, (await newDeck(ann)).id)).toBeNull();
    });

    it('finds one version by id within the owner and labels versions without their content', async () => {
      const [ann, bob] = [await newUser(), await newUser()];
      const [d1, d2] = [await newDeck(ann), await newDeck(ann)];
      const add = (deckId: string) =>
        r.versions.appendNext({
          id: randomUUID(),
          ownerId: ann,
          personalDeckId: deckId,
          content: '4 Opt',
          source: 'manual',
          createdAt: at(1),
        });
      const [a1, a2, b1] = [await add(d1.id), await add(d1.id), await add(d2.id)];
      expect(await r.versions.findOwned(ann, a2.id)).toEqual(a2);
      expect(await r.versions.findOwned(bob, a2.id)).toBeNull();
      const label = (v: typeof a1) => ({
        id: v.id,
        personalDeckId: v.personalDeckId,
        version: v.version,
        createdAt: v.createdAt,
      });
      expect(await r.versions.listLabels(ann, d1.id)).toEqual([label(a2), label(a1)]);
      expect((await r.versions.listLabels(ann)).map((v) => v.id).sort()).toEqual([a1.id, a2.id, b1.id].sort());
      expect(await r.versions.listLabels(bob)).toEqual([]);
    });
  });

  describe('MetaDeckRepo contract', () => {
    it('round-trips tiers exactly, replaces fields, archives and scopes to the owner', async () => {
      const [ann, bob] = [await newUser(), await newUser()];
      const deck = await newMeta(ann, { tier: 9.9 });
      expect(await r.metaDecks.findOwned(ann, deck.id)).toEqual(deck);
      const fields = { ...roster, name: 'Tron', tier: 0.1, category: 'control', expected: 'less_expected' } as const;
      expect(await r.metaDecks.update(bob, deck.id, fields)).toBeNull();
      expect(await r.metaDecks.update(ann, deck.id, fields)).toEqual({ ...deck, ...fields });
      expect(await r.metaDecks.archive(bob, deck.id, at(2))).toBe(false);
      expect(await r.metaDecks.archive(ann, deck.id, at(2))).toBe(true);
      expect(await r.metaDecks.list(ann, { includeArchived: false })).toEqual([]);
      expect((await r.metaDecks.list(ann, { includeArchived: true })).map((d) => d.tier)).toEqual([0.1]);
    });
  });

  describe('MatchRepo contract', () => {
    it('round-trips a match, pages newest date first with a total, filters by deck and scopes writes', async () => {
      const [ann, bob] = [await newUser(), await newUser()];
      const [d1, d2, meta] = [await newDeck(ann), await newDeck(ann), await newMeta(ann)];
      const match = (date: string, deckId: string, day: number) =>
        aStoredMatch({
          ...notes,
          id: randomUUID(),
          ownerId: ann,
          date,
          personalDeckId: deckId,
          opponentDeckId: meta.id,
          onPlay: day % 2 === 0,
          game1: 'win',
          game2: 'loss',
          game3: null,
          createdAt: at(day),
        });
      const [m1, m2, m3] = [
        match('2026-01-05', d1.id, 1),
        match('2026-02-01', d2.id, 2),
        match('2026-02-01', d1.id, 3),
      ];
      for (const m of [m1, m2, m3]) await r.matches.insert(m);
      const page = await r.matches.page(ann, {}, { limit: 2, offset: 0 });
      expect(page.total).toBe(3);
      expect(page.items).toEqual([m3, m2]);
      expect((await r.matches.page(ann, {}, { limit: 2, offset: 2 })).items).toEqual([m1]);
      expect(
        (await r.matches.page(ann, { personalDeckId: d1.id }, { limit: 10, offset: 0 })).items.map((m) => m.id),
      ).toEqual([m3.id, m1.id]);
      expect(await r.matches.findOwned(ann, m2.id)).toEqual(m2);
      expect(await r.matches.findOwned(bob, m2.id)).toBeNull();
      const { playerId: _player, ...m1Fields } = m1;
      const fields = {
        ...m1Fields,
        date: '2026-03-03',
        personalDeckId: d2.id,
        onPlay: true,
        game1: 'draw',
        game2: null,
        game3: null,
        game2OnPlay: null,
        game1Mulligans: 2,
      } as const;
      expect(await r.matches.update(bob, m1.id, fields)).toBeNull();
      expect(await r.matches.update(ann, m1.id, fields)).toEqual({ ...m1, ...fields });
      expect(await r.matches.delete(bob, m1.id)).toBe(false);
      expect(await r.matches.delete(ann, m1.id)).toBe(true);
      expect((await r.matches.page(bob, {}, { limit: 10, offset: 0 })).total).toBe(0);
    });

    it('stores event, round, version, sides and mulligans, and filters on dates, event, event kind and version', async () => {
      const ann = await newUser();
      const [deck, meta] = [await newDeck(ann), await newMeta(ann)];
      const league: TrackerEvent = { ...event, id: randomUUID(), ownerId: ann, archivedAt: null, createdAt: at(1) };
      await r.events.insert(league);
      const version = await r.versions.appendNext({
        id: randomUUID(),
        ownerId: ann,
        personalDeckId: deck.id,
        content: '4 Opt',
        source: 'manual',
        createdAt: at(1),
      });
      const base = {
        ...notes,
        ownerId: ann,
        personalDeckId: deck.id,
        opponentDeckId: meta.id,
        onPlay: false,
        game1: 'loss',
        game2: 'win',
        game3: 'win',
        createdAt: at(2),
      } as const;
      const detailed = aStoredMatch({
        ...base,
        id: randomUUID(),
        date: '2026-03-05',
        eventId: league.id,
        round: 3,
        decklistVersionId: version.id,
        game2OnPlay: true,
        game3OnPlay: true,
        game1Mulligans: 0,
        game2Mulligans: 7,
        game3Mulligans: 1,
      });
      const plain = aStoredMatch({ ...base, id: randomUUID(), date: '2026-03-01' });
      await r.matches.insertMany([detailed, plain]);
      const ids = async (filter: Parameters<typeof r.matches.page>[1]) =>
        (await r.matches.page(ann, filter, { limit: 10, offset: 0 })).items.map((m) => m.id);
      expect(await r.matches.findOwned(ann, detailed.id)).toEqual(detailed);
      expect(await ids({ dateFrom: '2026-03-02' })).toEqual([detailed.id]);
      expect(await ids({ dateTo: '2026-03-01' })).toEqual([plain.id]);
      expect(await ids({ dateFrom: '2026-03-01', dateTo: '2026-03-05' })).toEqual([detailed.id, plain.id]);
      expect(await ids({ eventId: league.id })).toEqual([detailed.id]);
      expect(await ids({ decklistVersionId: version.id })).toEqual([detailed.id]);
      expect(await ids({ eventKinds: ['testing'] })).toEqual([plain.id]);
      expect(await ids({ eventKinds: ['league', 'tournament'] })).toEqual([detailed.id]);
      expect(await ids({ eventKinds: ['testing', 'league'], dateTo: '2026-03-04' })).toEqual([plain.id]);
    });

    it('keeps a match when its version is deleted, with no version', async () => {
      const ann = await newUser();
      const [deck, meta] = [await newDeck(ann), await newMeta(ann)];
      const version = await r.versions.appendNext({
        id: randomUUID(),
        ownerId: ann,
        personalDeckId: deck.id,
        content: '4 Opt',
        source: 'manual',
        createdAt: at(1),
      });
      const m = aStoredMatch({
        ...notes,
        id: randomUUID(),
        ownerId: ann,
        date: '2026-03-01',
        personalDeckId: deck.id,
        opponentDeckId: meta.id,
        onPlay: true,
        game1: 'win',
        game2: null,
        game3: null,
        decklistVersionId: version.id,
        createdAt: at(1),
      });
      await r.matches.insert(m);
      expect(await r.versions.delete(ann, deck.id, version.id)).toBe(true);
      expect(await r.matches.findOwned(ann, m.id)).toEqual({ ...m, decklistVersionId: null });
    });

    it('streams every match that passes the filter, newest first, across batches', async () => {
      const ann = await newUser();
      const [deck, meta] = [await newDeck(ann), await newMeta(ann)];
      // 1,203 matches over 3 dates and equal timestamps, so batches split inside a date and a created_at.
      const many: Match[] = Array.from({ length: 1_203 }, (_, i) =>
        aStoredMatch({
          ...notes,
          id: randomUUID(),
          ownerId: ann,
          date: `2026-03-0${1 + (i % 3)}`,
          personalDeckId: deck.id,
          opponentDeckId: meta.id,
          onPlay: i % 2 === 0,
          game1: 'win',
          game2: null,
          game3: null,
          createdAt: at(1 + (i % 2)),
        }),
      );
      await r.matches.insertMany(many);
      const streamed = await collect(r.matches.stream(ann, {}));
      const newestFirst = (a: Match, b: Match) =>
        b.date.localeCompare(a.date) || b.createdAt.getTime() - a.createdAt.getTime() || (b.id < a.id ? -1 : 1);
      expect(streamed.map((m) => m.id)).toEqual([...many].sort(newestFirst).map((m) => m.id));
      expect((await collect(r.matches.stream(ann, { dateFrom: '2026-03-03' }))).length).toBe(401);
    });
  });

  describe('EventRepo contract', () => {
    it('round-trips events, lists newest first with archived ones only on request, and scopes writes', async () => {
      const [ann, bob] = [await newUser(), await newUser()];
      const older: TrackerEvent = {
        ...event,
        id: randomUUID(),
        ownerId: ann,
        date: '2026-01-01',
        kind: 'testing',
        location: null,
        rounds: null,
        archivedAt: null,
        createdAt: at(1),
      };
      const newer: TrackerEvent = { ...event, id: randomUUID(), ownerId: ann, archivedAt: null, createdAt: at(2) };
      for (const e of [older, newer]) await r.events.insert(e);
      expect(await r.events.list(ann, { includeArchived: false })).toEqual([newer, older]);
      expect(await r.events.findOwned(bob, newer.id)).toBeNull();
      const fields = { ...event, name: 'GP', kind: 'tournament', rounds: 9 } as const;
      expect(await r.events.update(bob, newer.id, fields)).toBeNull();
      expect(await r.events.update(ann, newer.id, fields)).toEqual({ ...newer, ...fields });
      expect(await r.events.archive(bob, older.id, at(3))).toBe(false);
      expect(await r.events.archive(ann, older.id, at(3))).toBe(true);
      expect(await r.events.archive(ann, older.id, at(4))).toBe(false);
      expect((await r.events.list(ann, { includeArchived: false })).map((e) => e.id)).toEqual([newer.id]);
      expect(await r.events.list(ann, { includeArchived: true })).toEqual([
        { ...newer, ...fields },
        { ...older, archivedAt: at(3) },
      ]);
    });
  });

  describe('CardTestRepo contract', () => {
    it('round-trips tests, hides legacy ones without a deck, filters by deck and scopes writes', async () => {
      const [ann, bob] = [await newUser(), await newUser()];
      const [d1, d2, meta] = [await newDeck(ann), await newDeck(ann), await newMeta(ann)];
      const test = (deckId: string | null, day: number) =>
        ({
          id: randomUUID(),
          ownerId: ann,
          playerId: ann,
          tester: 'me',
          cardName: 'Bolt',
          personalDeckId: deckId,
          opponentDeckId: meta.id,
          rating: 4,
          notes: null,
          createdAt: at(day),
        }) as const;
      const [t1, t2, legacy] = [test(d1.id, 1), test(d2.id, 2), test(null, 3)];
      for (const t of [t1, t2, legacy]) await r.cardTests.insert(t);
      const all = await r.cardTests.page(ann, {}, { limit: 10, offset: 0 });
      expect(all).toEqual({ items: [t2, t1], total: 2 });
      expect(await collect(r.cardTests.stream(ann, { personalDeckId: d1.id }))).toEqual([t1]);
      const fields = {
        tester: 'you',
        cardName: 'Opt',
        personalDeckId: d2.id,
        opponentDeckId: null,
        rating: 1,
        notes: 'meh',
      };
      expect(await r.cardTests.update(bob, t1.id, fields)).toBeNull();
      expect(await r.cardTests.update(ann, legacy.id, fields)).toEqual({ ...legacy, ...fields });
      expect((await collect(r.cardTests.stream(ann, {}))).map((t) => t.id)).toEqual([legacy.id, t2.id, t1.id]);
      expect(await r.cardTests.delete(bob, t1.id)).toBe(false);
      expect(await r.cardTests.delete(ann, t1.id)).toBe(true);
    });
  });

  describe('TrackerWorkspaceRepo contract', () => {
    it('deletes the decks, versions, roster, roster syncs, events, matches and card tests of one workspace (a team’s or a user’s) and nothing of another', async () => {
      const ann = await newUser();
      const team = randomUUID();
      const seed = async (ownerId: string) => {
        const [deck, meta] = [await newDeck(ownerId), await newMeta(ownerId)];
        await r.versions.appendNext({
          id: randomUUID(),
          ownerId,
          personalDeckId: deck.id,
          content: 'x',
          source: 'manual',
          createdAt: at(1),
        });
        const ev: TrackerEvent = { ...event, id: randomUUID(), ownerId, archivedAt: null, createdAt: at(1) };
        await r.events.insert(ev);
        await r.matches.insert(
          aStoredMatch({
            ...notes,
            id: randomUUID(),
            ownerId,
            playerId: ann,
            date: '2026-03-01',
            personalDeckId: deck.id,
            opponentDeckId: meta.id,
            onPlay: true,
            game1: 'win',
            game2: 'win',
            game3: null,
            createdAt: at(1),
          }),
        );
        await r.cardTests.insert({
          id: randomUUID(),
          ownerId,
          playerId: ann,
          tester: 'me',
          cardName: 'Bolt',
          personalDeckId: deck.id,
          opponentDeckId: null,
          rating: 3,
          notes: null,
          createdAt: at(1),
        });
        await r.rosterSnapshots.insert({
          id: randomUUID(),
          ownerId,
          takenAt: at(1),
          format: 'modern',
          from: null,
          to: null,
          weighting: 'none',
          fieldDecks: 0,
          createdDecks: 0,
          rows: [],
        });
        return deck.id;
      };
      const everything = async (ownerId: string, deckId: string) => ({
        decks: (await r.decks.list(ownerId, { includeArchived: true })).length,
        versions: (await r.versions.listByDeck(ownerId, deckId)).length,
        roster: (await r.metaDecks.list(ownerId, { includeArchived: true })).length,
        events: (await r.events.list(ownerId, { includeArchived: true })).length,
        matches: (await r.matches.page(ownerId, {}, { limit: 10, offset: 0 })).total,
        tests: (await r.cardTests.page(ownerId, {}, { limit: 10, offset: 0 })).total,
        syncs: (await r.rosterSnapshots.list(ownerId, { limit: 10, offset: 0 })).total,
      });
      const [annDeck, teamDeck] = [await seed(ann), await seed(team)];
      const one = { decks: 1, versions: 1, roster: 1, events: 1, matches: 1, tests: 1, syncs: 1 };
      expect(await everything(team, teamDeck)).toEqual(one);
      await r.workspaces.deleteAll(team);
      expect(await everything(team, teamDeck)).toEqual({
        decks: 0,
        versions: 0,
        roster: 0,
        events: 0,
        matches: 0,
        tests: 0,
        syncs: 0,
      });
      expect(await everything(ann, annDeck)).toEqual(one);
      await r.workspaces.deleteAll(ann);
      expect(await everything(ann, annDeck)).toEqual({
        decks: 0,
        versions: 0,
        roster: 0,
        events: 0,
        matches: 0,
        tests: 0,
        syncs: 0,
      });
    });
  });
}
