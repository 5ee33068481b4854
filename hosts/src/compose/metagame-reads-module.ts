import { SqlMetaReadsRepo, SqlRosterSnapshotRepo } from '@metagame/adapters';
import { GetMatchupMatrix } from '@metagame/core/metagame/use-cases/get-matchup-matrix';
import { GetMetaShare } from '@metagame/core/metagame/use-cases/get-meta-share';
import { GetMetaTrend } from '@metagame/core/metagame/use-cases/get-meta-trend';
import { ListMetaFormats } from '@metagame/core/metagame/use-cases/list-meta-formats';
import { ListRosterSnapshots } from '@metagame/core/metagame/use-cases/list-roster-snapshots';
import { SyncRoster } from '@metagame/core/metagame/use-cases/sync-roster';
import { ResolveReadableOwner } from '@metagame/core/tracker/use-cases/resolve-readable-owner';
import { areaModule, construct, provide } from './binding.js';
import { TOKENS as T } from './tokens.js';

/** The public metagame's reads (formats, share, trend, matchup matrix) and the roster syncs that feed on them. */
export const metagameReadsModule = areaModule([
  provide(T.MetaReadsRepo, (get) => new SqlMetaReadsRepo(get(T.Orm).sql)),
  construct(ListMetaFormats, T.MetaReadsRepo),
  construct(GetMetaShare, T.MetaReadsRepo),
  construct(GetMetaTrend, T.MetaReadsRepo),
  construct(GetMatchupMatrix, T.MetaReadsRepo),
  provide(T.RosterSnapshotRepo, (get) => new SqlRosterSnapshotRepo(get(T.Orm).sql)),
  construct(SyncRoster, GetMetaShare, T.MetaDeckRepo, T.RosterSnapshotRepo, T.UnitOfWork, T.IdGenerator, T.Clock),
  construct(ListRosterSnapshots, ResolveReadableOwner, T.RosterSnapshotRepo),
]);
