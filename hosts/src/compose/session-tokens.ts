import type { ServiceIdentifier } from 'inversify';
import type {
  AuditLog,
  AuditTrail,
  EndOtherSessions,
  EndSession,
  ListAuditEvents,
  ListSessions,
  PruneIdentityRecords,
  SessionRepo,
  SessionStarter,
} from '@metagame/core';
import type { LoginClientStore } from '../http/login-clients.js';

const token = <T>(name: string): ServiceIdentifier<T> => Symbol.for(`metagame.${name}`);

/** Service identifiers of sessions, the audit trail and known login clients (identity II); spread into TOKENS. */
export const SESSION_TOKENS = {
  SessionRepo: token<SessionRepo>('SessionRepo'),
  AuditLog: token<AuditLog>('AuditLog'),
  AuditTrail: token<AuditTrail>('AuditTrail'),
  SessionStarter: token<SessionStarter>('SessionStarter'),
  /** Clients that logged in to an account before (the login limits' exemption). */
  LoginClientStore: token<LoginClientStore>('LoginClientStore'),
  ListSessions: token<ListSessions>('ListSessions'),
  EndSession: token<EndSession>('EndSession'),
  EndOtherSessions: token<EndOtherSessions>('EndOtherSessions'),
  ListAuditEvents: token<ListAuditEvents>('ListAuditEvents'),
  PruneIdentityRecords: token<PruneIdentityRecords>('PruneIdentityRecords'),
} as const;
