/** Identity: accounts, roles, tokens, sessions, the audit trail, verification codes and TOTP. */
export { ROLES, type Role, isRole } from './entities/role.js';
export { PASSWORD_PATTERN, PASSWORD_RULE_MESSAGE, isStrongPassword } from './entities/password-policy.js';
export { EMAIL_MAX_LENGTH, DISPLAY_NAME_MAX_LENGTH } from './entities/email.js';
export { type User, type PublicUser, NO_PASSWORD, hasPassword } from './entities/user.js';
export type { TokenClaims, TokenPair } from './entities/token-claims.js';
export {
  type Session,
  type ClientInfo,
  UNKNOWN_CLIENT,
  USER_AGENT_MAX_LENGTH,
  IP_ADDRESS_MAX_LENGTH,
} from './entities/session.js';
export {
  AUDIT_EVENT_TYPES,
  type AuditEventType,
  isAuditEventType,
  type AuditEvent,
  type AuditDetails,
  type AuditFilter,
  type LoginFailureReason,
} from './entities/audit-event.js';
export { type AuditNote, AuditTrail } from './entities/audit-trail.js';
export { SessionStarter } from './entities/session-starter.js';
export type { SessionRepo } from './ports/session-repo.js';
export type { AuditLog } from './ports/audit-log.js';
export type { NewUser, UserFilter, UserPatch, UpdateOptions, UserRepo } from './ports/user-repo.js';
export type { PasswordHasher } from './ports/password-hasher.js';
export type { TokenSigner } from './ports/token-signer.js';
export { TokenIssuer } from './entities/token-issuer.js';
export { type ValidatedToken, TokenValidator } from './entities/token-validator.js';
export {
  type VerificationRecord,
  type VerificationPolicy,
  type CodePurpose,
  VERIFICATION_CODE_PATTERN,
  verificationLink,
} from './entities/verification-code.js';
export type { AttemptOutcome, VerificationRepo } from './ports/verification-repo.js';
export type { CodeGenerator } from './ports/code-generator.js';
export type { CodeHasher } from './ports/code-hasher.js';
export {
  type VerificationMessage,
  type NoticeMessage,
  type TeamInvitationMessage,
  MailDeliveryError,
  type Mailer,
} from './ports/mailer.js';
export { VerificationSender } from './entities/verification-sender.js';
export { CodeChecker } from './entities/code-checker.js';
export {
  type TotpFactor,
  type LoginChallenge,
  TOTP_PERIOD_SECONDS,
  TOTP_DIGITS,
  TOTP_DRIFT_STEPS,
  RECOVERY_CODE_COUNT,
  timeStep,
} from './entities/totp.js';
export type { TotpRepo } from './ports/totp-repo.js';
export type { TotpCrypto } from './ports/totp-crypto.js';
export { type FactorCheck, SecondFactor } from './entities/second-factor.js';
export { type SecondFactorChallenge, isSecondFactorChallenge, LoginGate } from './entities/login-gate.js';
export {
  API_TOKEN_SCOPES,
  type ApiTokenScope,
  API_TOKEN_DEFAULT_DAYS,
  API_TOKEN_MAX_DAYS,
  API_TOKEN_NAME_MAX_LENGTH,
  API_TOKEN_LIMIT,
  API_TOKEN_KEPT_AFTER_EXPIRY_MS,
  type ApiToken,
  type ApiTokenHolder,
  isApiTokenScope,
} from './entities/api-token.js';
export {
  API_TOKEN_PREFIX,
  API_TOKEN_BODY_LENGTH,
  API_TOKEN_LENGTH,
  apiTokenSecret,
  isWellFormedApiToken,
  looksLikeApiToken,
  crc32,
} from './entities/api-token-secret.js';
export { type AuthenticatedApiToken, ApiTokenAuthenticator } from './entities/api-token-authenticator.js';
export type { ApiTokenOwner, ApiTokenRepo } from './ports/api-token-repo.js';
export type { ApiTokenSecrets } from './ports/api-token-secrets.js';
export {
  type Passkey,
  type PasskeyDeviceType,
  type PasskeyChallenge,
  PASSKEY_CHALLENGE_TTL_MINUTES,
  PASSKEY_NAME_MAX_LENGTH,
  counterWentBack,
} from './entities/passkey.js';
export type { PasskeyRepo } from './ports/passkey-repo.js';
export {
  type PasskeyCeremony,
  type PasskeyOptions,
  type PasskeyCredentialJson,
  type PasskeyRegistrationJson,
  type PasskeyAssertionJson,
  type VerifiedRegistration,
  type VerifiedAssertion,
  type CeremonyRefusal,
  isRefusal,
} from './ports/passkey-ceremony.js';
export {
  type OpenIdProvider,
  type OpenIdClaims,
  type OpenIdRequest,
  type LinkedIdentity,
  type OpenIdTicket,
  type SignInMethodSet,
  OPEN_ID_REQUEST_TTL_MINUTES,
  signInMethodCount,
} from './entities/open-id.js';
export type { OpenIdClient, OpenIdAuthorization, OpenIdFailure } from './ports/open-id-client.js';
export type { LinkedIdentityRepo } from './ports/linked-identity-repo.js';
export type { OpenIdTicketRepo } from './ports/open-id-ticket-repo.js';
export type { SecretTickets } from './ports/secret-tickets.js';
export { OpenIdTickets } from './entities/open-id-tickets.js';
export { IdentityLinker, type LinkSubject } from './entities/identity-linker.js';
export { OpenIdRegistration } from './entities/open-id-registration.js';
