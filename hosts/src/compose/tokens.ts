import type { DatabaseHealth, Orm } from '@metagame/adapters';
import type {
  ArchetypeDefinitionRepo,
  AuditLog,
  CardDataSource,
  CardDataStore,
  CardRatingsRepo,
  CardReadRepo,
  CardSearchRepo,
  CardTestRepo,
  Clock,
  TeamRoleLookup,
  TrackerWorkspaceRepo,
  CodeGenerator,
  CodeHasher,
  DeckArchetypeRepo,
  DeckBuilder,
  DeckBuilderThrottle,
  DeckFetcher,
  DecklistVersionRepo,
  EventRepo,
  IdGenerator,
  ImportStatusRepo,
  InvitationTokens,
  Logger,
  Mailer,
  MatchRepo,
  MatchStatsRepo,
  MetaReadsRepo,
  MetaDeckRepo,
  RosterSnapshotRepo,
  PasswordHasher,
  PersonalDeckRepo,
  ReclassificationRepo,
  SessionRepo,
  SideboardPlanRepo,
  TeamInvitationRepo,
  TeamMemberRepo,
  TeamRepo,
  TokenSigner,
  TotpCrypto,
  TotpRepo,
  UnitOfWork,
  UserRepo,
  UserSettingsRepo,
  VerificationRepo,
  TournamentRepo,
  CardNameLookup,
  DeckClassifier,
  WebhookAddressPolicy,
  WebhookOutbox,
  WebhookRepo,
  WebhookSecrets,
  WebhookSender,
} from '@metagame/core';
import type { LoginClientStore } from '../http/login-clients.js';
import type { RateLimitStore } from '../http/rate-limit.js';
import type { HttpMetrics } from '../http/metrics/http-metrics.js';
import type { ServingState } from '../http/serving-state.js';
import type { BackgroundTasks } from './background-tasks.js';
import type { Config } from './config.js';
import { token } from './token.js';

/**
 * Typed identifiers of what has no class of its own to be bound under: the configuration, the
 * database and every port (an interface, implemented by an adapter). Core use cases and services are
 * bound under their class, so adding one adds no token.
 */
export const TOKENS = {
  Config: token<Config>('Config'),
  Orm: token<Orm>('Orm'),
  Logger: token<Logger>('Logger'),
  Clock: token<Clock>('Clock'),
  IdGenerator: token<IdGenerator>('IdGenerator'),
  UnitOfWork: token<UnitOfWork>('UnitOfWork'),
  DatabaseHealth: token<DatabaseHealth>('DatabaseHealth'),
  /** Work a request starts but does not wait for. */
  BackgroundTasks: token<BackgroundTasks>('BackgroundTasks'),
  /** The HTTP abuse limits' counters. */
  RateLimitStore: token<RateLimitStore>('RateLimitStore'),
  /** Clients that logged in to an account before (the login limits' exemption). */
  LoginClientStore: token<LoginClientStore>('LoginClientStore'),
  /** One HTTP app's metrics and readiness: bound by createApp in its own child container. */
  HttpMetrics: token<HttpMetrics>('HttpMetrics'),
  ServingState: token<ServingState>('ServingState'),

  UserRepo: token<UserRepo>('UserRepo'),
  SessionRepo: token<SessionRepo>('SessionRepo'),
  AuditLog: token<AuditLog>('AuditLog'),
  PasswordHasher: token<PasswordHasher>('PasswordHasher'),
  TokenSigner: token<TokenSigner>('TokenSigner'),
  VerificationRepo: token<VerificationRepo>('VerificationRepo'),
  CodeGenerator: token<CodeGenerator>('CodeGenerator'),
  CodeHasher: token<CodeHasher>('CodeHasher'),
  Mailer: token<Mailer>('Mailer'),
  TotpRepo: token<TotpRepo>('TotpRepo'),
  TotpCrypto: token<TotpCrypto>('TotpCrypto'),

  UserSettingsRepo: token<UserSettingsRepo>('UserSettingsRepo'),
  PersonalDeckRepo: token<PersonalDeckRepo>('PersonalDeckRepo'),
  DecklistVersionRepo: token<DecklistVersionRepo>('DecklistVersionRepo'),
  MetaDeckRepo: token<MetaDeckRepo>('MetaDeckRepo'),
  EventRepo: token<EventRepo>('EventRepo'),
  MatchRepo: token<MatchRepo>('MatchRepo'),
  CardTestRepo: token<CardTestRepo>('CardTestRepo'),
  TrackerWorkspaceRepo: token<TrackerWorkspaceRepo>('TrackerWorkspaceRepo'),
  TeamRoleLookup: token<TeamRoleLookup>('TeamRoleLookup'),

  MatchStatsRepo: token<MatchStatsRepo>('MatchStatsRepo'),
  CardRatingsRepo: token<CardRatingsRepo>('CardRatingsRepo'),
  DeckBuilderThrottle: token<DeckBuilderThrottle>('DeckBuilderThrottle'),
  DeckFetchers: token<Readonly<Record<DeckBuilder, DeckFetcher>>>('DeckFetchers'),
  SideboardPlanRepo: token<SideboardPlanRepo>('SideboardPlanRepo'),

  CardReadRepo: token<CardReadRepo>('CardReadRepo'),
  CardSearchRepo: token<CardSearchRepo>('CardSearchRepo'),
  CardDataStore: token<CardDataStore>('CardDataStore'),
  CardDataSource: token<CardDataSource>('CardDataSource'),
  ImportStatusRepo: token<ImportStatusRepo>('ImportStatusRepo'),

  TeamRepo: token<TeamRepo>('TeamRepo'),
  TeamMemberRepo: token<TeamMemberRepo>('TeamMemberRepo'),
  TeamInvitationRepo: token<TeamInvitationRepo>('TeamInvitationRepo'),
  InvitationTokens: token<InvitationTokens>('InvitationTokens'),

  TournamentRepo: token<TournamentRepo>('TournamentRepo'),
  CardNameLookup: token<CardNameLookup>('CardNameLookup'),
  DeckClassifier: token<DeckClassifier>('DeckClassifier'),
  ArchetypeDefinitionRepo: token<ArchetypeDefinitionRepo>('ArchetypeDefinitionRepo'),
  ReclassificationRepo: token<ReclassificationRepo>('ReclassificationRepo'),
  DeckArchetypeRepo: token<DeckArchetypeRepo>('DeckArchetypeRepo'),
  MetaReadsRepo: token<MetaReadsRepo>('MetaReadsRepo'),
  RosterSnapshotRepo: token<RosterSnapshotRepo>('RosterSnapshotRepo'),

  WebhookRepo: token<WebhookRepo>('WebhookRepo'),
  WebhookOutbox: token<WebhookOutbox>('WebhookOutbox'),
  WebhookSender: token<WebhookSender>('WebhookSender'),
  WebhookAddressPolicy: token<WebhookAddressPolicy>('WebhookAddressPolicy'),
  WebhookSecrets: token<WebhookSecrets>('WebhookSecrets'),
} as const;
