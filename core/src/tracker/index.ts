/** The tracker: settings, personal decks and their versions, the roster, events, matches, card tests. */
export { type UserSettings, defaultSettings, type SharedUser } from './entities/user-settings.js';
export { type PersonalDeck, PERSONAL_DECK_NAME_MAX_LENGTH } from './entities/personal-deck.js';
export {
  DECKLIST_SOURCES,
  type DecklistSource,
  type DecklistVersion,
  DECKLIST_CONTENT_MAX_LENGTH,
} from './entities/decklist-version.js';
export {
  META_DECK_CATEGORIES,
  type MetaDeckCategory,
  EXPECTATIONS,
  type Expectation,
  isValidTier,
  type MetaDeckFields,
  type MetaDeck,
  FIGURE_SOURCES,
  type FigureSource,
  type FigureSources,
  type PublicArchetypeLink,
  conversion,
} from './entities/meta-deck.js';
export {
  GAME_RESULTS,
  type GameResult,
  MULLIGANS_MAX,
  ROUND_MAX,
  type MatchFields,
  type Match,
  type MatchDraft,
} from './entities/match.js';
export { type MatchIssue, playOrder, matchIssues } from './entities/play-order.js';
export { type MatchFilter, inMatchFilter } from './entities/match-filter.js';
export {
  EVENT_KINDS,
  type EventKind,
  EVENT_NAME_MAX_LENGTH,
  EVENT_FORMAT_MAX_LENGTH,
  EVENT_LOCATION_MAX_LENGTH,
  EVENT_ROUNDS_MAX,
  type TrackerEventFields,
  type TrackerEvent,
} from './entities/tracker-event.js';
export type { MatchReferences } from './entities/resolve-match.js';
export type { NamedRecordRepos } from './entities/record-names.js';
export type { ImportIssue, ImportRejected } from './errors.js';
export {
  RATING_MIN,
  RATING_MAX,
  type CardTestFields,
  type CardTestDraft,
  type CardTest,
  type AttributedCardTest,
} from './entities/card-test.js';
export type { PageRequest, Page } from './entities/page.js';
export type { UserSettingsRepo } from './ports/user-settings-repo.js';
export type { PersonalDeckRepo } from './ports/personal-deck-repo.js';
export type { NewDecklistVersion, DecklistVersionLabel, DecklistVersionRepo } from './ports/decklist-version-repo.js';
export type { EventRepo } from './ports/event-repo.js';
export type { MetaDeckRepo } from './ports/meta-deck-repo.js';
export type { MatchRepo } from './ports/match-repo.js';
export type { CardTestFilter, CardTestRepo } from './ports/card-test-repo.js';
export type { TrackerWorkspaceRepo } from './ports/tracker-workspace-repo.js';
export type { ImportedMatch } from './entities/imported-match.js';
export { sourcesAfterWrite, type AskedSources } from './entities/figure-sources.js';
