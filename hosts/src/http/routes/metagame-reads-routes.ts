import type { MetaWindow } from '@metagame/core';
import { metagameReads } from '@metagame/contracts';
import { GetMatchupMatrix } from '@metagame/core/metagame/use-cases/get-matchup-matrix';
import { GetMetaShare } from '@metagame/core/metagame/use-cases/get-meta-share';
import { GetMetaTrend } from '@metagame/core/metagame/use-cases/get-meta-trend';
import { ListMetaFormats } from '@metagame/core/metagame/use-cases/list-meta-formats';
import {
  presentMatchupMatrix,
  presentMetaFormats,
  presentMetaShare,
  presentMetaTrend,
} from '../presenters/metagame-reads-presenter.js';
import { route, type RouteRow } from '../route-table.js';

const windowOf = (q: { format: string; from?: string | undefined; to?: string | undefined }): MetaWindow => ({
  format: q.format,
  from: q.from ?? null,
  to: q.to ?? null,
});

/** The public metagame's reads: anonymous, from any origin, every figure computed on the server. */
export const METAGAME_READ_ROUTES: readonly RouteRow[] = [
  route({
    contract: metagameReads.listMetaFormats,
    useCase: ListMetaFormats,
    input: () => undefined,
    present: presentMetaFormats,
  }),
  route({
    contract: metagameReads.getMetaShare,
    useCase: GetMetaShare,
    input: ({ query }) => ({ window: windowOf(query), weighting: query.weighting }),
    present: (share, { query }) => presentMetaShare(share, windowOf(query), query.weighting),
  }),
  route({
    contract: metagameReads.getMetaTrend,
    useCase: GetMetaTrend,
    input: ({ query }) => ({ window: windowOf(query), weighting: query.weighting }),
    present: (trend, { query }) => presentMetaTrend(trend, windowOf(query), query.weighting),
  }),
  route({
    contract: metagameReads.getMatchupMatrix,
    useCase: GetMatchupMatrix,
    input: ({ query }) => ({ window: windowOf(query), minMatches: query.min_matches }),
    present: (matrix, { query }) => presentMatchupMatrix(matrix, windowOf(query), query.min_matches),
  }),
];
