/** The public metagame: tournament results read as share, trend and matchup matrix. */
export type { MetaWindow, MetaInstants } from './entities/meta-window.js';
export { instantsOf } from './entities/meta-window.js';
export {
  EVENT_WEIGHTINGS,
  type EventWeighting,
  type EventSize,
  type SizeWeight,
  eventWeight,
  weightTable,
} from './entities/event-weighting.js';
export { type MatchTally, type MatchRecord, matchRecord, pairingOutcome } from './entities/match-record.js';
export { type PairCount, type ArchetypePair, bothSides } from './entities/archetype-pairs.js';
export { type ArchetypeTally, type ShareRow, type MetaShare, metaShare } from './entities/meta-share.js';
export {
  type WeeklyTally,
  type TrendWeek,
  type TrendSeries,
  type MetaTrend,
  metaTrend,
} from './entities/meta-trend.js';
export { type MatrixCell, type MatchupMatrix, matchupMatrix } from './entities/matchup-matrix.js';
export { weekNumberOf, mondayOf, isoWeekLabel } from './entities/iso-week.js';
export type { MetaReadsRepo } from './ports/meta-reads-repo.js';
