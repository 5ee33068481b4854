import { SqlMetaReadsRepo } from '@metagame/adapters';
import { GetMatchupMatrix } from '@metagame/core/metagame/use-cases/get-matchup-matrix';
import { GetMetaShare } from '@metagame/core/metagame/use-cases/get-meta-share';
import { GetMetaTrend } from '@metagame/core/metagame/use-cases/get-meta-trend';
import { areaModule, construct, provide } from './binding.js';
import { TOKENS as T } from './tokens.js';

/** The public metagame's reads: share, trend and matchup matrix over the imported tournaments. */
export const metagameReadsModule = areaModule([
  provide(T.MetaReadsRepo, (get) => new SqlMetaReadsRepo(get(T.Orm).sql)),
  construct(GetMetaShare, T.MetaReadsRepo),
  construct(GetMetaTrend, T.MetaReadsRepo),
  construct(GetMatchupMatrix, T.MetaReadsRepo),
]);
