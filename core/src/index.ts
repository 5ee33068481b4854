/**
 * The public API of the core: the use cases with their inputs and outputs, the ports adapters
 * implement, the entities and rules hosts and adapters share, and the domain error catalogue.
 * Error factories, policies and helpers that only use cases call stay inside.
 */
export { type Result, ok, err } from './shared/result.js';
export { type DomainError, domainError } from './shared/domain-error.js';
export { type DomainErrorCode } from './shared/error-codes.js';
export type { Clock } from './shared/clock.js';
export type { IdGenerator } from './shared/id-generator.js';
export type { UnitOfWork } from './shared/unit-of-work.js';
export type { Logger } from './shared/logger.js';

export { ROLES, type Role, isRole } from './identity/entities/role.js';
export { PASSWORD_PATTERN, PASSWORD_RULE_MESSAGE, isStrongPassword } from './identity/entities/password-policy.js';
export { EMAIL_MAX_LENGTH, DISPLAY_NAME_MAX_LENGTH } from './identity/entities/email.js';
export { type User, type PublicUser } from './identity/entities/user.js';
export type { TokenClaims, TokenPair } from './identity/entities/token-claims.js';
export {
  type Session,
  type ClientInfo,
  UNKNOWN_CLIENT,
  USER_AGENT_MAX_LENGTH,
  IP_ADDRESS_MAX_LENGTH,
} from './identity/entities/session.js';
export {
  AUDIT_EVENT_TYPES,
  type AuditEventType,
  isAuditEventType,
  type AuditEvent,
  type AuditDetails,
  type AuditFilter,
  type LoginFailureReason,
} from './identity/entities/audit-event.js';
export { type AuditNote, AuditTrail } from './identity/entities/audit-trail.js';
export { SessionStarter } from './identity/entities/session-starter.js';
export type { SessionRepo } from './identity/ports/session-repo.js';
export type { AuditLog } from './identity/ports/audit-log.js';
export type { NewUser, UserPatch, UpdateOptions, UserRepo } from './identity/ports/user-repo.js';
export type { PasswordHasher } from './identity/ports/password-hasher.js';
export type { TokenSigner } from './identity/ports/token-signer.js';
export { TokenIssuer } from './identity/entities/token-issuer.js';
export { type ValidatedToken, TokenValidator } from './identity/entities/token-validator.js';
export { type LoginInput, type LoginOutput, Login } from './identity/use-cases/login.js';
export {
  type RefreshTokensInput,
  type RefreshTokensOutput,
  RefreshTokens,
} from './identity/use-cases/refresh-tokens.js';
export { type LogoutInput, Logout } from './identity/use-cases/logout.js';
export {
  type AuthorizeRequestInput,
  type AuthorizeRequestOutput,
  AuthorizeRequest,
} from './identity/use-cases/authorize-request.js';
export { type RegisterUserInput, type RegisterUserOutput, RegisterUser } from './identity/use-cases/register-user.js';
export {
  type ChangePasswordInput,
  type ChangePasswordOutput,
  ChangePassword,
} from './identity/use-cases/change-password.js';
export {
  type UpdateUserByAdminInput,
  type UpdateUserByAdminOutput,
  UpdateUserByAdmin,
} from './identity/use-cases/update-user-by-admin.js';
export { type ListUsersInput, type ListUsersOutput, ListUsers } from './identity/use-cases/list-users.js';
export { type GetUserInput, type GetUserOutput, GetUser } from './identity/use-cases/get-user.js';
export { type DeleteUserInput, DeleteUser } from './identity/use-cases/delete-user.js';
export { type ListSessionsInput, type ListSessionsOutput, ListSessions } from './identity/use-cases/list-sessions.js';
export { type EndSessionInput, EndSession } from './identity/use-cases/end-session.js';
export {
  type EndOtherSessionsInput,
  type EndOtherSessionsOutput,
  EndOtherSessions,
} from './identity/use-cases/end-other-sessions.js';
export {
  type ListAuditEventsInput,
  type ListAuditEventsOutput,
  ListAuditEvents,
} from './identity/use-cases/list-audit-events.js';
export { type PruneIdentityRecordsOutput, PruneIdentityRecords } from './identity/use-cases/prune-identity-records.js';
export {
  type VerificationRecord,
  type VerificationPolicy,
  type CodePurpose,
  VERIFICATION_CODE_PATTERN,
  verificationLink,
} from './identity/entities/verification-code.js';
export type { AttemptOutcome, VerificationRepo } from './identity/ports/verification-repo.js';
export type { CodeGenerator } from './identity/ports/code-generator.js';
export type { CodeHasher } from './identity/ports/code-hasher.js';
export {
  type VerificationMessage,
  type NoticeMessage,
  MailDeliveryError,
  type Mailer,
} from './identity/ports/mailer.js';
export { VerificationSender } from './identity/entities/verification-sender.js';
export { type SignUpInput, type SignUpOutput, type SignUpError, SignUp } from './identity/use-cases/sign-up.js';
export {
  type VerifyEmailInput,
  type VerifyEmailOutput,
  type VerifyEmailError,
  VerifyEmail,
} from './identity/use-cases/verify-email.js';
export {
  type ResendVerificationInput,
  type ResendVerificationOutput,
  ResendVerification,
} from './identity/use-cases/resend-verification.js';
export { CodeChecker } from './identity/entities/code-checker.js';
export {
  type RequestPasswordResetInput,
  type RequestPasswordResetOutput,
  RequestPasswordReset,
} from './identity/use-cases/request-password-reset.js';
export {
  type ResetPasswordInput,
  type ResetPasswordError,
  ResetPassword,
} from './identity/use-cases/reset-password.js';
export {
  type RequestEmailChangeInput,
  type RequestEmailChangeError,
  RequestEmailChange,
} from './identity/use-cases/request-email-change.js';
export {
  type ConfirmEmailChangeInput,
  type ConfirmEmailChangeError,
  ConfirmEmailChange,
} from './identity/use-cases/confirm-email-change.js';
export {
  type TotpFactor,
  type LoginChallenge,
  TOTP_PERIOD_SECONDS,
  TOTP_DIGITS,
  TOTP_DRIFT_STEPS,
  RECOVERY_CODE_COUNT,
  timeStep,
} from './identity/entities/totp.js';
export type { TotpRepo } from './identity/ports/totp-repo.js';
export type { TotpCrypto } from './identity/ports/totp-crypto.js';
export { type FactorCheck, SecondFactor } from './identity/entities/second-factor.js';
export { type SecondFactorChallenge, isSecondFactorChallenge, LoginGate } from './identity/entities/login-gate.js';
export {
  type StartTotpEnrolmentInput,
  type StartTotpEnrolmentOutput,
  StartTotpEnrolment,
} from './identity/use-cases/start-totp-enrolment.js';
export {
  type ConfirmTotpEnrolmentInput,
  type ConfirmTotpEnrolmentOutput,
  ConfirmTotpEnrolment,
} from './identity/use-cases/confirm-totp-enrolment.js';
export { type DisableTotpInput, DisableTotp } from './identity/use-cases/disable-totp.js';
export { type GetTotpStatusInput, type TotpStatus, GetTotpStatus } from './identity/use-cases/get-totp-status.js';
export {
  type CompleteSecondFactorInput,
  type CompleteSecondFactorOutput,
  CompleteSecondFactor,
} from './identity/use-cases/complete-second-factor.js';

