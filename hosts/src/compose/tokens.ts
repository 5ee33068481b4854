import type { ServiceIdentifier } from 'inversify';
import type { DatabaseHealth, Orm } from '@metagame/adapters';
import type { RateLimitStore } from '../http/rate-limit.js';
import type {
  AuthorizeRequest,
  ChangePassword,
  Clock,
  DeleteUser,
  GetUser,
  IdGenerator,
  ListUsers,
  Logger,
  Login,
  Logout,
  PasswordHasher,
  RefreshTokens,
  RegisterUser,
  TokenIssuer,
  TokenSigner,
  TokenValidator,
  UnitOfWork,
  UpdateUserByAdmin,
  UserRepo,
} from '@metagame/core';
import { CARD_TOKENS } from './card-tokens.js';
import type { Config } from './config.js';
import { TRACKER_TOKENS } from './tracker-tokens.js';
import { SIGNUP_TOKENS } from './signup-tokens.js';
import { SESSION_TOKENS } from './session-tokens.js';
import { RECOVERY_TOKENS } from './recovery-tokens.js';
import { TRACKER_ANALYTICS_TOKENS } from './tracker-analytics-tokens.js';
import { EVENT_PREP_TOKENS } from './event-prep-tokens.js';

const token = <T>(name: string): ServiceIdentifier<T> => Symbol.for(`metagame.${name}`);

/** Typed service identifiers of the container; one per port, service and use case. */
export const TOKENS = {
  Config: token<Config>('Config'),
  ...SIGNUP_TOKENS,
  ...SESSION_TOKENS,
  ...RECOVERY_TOKENS,
  ...TRACKER_ANALYTICS_TOKENS,
  ...EVENT_PREP_TOKENS,
  Orm: token<Orm>('Orm'),
  Logger: token<Logger>('Logger'),
  Clock: token<Clock>('Clock'),
  IdGenerator: token<IdGenerator>('IdGenerator'),
  UnitOfWork: token<UnitOfWork>('UnitOfWork'),
  DatabaseHealth: token<DatabaseHealth>('DatabaseHealth'),
  /** The HTTP abuse limits' counters. */
  RateLimitStore: token<RateLimitStore>('RateLimitStore'),
  UserRepo: token<UserRepo>('UserRepo'),
  PasswordHasher: token<PasswordHasher>('PasswordHasher'),
  TokenSigner: token<TokenSigner>('TokenSigner'),
  TokenIssuer: token<TokenIssuer>('TokenIssuer'),
  TokenValidator: token<TokenValidator>('TokenValidator'),
  Login: token<Login>('Login'),
  RefreshTokens: token<RefreshTokens>('RefreshTokens'),
  Logout: token<Logout>('Logout'),
  AuthorizeRequest: token<AuthorizeRequest>('AuthorizeRequest'),
  RegisterUser: token<RegisterUser>('RegisterUser'),
  ChangePassword: token<ChangePassword>('ChangePassword'),
  UpdateUserByAdmin: token<UpdateUserByAdmin>('UpdateUserByAdmin'),
  ListUsers: token<ListUsers>('ListUsers'),
  GetUser: token<GetUser>('GetUser'),
  DeleteUser: token<DeleteUser>('DeleteUser'),
  ...TRACKER_TOKENS,
  ...CARD_TOKENS,
} as const;
