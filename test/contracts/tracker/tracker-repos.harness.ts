import {
  MikroOrmCardTestRepo,
  MikroOrmDecklistVersionRepo,
  MikroOrmMatchRepo,
  MikroOrmMetaDeckRepo,
  MikroOrmPersonalDeckRepo,
  MikroOrmUserRepo,
  MikroOrmUserSettingsRepo,
} from '@metagame/adapters';
import type { CardTestRepo, DecklistVersionRepo, MatchRepo, MetaDeckRepo, PersonalDeckRepo, UserRepo, UserSettingsRepo } from '@metagame/core';
import type { DatabaseKind } from '../../support/databases.js';
import { openTestOrm } from '../../support/test-orm.js';
import { trackerFakes } from '../../fakes/tracker/tracker-fixture.js';

/** The tracker repositories over one store, plus the users they belong to (foreign keys). */
export interface TrackerRepos {
  readonly users: UserRepo;
  readonly settings: UserSettingsRepo;
  readonly decks: PersonalDeckRepo;
  readonly versions: DecklistVersionRepo;
  readonly metaDecks: MetaDeckRepo;
  readonly matches: MatchRepo;
  readonly cardTests: CardTestRepo;
  close(): Promise<void>;
}

export async function openMemoryTrackerRepos(): Promise<TrackerRepos> {
  return { ...trackerFakes(), close: async () => {} };
}

export async function openSqlTrackerRepos(kind: DatabaseKind): Promise<TrackerRepos> {
  const db = await openTestOrm(kind);
  const em = db.orm.em;
  return {
    users: db.inContext(new MikroOrmUserRepo(em)),
    settings: db.inContext(new MikroOrmUserSettingsRepo(em)),
    decks: db.inContext(new MikroOrmPersonalDeckRepo(em)),
    versions: db.inContext(new MikroOrmDecklistVersionRepo(em)),
    metaDecks: db.inContext(new MikroOrmMetaDeckRepo(em)),
    matches: db.inContext(new MikroOrmMatchRepo(em)),
    cardTests: db.inContext(new MikroOrmCardTestRepo(em)),
    close: db.close,
  };
}