export { type UserSettings, defaultSettings, type SharedUser } from './tracker/entities/user-settings.js';
export { type PersonalDeck, PERSONAL_DECK_NAME_MAX_LENGTH } from './tracker/entities/personal-deck.js';
export {
  DECKLIST_SOURCES,
  type DecklistSource,
  type DecklistVersion,
  DECKLIST_CONTENT_MAX_LENGTH,
} from './tracker/entities/decklist-version.js';
export {
  META_DECK_CATEGORIES,
  type MetaDeckCategory,
  EXPECTATIONS,
  type Expectation,
  isValidTier,
  type MetaDeckFields,
  type MetaDeck,
  conversion,
} from './tracker/entities/meta-deck.js';
export {
  GAME_RESULTS,
  type GameResult,
  MULLIGANS_MAX,
  ROUND_MAX,
  type MatchFields,
  type Match,
  type MatchDraft,
} from './tracker/entities/match.js';
export { type MatchIssue, playOrder, matchIssues } from './tracker/entities/play-order.js';
export { type MatchFilter, inMatchFilter } from './tracker/entities/match-filter.js';
export {
  EVENT_KINDS,
  type EventKind,
  EVENT_NAME_MAX_LENGTH,
  EVENT_FORMAT_MAX_LENGTH,
  EVENT_LOCATION_MAX_LENGTH,
  EVENT_ROUNDS_MAX,
  type TrackerEventFields,
  type TrackerEvent,
} from './tracker/entities/tracker-event.js';
export type { MatchReferences } from './tracker/entities/resolve-match.js';
export type { NamedRecordRepos } from './tracker/entities/record-names.js';
export type { ImportIssue, ImportRejected } from './tracker/errors.js';
export {
  RATING_MIN,
  RATING_MAX,
  type CardTestFields,
  type CardTest,
  type AttributedCardTest,
} from './tracker/entities/card-test.js';
export type { PageRequest, Page } from './tracker/entities/page.js';
export type { UserSettingsRepo } from './tracker/ports/user-settings-repo.js';
export type { PersonalDeckRepo } from './tracker/ports/personal-deck-repo.js';
export type {
  NewDecklistVersion,
  DecklistVersionLabel,
  DecklistVersionRepo,
} from './tracker/ports/decklist-version-repo.js';
export type { EventRepo } from './tracker/ports/event-repo.js';
export type { MetaDeckRepo } from './tracker/ports/meta-deck-repo.js';
export type { MatchRepo } from './tracker/ports/match-repo.js';
export type { CardTestFilter, CardTestRepo } from './tracker/ports/card-test-repo.js';
export {
  type ResolveReadableOwnerInput,
  type ResolveReadableOwnerOutput,
  ResolveReadableOwner,
} from './tracker/use-cases/resolve-readable-owner.js';

