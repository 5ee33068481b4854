import {
  SqlArchetypeDefinitionRepo,
  SqlDeckArchetypeRepo,
  SqlReclassificationRepo,
  thisProcess,
} from '@metagame/adapters';
import type { ArchetypeDefinitionRepo, DeckArchetypeRepo, PublicDeckCards, ReclassificationRepo } from '@metagame/core';
import type { DatabaseKind } from '../../support/databases.js';
import { openTestOrm } from '../../support/test-orm.js';
import {
  InMemoryArchetypeDefinitionRepo,
  InMemoryDeckArchetypeRepo,
  InMemoryReclassificationRepo,
} from '../../fakes/metagame/in-memory-archetype-repos.js';

/** The archetype ports side by side, with a way to publish decks to label, for the three contract suites. */
export interface ArchetypesHarness {
  readonly definitions: ArchetypeDefinitionRepo;
  readonly runs: ReclassificationRepo;
  /** The same runs as a process that has since ended records and reads them (it started a run, then was killed). */
  readonly runsOfEndedProcess: ReclassificationRepo;
  readonly decks: DeckArchetypeRepo;
  addDeck(id: string, format: string, cards: PublicDeckCards): Promise<void>;
  close(): Promise<void>;
}

const board = (entries: PublicDeckCards['mainboard']) => JSON.stringify(entries.map((e) => [e.count, e.name]));

export async function sqlArchetypesHarness(kind: DatabaseKind): Promise<ArchetypesHarness> {
  const db = await openTestOrm(kind);
  const sql = db.orm.sql;
  let decksAdded = 0;
  const seed = db.inContext({
    async addDeck(id: string, format: string, cards: PublicDeckCards) {
      const tournament = `${id.slice(0, 24)}ffffffffffff`;
      await sql.run(
        'insert into tournaments (id, format, name, date, uri, source_key, deck_count, player_count, has_rounds, ' +
          'has_standings, inconsistent, imported_at) values (?, ?, ?, ?, null, ?, 0, 0, ?, ?, ?, ?) on conflict do nothing',
        [tournament, format, 'Event', T0, tournament, false, false, false, T0],
      );
      await sql.run(
        'insert into tournament_decks (id, tournament_id, position, format, date, player, mainboard, sideboard) values (?, ?, ?, ?, ?, ?, ?, ?)',
        [id, tournament, (decksAdded += 1), format, T0, `player ${id}`, board(cards.mainboard), board(cards.sideboard)],
      );
    },
  });
  return {
    definitions: db.inContext(new SqlArchetypeDefinitionRepo(sql)),
    runs: db.inContext(new SqlReclassificationRepo(sql, { clock })),
    runsOfEndedProcess: db.inContext(new SqlReclassificationRepo(sql, { clock, self: ENDED_PROCESS })),
    decks: db.inContext(new SqlDeckArchetypeRepo(sql)),
    addDeck: (id, format, cards) => seed.addDeck(id, format, cards),
    close: db.close,
  };
}

export async function memoryArchetypesHarness(): Promise<ArchetypesHarness> {
  const decks = new InMemoryDeckArchetypeRepo();
  const runs = new InMemoryReclassificationRepo(clock);
  return {
    definitions: new InMemoryArchetypeDefinitionRepo(),
    runs,
    runsOfEndedProcess: {
      start: async (run) => {
        await runs.start(run);
        runs.holders.set(run.id, { alive: false, heartbeatAt: clock.now() });
      },
      save: (run) => runs.save(run),
      latest: (format) => runs.latest(format),
      holderOf: (id) => runs.holderOf(id),
    },
    decks,
    addDeck: async (id, format, cards) => decks.add(id, format, cards),
    close: async () => {},
  };
}

/** The clock every harness saves progress by (its heartbeats). */
const clock = { now: () => HEARTBEAT };
/** A process that ran on this machine and has ended: a pid above Linux's highest, so none holds it now. */
const here = thisProcess();
const ENDED_PROCESS = {
  host: here.host,
  pid: 2 ** 22 + 17,
  started: here.started === null ? null : `${here.started.slice(0, here.started.lastIndexOf('/'))}/1`,
};

let counter = 0;
/** A fresh id in the contract suites' own range; ids grow, so they sort in the order they were made. */
export const nextId = (block: string) => {
  counter += 1;
  return `00000000-0000-4000-${block}-${counter.toString(16).padStart(12, '0')}`;
};
export const T0 = new Date('2026-07-01T12:00:00.000Z');
export const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);
/** When the harnesses' runs save progress. */
export const HEARTBEAT = new Date('2026-07-01T12:30:00.000Z');
