import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_MATCHES, type Reclassification, type StoredDefinitionSet } from '@metagame/core';
import { at, HEARTBEAT, nextId, type ArchetypesHarness } from './archetypes.harness.js';

/** What every ReclassificationRepo must do, run against the in-memory fake, SQLite and PostgreSQL alike. */
export function reclassificationRepoContract(make: () => Promise<ArchetypesHarness>): void {
  let h: ArchetypesHarness;
  const aRun = async (format: string, minutes: number): Promise<Reclassification> => {
    const set: StoredDefinitionSet = {
      id: nextId('b000'),
      format,
      importedAt: at(minutes),
      files: [{ path: 'Fallbacks/F.json', text: '{ "Name": "F", "CommonCards": ["A"] }' }],
      archetypeCount: 0,
      fallbackCount: 1,
    };
    await h.definitions.save(set);
    return {
      id: nextId('b000'),
      format,
      definitionSetId: set.id,
      state: 'running',
      startedAt: at(minutes),
      finishedAt: null,
      total: 10,
      done: 0,
      counts: NO_MATCHES,
      message: null,
    };
  };
  beforeAll(async () => {
    h = await make();
  });
  afterAll(async () => h.close());

  describe('ReclassificationRepo contract', () => {
    it('answers null for a format that never had a run', async () => {
      expect(await h.runs.latest('vintage')).toBeNull();
    });

    it('reads back a started run, then its saved progress and end', async () => {
      const run = await aRun('modern', 0);
      await h.runs.start(run);
      expect(await h.runs.latest('modern')).toEqual(run);
      const finished: Reclassification = {
        ...run,
        state: 'succeeded',
        done: 10,
        finishedAt: at(1),
        counts: { rule: 7, fallback: 2, unknown: 1 },
        message: 'done',
      };
      await h.runs.save(finished);
      expect(await h.runs.latest('modern')).toEqual(finished);
    });

    it('answers the newest run of the format, never another format’s', async () => {
      await h.runs.start(await aRun('pioneer', 0));
      const newer = await aRun('pioneer', 3);
      await h.runs.start(newer);
      await h.runs.start(await aRun('legacy', 9));
      expect((await h.runs.latest('pioneer'))?.id).toBe(newer.id);
    });

    it('records the process that started a run and its last progress: this one runs, an ended one does not', async () => {
      const mine = await aRun('premodern', 0);
      await h.runs.start(mine);
      expect(await h.runs.holderOf(mine.id)).toEqual({ alive: true, heartbeatAt: HEARTBEAT });
      const killed = await aRun('oldschool', 0);
      await h.runsOfEndedProcess.start(killed);
      await h.runsOfEndedProcess.save({ ...killed, done: 4 });
      expect(await h.runs.holderOf(killed.id)).toEqual({ alive: false, heartbeatAt: HEARTBEAT });
      expect(await h.runs.holderOf('00000000-0000-4000-b000-ffffffffffff')).toBeNull();
    });

    it('answers the run started last even when the clock did not move between two runs', async () => {
      const runs = [await aRun('standard', 0), await aRun('standard', 0), await aRun('standard', 0)];
      for (const run of [...runs].sort((a, b) => (a.id < b.id ? 1 : -1))) await h.runs.start(run);
      expect((await h.runs.latest('standard'))?.id).toBe(runs[0]?.id);
    });
  });
}