export { type GameTally, tallyGames, addTallies } from './tracker-analytics/entities/game-tally.js';
export { winRate, winLossRatio } from './tracker-analytics/entities/win-rate.js';
export { wilsonInterval } from './tracker-analytics/entities/wilson-interval.js';
export { type WinRateFigures, winRateFigures } from './tracker-analytics/entities/win-rate-figures.js';
export {
  type MatchGrouping,
  type MatchCounts,
  type MulliganCounts,
  type MatchGames,
  matchOutcome,
  countMatches,
  countMulligans,
} from './tracker-analytics/entities/matchup-counts.js';
export type { SliceFigures } from './tracker-analytics/entities/slice-figures.js';
export {
  type OpponentDeck,
  type MatchupSummaryRow,
  buildMatchupSummary,
} from './tracker-analytics/entities/matchup-summary.js';
export { type ArchetypeSummaryRow, buildArchetypeSummary } from './tracker-analytics/entities/archetype-summary.js';
export {
  type VersionStatsRow,
  type VersionStats,
  buildVersionStats,
} from './tracker-analytics/entities/version-stats.js';
export { type DecklistSection, parseDecklistRow } from './tracker-analytics/entities/decklist-row.js';
export {
  DECK_SECTIONS,
  type DeckSection,
  type DeckCard,
  parseDecklistCards,
} from './tracker-analytics/entities/decklist-cards.js';
export { type DecklistChange, diffDecklists } from './tracker-analytics/entities/decklist-diff.js';
export { CardNameMatcher, normaliseCardText } from './tracker-analytics/entities/card-name-matcher.js';
export { DECKLIST_ROW_STATUSES, ratingVerdict } from './tracker-analytics/entities/rating-verdict.js';
export { type DecklistViewItem, type RatedCard, colourDecklist } from './tracker-analytics/entities/colour-decklist.js';
export { type DeckBuilder, parseDeckUrl } from './tracker-analytics/entities/deck-url.js';
export { type DeckEntry, type DeckSections, formatDecklist } from './tracker-analytics/entities/format-decklist.js';
export {
  externalDeckNotFound,
  externalDeckPrivate,
  deckSourceFailed,
  deckSourceRefused,
  type DeckFetchError,
} from './tracker-analytics/errors.js';
export type { FetchedDeck, DeckFetcher } from './tracker-analytics/ports/deck-fetcher.js';
export type { DeckBuilderThrottle } from './tracker-analytics/ports/deck-builder-throttle.js';
export type { MatchStatsRepo } from './tracker-analytics/ports/match-stats-repo.js';
export type { CardRatingsRepo } from './tracker-analytics/ports/card-ratings-repo.js';
export {
  type ImportExternalDecklistInput,
  type ImportExternalDecklistError,
  ImportExternalDecklist,
} from './tracker-analytics/use-cases/import-external-decklist.js';
export { type GetMatchupSummaryInput, GetMatchupSummary } from './tracker-analytics/use-cases/get-matchup-summary.js';
export {
  type GetArchetypeSummaryInput,
  GetArchetypeSummary,
} from './tracker-analytics/use-cases/get-archetype-summary.js';
export { type GetDecklistViewInput, GetDecklistView } from './tracker-analytics/use-cases/get-decklist-view.js';
export { type GetVersionStatsInput, GetVersionStats } from './tracker-analytics/use-cases/get-version-stats.js';
export {
  type GetDecklistDiffInput,
  type GetDecklistDiffOutput,
  GetDecklistDiff,
} from './tracker-analytics/use-cases/get-decklist-diff.js';

