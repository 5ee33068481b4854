/**
 * The audit trail's event types: the one list, extended here by every feature that records events
 * (password reset, email change and TOTP appended theirs). Stored as these strings, so a type is
 * never renamed, only added.
 */
export const AUDIT_EVENT_TYPES = [
  'login.succeeded',
  'login.failed',
  'refresh.reuse_detected',
  'logout',
  'session.ended',
  'sessions.others_ended',
  'password.changed',
  'role.changed',
  'account.activated',
  'account.deactivated',
  'account.deleted',
  'account.registered',
  // password reset, email change and the second factor
  'password_reset.requested',
  'password_reset.completed',
  'password_reset.failed',
  'email_change.requested',
  'email_change.completed',
  'email_change.failed',
  'totp.enrolment_started',
  'totp.enabled',
  'totp.disabled',
  'totp.recovery_code_used',
  'login.challenged',
  'login.second_factor_failed',
  // passkeys: `details.credential` is the passkey's id (never its credential id or key)
  'passkey.registered',
  'passkey.renamed',
  'passkey.deleted',
  'passkey.clone_detected',
  // teams: `teamId` names the team; `userId` the member the event is about
  'team.created',
  'team.renamed',
  'team.deleted',
  'team.invitation_sent',
  'team.invitation_revoked',
  'team.invitation_accepted',
  'team.member_removed',
  'team.member_left',
  'team.role_changed',
  'team.ownership_transferred',
  // API tokens: `teamId` names the team of a team token; details carry its id as `credential_id`
  'api_token.created',
  'api_token.revoked',
  // sign-in with an OpenID provider: `details.provider` names it (a sign-in through one is a
  // `login.succeeded` with `method: 'oidc'`, an account it creates an `account.registered` with `via: 'oidc'`)
  'oidc.linked',
  'oidc.unlinked',
  // webhooks: `userId` who did it, `teamId` the team of a team's webhook
  'webhook.created',
  'webhook.updated',
  'webhook.deleted',
  'webhook.secret_rotated',
] as const;
export type AuditEventType = (typeof AUDIT_EVENT_TYPES)[number];

export const isAuditEventType = (value: string): value is AuditEventType =>
  (AUDIT_EVENT_TYPES as readonly string[]).includes(value);

/**
 * Why a login failed. The client is never told: unknown email, wrong password and inactive account
 * all get the same 401 "Invalid credentials.". Only the audit trail keeps the reason.
 */
export type LoginFailureReason = 'unknown_account' | 'wrong_password' | 'inactive_account';

/** Small facts about an event (a reason class, the old and new role). Never a secret. */
export type AuditDetails = Readonly<Record<string, string | number | boolean | null>>;

/**
 * One row of the audit trail. `userId` is the account the event is about (kept after the account is
 * deleted), `actorId` whoever caused it when that is someone else (an admin, a team's captain),
 * `email` the account's email at the time (or the name a failed login tried, or the address a team
 * invitation went to), `teamId` the team of a team event (kept after the team is deleted).
 */
export interface AuditEvent {
  readonly id: string;
  readonly occurredAt: Date;
  readonly type: AuditEventType;
  readonly userId: string | null;
  readonly actorId: string | null;
  readonly sessionId: string | null;
  readonly email: string | null;
  readonly teamId: string | null;
  readonly ipAddress: string | null;
  readonly userAgent: string | null;
  readonly details: AuditDetails;
}

/**
 * Detail keys that would name a secret. The audit trail must never hold a password, code, token or
 * a hash of one; a recorder refuses such a key outright, so a new event cannot slip one in.
 */
const SECRET_KEY = /pass|secret|token|code|hash|otp|totp|cookie|key/i;

export const secretDetailKeys = (details: AuditDetails): string[] =>
  Object.keys(details).filter((key) => SECRET_KEY.test(key));

export interface AuditFilter {
  readonly userId?: string;
  readonly teamId?: string;
  readonly type?: AuditEventType;
  /** Inclusive lower bound. */
  readonly from?: Date;
  /** Exclusive upper bound. */
  readonly to?: Date;
}
