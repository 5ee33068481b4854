import type { AskedSources, MetaDeckFields } from '@metagame/core';
import { GetMetaShare } from '@metagame/core/metagame/use-cases/get-meta-share';
import { ListRosterSnapshots } from '@metagame/core/metagame/use-cases/list-roster-snapshots';
import { SyncRoster } from '@metagame/core/metagame/use-cases/sync-roster';
import { CreateMetaDeck } from '@metagame/core/tracker/use-cases/create-meta-deck';
import { UpdateMetaDeck } from '@metagame/core/tracker/use-cases/update-meta-deck';
import { DECKS, MATCHES, TOURNAMENTS } from '../../support/public-meta-fixture.js';
import { trackerFakes } from '../tracker/tracker-fixture.js';
import { InMemoryMetaReadsRepo } from './in-memory-meta-reads-repo.js';

/** The window of test/support/public-meta-fixture.ts whose figures its header counts by hand. */
export const FIXTURE_WINDOW = { format: 'modern', from: '2024-05-13', to: '2024-05-26' };

/**
 * The roster sync and the roster's own writes on the tracker fakes, reading the public metagame
 * of the fixture: what the HTTP routes do, without HTTP.
 */
export function rosterSyncFakes() {
  const f = trackerFakes();
  const share = new GetMetaShare(
    new InMemoryMetaReadsRepo({ tournaments: TOURNAMENTS, decks: DECKS, matches: MATCHES }),
  );
  return {
    ...f,
    share,
    sync: new SyncRoster(share, f.metaDecks, f.rosterSnapshots, f.uow, f.ids, f.clock),
    listSnapshots: new ListRosterSnapshots(f.readable, f.rosterSnapshots),
    createDeck: new CreateMetaDeck(f.metaDecks, f.ids, f.clock),
    updateDeck: new UpdateMetaDeck(f.metaDecks),
  };
}

/** A roster deck's fields as a write sends them, linked to the modern archetype of its name. */
export const rosterDeck = (name: string, patch: Partial<MetaDeckFields & AskedSources> = {}) => ({
  name,
  tier: 1,
  category: 'aggro' as const,
  decklistNotes: '',
  top8: 0,
  presence: 0,
  expected: 'as_expected' as const,
  testsStatus: '',
  publicArchetype: { format: 'modern', name },
  ...patch,
});
