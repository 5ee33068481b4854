/** The public metagame: tournaments imported from the open cache, their decks, standings and rounds. */
export type {
  TournamentFile,
  FileCard,
  FileDeck,
  FileRound,
  FileMatch,
  FileStanding,
  FileIssue,
} from './entities/tournament-file.js';
export { readTournamentFile } from './entities/read-tournament-file.js';
export { isByeName } from './entities/read-rounds.js';
export {
  checkStandings,
  recordsFromRounds,
  type PlayerRecord,
  type StandingMismatch,
} from './entities/standings-check.js';
export { KNOWN_FORMATS, FORMAT_PATTERN, formatFromName, normaliseFormat } from './entities/tournament-format.js';
export { placementOf } from './entities/placement.js';
export { buildTournament, sourceKeyOf } from './entities/build-tournament.js';
export {
  deckArchetypeOf,
  type Tournament,
  type TournamentDeck,
  type TournamentMatch,
  type TournamentDetail,
  type DeckStanding,
} from './entities/tournament.js';
export type {
  TournamentRepo,
  TournamentListQuery,
  TournamentPage,
  StoredTournamentKey,
} from './ports/tournament-repo.js';
export type { CardNameLookup } from './ports/card-name-lookup.js';
export type { CardColorSource, ReferenceCard } from './ports/card-color-source.js';
export * from './classifier/reference-colors.js';
export type { DeckClassifier } from './ports/deck-classifier.js';
export { DefinitionsDeckClassifier, type CurrentDefinitions } from './entities/definitions-deck-classifier.js';
export * from './classifier/definition-set.js';
export * from './classifier/definition-problem.js';
export * from './classifier/classify-deck.js';
export * from './classifier/detect-archetypes.js';
export * from './classifier/deck-colors.js';
export * from './classifier/deck-companion.js';
export * from './classifier/archetype-name.js';
export * from './classifier/parse-definition-files.js';
export * from './entities/reclassification.js';
export * from './entities/stored-definition-set.js';
export * from './entities/deck-archetype.js';
export * from './ports/archetype-definition-repo.js';
export * from './ports/reclassification-repo.js';
export * from './ports/deck-archetype-repo.js';
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
export type { FormatSummary } from './entities/format-summary.js';
export type { MetaReadsRepo } from './ports/meta-reads-repo.js';
export type { RosterSnapshot, RosterSnapshotRow } from './entities/roster-snapshot.js';
export type { RosterSnapshotRepo, RosterSnapshotPage } from './ports/roster-snapshot-repo.js';
export { rosterFigures, mostPlayed, type RosterFigures } from './entities/roster-figures.js';
