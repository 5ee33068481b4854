import {
  MikroOrmCardTestRepo,
  MikroOrmDecklistVersionRepo,
  MikroOrmEventRepo,
  MikroOrmMatchRepo,
  MikroOrmMetaDeckRepo,
  MikroOrmPersonalDeckRepo,
  MikroOrmUserRepo,
  MikroOrmUserSettingsRepo,
  SqlRosterSnapshotRepo,
  SqlTrackerWorkspaceRepo,
} from '@metagame/adapters';
import type {
  CardTestRepo,
  DecklistVersionRepo,
  EventRepo,
  MatchRepo,
  MetaDeckRepo,
  PersonalDeckRepo,
  RosterSnapshotRepo,
  TrackerWorkspaceRepo,
  UserRepo,
  UserSettingsRepo,
} from '@metagame/core';
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
  readonly events: EventRepo;
  /** The roster's sync snapshots: a metagame port, but rows of the workspace like the rest. */
  readonly rosterSnapshots: RosterSnapshotRepo;
  readonly workspaces: TrackerWorkspaceRepo;
  close(): Promise<void>;
}

export async function openMemoryTrackerRepos(): Promise<TrackerRepos> {
  return { ...trackerFakes(), close: async () => {} };
}

export async function openSqlTrackerRepos(kind: DatabaseKind): Promise<TrackerRepos> {
  const db = await openTestOrm(kind);
  const sql = db.orm.sql;
  return {
    users: db.inContext(new MikroOrmUserRepo(sql)),
    settings: db.inContext(new MikroOrmUserSettingsRepo(sql)),
    decks: db.inContext(new MikroOrmPersonalDeckRepo(sql)),
    versions: db.inContext(new MikroOrmDecklistVersionRepo(sql)),
    metaDecks: db.inContext(new MikroOrmMetaDeckRepo(sql)),
    matches: db.inContext(new MikroOrmMatchRepo(sql)),
    cardTests: db.inContext(new MikroOrmCardTestRepo(sql)),
    events: db.inContext(new MikroOrmEventRepo(sql)),
    rosterSnapshots: db.inContext(new SqlRosterSnapshotRepo(sql)),
    workspaces: db.inContext(new SqlTrackerWorkspaceRepo(sql)),
    close: db.close,
  };
}