export {
  type PlanCard,
  type CardSwap,
  type PlanSides,
  type PlanSide,
  type SideboardPlanFields,
  type SideboardPlan,
  swapsOf,
  PLAN_NOTE_MAX_LENGTH,
  PLAN_CARDS_MAX,
  PLAN_CARD_NAME_MAX_LENGTH,
} from './event-prep/entities/sideboard-plan.js';
export {
  type PlanIssue,
  type BoardCard,
  type PostBoardDeck,
  planIssues,
  postBoardDeck,
  seventyFiveOf,
} from './event-prep/entities/plan-check.js';
export { type SideboardPlanView, viewPlan } from './event-prep/entities/plan-view.js';
export type { PlanReferences } from './event-prep/entities/check-plan.js';
export {
  bestOfThree,
  betaMoments,
  expectedBestOfThree,
  type BetaParameters,
} from './event-prep/entities/best-of-three.js';
export { winsDistribution, atLeastWins } from './event-prep/entities/swiss-record.js';
export { SeededRandom } from './event-prep/entities/seeded-random.js';
export {
  MATCHUP_PRIOR,
  type FieldMatchup,
  type SimulationSettings,
  type MatchupEstimate,
  type SwissOutlook,
  type DeckSimulation,
  estimateMatchup,
  simulateDeck,
  interval95,
} from './event-prep/entities/field-simulation.js';
export { type FieldDeck, defaultField, namedField } from './event-prep/entities/simulation-field.js';
export type { SideboardPlanRepo } from './event-prep/ports/sideboard-plan-repo.js';
export {
  type CreateSideboardPlanInput,
  type CreateSideboardPlanOutput,
  CreateSideboardPlan,
} from './event-prep/use-cases/create-sideboard-plan.js';
export {
  type UpdateSideboardPlanInput,
  type UpdateSideboardPlanOutput,
  UpdateSideboardPlan,
} from './event-prep/use-cases/update-sideboard-plan.js';
export { type DeleteSideboardPlanInput, DeleteSideboardPlan } from './event-prep/use-cases/delete-sideboard-plan.js';
export { type GetSideboardPlanInput, GetSideboardPlan } from './event-prep/use-cases/get-sideboard-plan.js';
export { type ListSideboardPlansInput, ListSideboardPlans } from './event-prep/use-cases/list-sideboard-plans.js';
export {
  type SimulateFieldInput,
  type SimulatedDeck,
  type SimulateFieldOutput,
  SimulateField,
} from './event-prep/use-cases/simulate-field.js';

