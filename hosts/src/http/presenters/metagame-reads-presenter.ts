import { metagameReadSchemas, wireEncoder } from '@metagame/contracts';
import type { EventWeighting, FormatSummary, MatchupMatrix, MetaShare, MetaTrend, MetaWindow } from '@metagame/core';

const formatsEncoder = wireEncoder(metagameReadSchemas.MetaFormats);
const shareEncoder = wireEncoder(metagameReadSchemas.MetaShare);
const trendEncoder = wireEncoder(metagameReadSchemas.MetaTrend);
const matrixEncoder = wireEncoder(metagameReadSchemas.MatchupMatrix);

/** The formats in the order read: newest tournament first, then by name. */
export const presentMetaFormats = (formats: readonly FormatSummary[]) => formatsEncoder({ formats });

/** The share table with the window and weighting it was read for. */
export const presentMetaShare = (share: MetaShare, window: MetaWindow, weighting: EventWeighting) =>
  shareEncoder({ ...window, weighting, ...share });

/** The trend; each week's points are listed in the order of `weeks`. */
export const presentMetaTrend = (trend: MetaTrend, window: MetaWindow, weighting: EventWeighting) =>
  trendEncoder({ ...window, weighting, ...trend });

export const presentMatchupMatrix = (matrix: MatchupMatrix, window: MetaWindow, minMatches: number) =>
  matrixEncoder({ ...window, minMatches, ...matrix });