export type { Card } from './cards/entities/card.js';
export type { CardSet } from './cards/entities/card-set.js';
export {
  PRICE_PLATFORMS,
  PRICE_LISTS,
  PRICE_FINISHES,
  type PricePoint,
  type PriceSeries,
} from './cards/entities/price-series.js';
export { collectorNumberSortKey } from './cards/entities/collector-number.js';
export { normaliseCardName } from './cards/entities/card-name.js';
export type { CardPageRequest, CardListPage, CardReadRepo } from './cards/ports/card-read-repo.js';
export { type ListSetsInput, type ListSetsOutput, ListSets } from './cards/use-cases/list-sets.js';
export { type GetSetInput, type GetSetOutput, GetSet } from './cards/use-cases/get-set.js';
export { type ListSetCardsInput, type ListSetCardsOutput, ListSetCards } from './cards/use-cases/list-set-cards.js';
export { type GetCardInput, type GetCardOutput, GetCard } from './cards/use-cases/get-card.js';
export { type GetCardPricesInput, type GetCardPricesOutput, GetCardPrices } from './cards/use-cases/get-card-prices.js';
export {
  type FindCardsByNameInput,
  type FindCardsByNameOutput,
  FindCardsByName,
} from './cards/use-cases/find-cards-by-name.js';
export { searchKey, searchWords } from './cards/entities/search-key.js';
export { currentPrices, type LatestPrice, type CurrentPrice, type PricedCard } from './cards/entities/current-price.js';
export type { CardIdentifier } from './cards/entities/card-identifier.js';
export {
  COLOR_BITS,
  RARITY_RANK,
  IS_LAYOUTS,
  FORMATS,
  colorMask,
  type CardQuery,
  type WordField,
  type ColorField,
  type NumberField,
  type Comparison,
  type IsKind,
} from './cards/entities/card-query.js';
export { parseCardQuery, type CardQuerySyntaxError } from './cards/entities/parse-card-query.js';
export {
  pickFuzzyName,
  nameScore,
  editDistance,
  type NameCandidate,
  type FuzzyOutcome,
} from './cards/entities/fuzzy-name.js';
export type { CardSearchRepo, SearchOptions, SearchOrder, SearchUnique } from './cards/ports/card-search-repo.js';
export { PriceCards, type PriceCardsSettings } from './cards/use-cases/price-cards.js';
export {
  AUTOCOMPLETE_LIMIT,
  type AutocompleteCardNamesInput,
  type AutocompleteCardNamesOutput,
  AutocompleteCardNames,
} from './cards/use-cases/autocomplete-card-names.js';
export { type FindNamedCardInput, type FindNamedCardOutput, FindNamedCard } from './cards/use-cases/find-named-card.js';
export { type SearchCardsInput, type SearchCardsOutput, SearchCards } from './cards/use-cases/search-cards.js';
export {
  COLLECTION_LIMIT,
  type LookupCardCollectionInput,
  type LookupCardCollectionOutput,
  LookupCardCollection,
} from './cards/use-cases/lookup-card-collection.js';
export {
  IMPORT_SOURCES,
  type ImportSource,
  IMPORT_STATES,
  IMPORT_PHASES,
  type UpstreamMeta,
  type ImportCounts,
  type ImportStatus,
  IDLE_STATUS,
  runningStatus,
} from './card-data/entities/import-status.js';
export {
  IMPORT_HEARTBEAT_SECONDS,
  IMPORT_LEASE_SECONDS,
  type ImportLockHolder,
  holderGone,
} from './card-data/entities/import-lock.js';
export { type MergeMode, mergeCardPrices } from './card-data/entities/merge-mode.js';
export type {
  OnDownloadProgress,
  CatalogueSet,
  CardPrices,
  CardDataSource,
} from './card-data/ports/card-data-source.js';
export type { ImportedFile, PublishPlan, CardDataStore } from './card-data/ports/card-data-store.js';
export type { StoredImportStatus, ImportStatusRepo } from './card-data/ports/import-status-repo.js';
export { type BeginImportInput, type BeginImportOutput, BeginImport } from './card-data/use-cases/begin-import.js';
export { type RunImportInput, type RunImportOutput, RunImport } from './card-data/use-cases/run-import.js';
export { type GetImportStatusOutput, GetImportStatus } from './card-data/use-cases/get-import-status.js';
export { type GetSettingsInput, type GetSettingsOutput, GetSettings } from './tracker/use-cases/get-settings.js';
export {
  type UpdateSettingsInput,
  type UpdateSettingsOutput,
  UpdateSettings,
} from './tracker/use-cases/update-settings.js';
export {
  type ListSharedUsersInput,
  type ListSharedUsersOutput,
  ListSharedUsers,
} from './tracker/use-cases/list-shared-users.js';
export {
  type CreatePersonalDeckInput,
  type CreatePersonalDeckOutput,
  CreatePersonalDeck,
} from './tracker/use-cases/create-personal-deck.js';
export {
  type ListPersonalDecksInput,
  type ListPersonalDecksOutput,
  ListPersonalDecks,
} from './tracker/use-cases/list-personal-decks.js';
export {
  type ArchivePersonalDeckInput,
  type ArchivePersonalDeckOutput,
  ArchivePersonalDeck,
} from './tracker/use-cases/archive-personal-deck.js';
export {
  type AddDecklistVersionInput,
  type AddDecklistVersionOutput,
  AddDecklistVersion,
} from './tracker/use-cases/add-decklist-version.js';
export {
  type ListDecklistVersionsInput,
  type ListDecklistVersionsOutput,
  ListDecklistVersions,
} from './tracker/use-cases/list-decklist-versions.js';
export {
  type DeleteDecklistVersionInput,
  type DeleteDecklistVersionOutput,
  DeleteDecklistVersion,
} from './tracker/use-cases/delete-decklist-version.js';
export {
  type CreateMetaDeckInput,
  type CreateMetaDeckOutput,
  CreateMetaDeck,
} from './tracker/use-cases/create-meta-deck.js';
export {
  type UpdateMetaDeckInput,
  type UpdateMetaDeckOutput,
  UpdateMetaDeck,
} from './tracker/use-cases/update-meta-deck.js';
export {
  type ListMetaDecksInput,
  type ListMetaDecksOutput,
  ListMetaDecks,
} from './tracker/use-cases/list-meta-decks.js';
export {
  type ArchiveMetaDeckInput,
  type ArchiveMetaDeckOutput,
  ArchiveMetaDeck,
} from './tracker/use-cases/archive-meta-deck.js';
export { type RecordMatchInput, type RecordMatchOutput, RecordMatch } from './tracker/use-cases/record-match.js';
export { type UpdateMatchInput, type UpdateMatchOutput, UpdateMatch } from './tracker/use-cases/update-match.js';
export { type DeleteMatchInput, type DeleteMatchOutput, DeleteMatch } from './tracker/use-cases/delete-match.js';
export { type ListMatchesInput, type ListMatchesOutput, ListMatches } from './tracker/use-cases/list-matches.js';
export {
  type RecordCardTestInput,
  type RecordCardTestOutput,
  RecordCardTest,
} from './tracker/use-cases/record-card-test.js';
export {
  type UpdateCardTestInput,
  type UpdateCardTestOutput,
  UpdateCardTest,
} from './tracker/use-cases/update-card-test.js';
export {
  type DeleteCardTestInput,
  type DeleteCardTestOutput,
  DeleteCardTest,
} from './tracker/use-cases/delete-card-test.js';
export {
  type ListCardTestsInput,
  type ListCardTestsOutput,
  ListCardTests,
} from './tracker/use-cases/list-card-tests.js';
export { type CreateEventInput, type CreateEventOutput, CreateEvent } from './tracker/use-cases/create-event.js';
export { type UpdateEventInput, type UpdateEventOutput, UpdateEvent } from './tracker/use-cases/update-event.js';
export { type ListEventsInput, type ListEventsOutput, ListEvents } from './tracker/use-cases/list-events.js';
export { type ArchiveEventInput, type ArchiveEventOutput, ArchiveEvent } from './tracker/use-cases/archive-event.js';
export {
  type ExportMatchesInput,
  type ExportMatchesOutput,
  type NamedMatch,
  ExportMatches,
} from './tracker/use-cases/export-matches.js';
export type { ImportedMatch } from './tracker/entities/imported-match.js';
export {
  type ImportMatchesInput,
  type ImportMatchesOutput,
  ImportMatches,
} from './tracker/use-cases/import-matches.js';
export {
  type ExportCardTestsInput,
  type ExportCardTestsOutput,
  type NamedCardTest,
  ExportCardTests,
} from './tracker/use-cases/export-card-tests.js';
