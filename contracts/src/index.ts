import { IDENTITY_ROUTES } from './identity/routes.js';
import { SIGNUP_ROUTES } from './identity/signup-routes.js';
import { RECOVERY_ROUTES } from './identity/recovery-routes.js';
import { TOTP_ROUTES } from './identity/totp-routes.js';
import { API_TOKEN_ROUTES } from './identity/api-token-routes.js';
import { PASSKEY_ROUTES } from './identity/passkey-routes.js';
import { OIDC_ROUTES } from './identity/oidc-routes.js';
import { SERVICE_ROUTES } from './service/routes.js';
import { CARD_ROUTES } from './cards/routes.js';
import { TRACKER_ROUTES } from './tracker/routes.js';
import { TRACKER_ANALYTICS_ROUTES } from './tracker/analytics-routes.js';
import { EVENT_PREP_ROUTES } from './event-prep/routes.js';
import { TEAM_ROUTES } from './teams/routes.js';
import { METAGAME_ROUTES } from './metagame/routes.js';
import { ARCHETYPE_ROUTES } from './metagame/archetype-routes.js';
import { METAGAME_READ_ROUTES } from './metagame/reads-routes.js';
import { WEBHOOK_ROUTES } from './webhooks/routes.js';
import type { RouteContract } from './route-contract.js';
import { teamVariantsOf } from './tracker/team-variant.js';

export * from './route-contract.js';
export * from './error-responses.js';
export * from './host-error-responses.js';
export * from './common-schemas.js';
export * from './pagination.js';
export * from './text.js';
export * from './wire-codec.js';
export * from './tracker/codecs.js';
export * from './identity/codecs.js';
export * from './cards/codecs.js';
export * from './event-prep/codecs.js';
export * from './teams/codecs.js';
export * from './metagame/archetype-codecs.js';
export * as identity from './identity/routes.js';
export * as identitySchemas from './identity/schemas.js';
export * as sessionSchemas from './identity/session-schemas.js';
export * as auditSchemas from './identity/audit-schemas.js';
export * as signup from './identity/signup-routes.js';
export * as signupSchemas from './identity/signup-schemas.js';
export * as recovery from './identity/recovery-routes.js';
export * as recoverySchemas from './identity/recovery-schemas.js';
export * as totp from './identity/totp-routes.js';
export * as totpSchemas from './identity/totp-schemas.js';
export * as apiTokens from './identity/api-token-routes.js';
export * as apiTokenSchemas from './identity/api-token-schemas.js';
export * as passkeys from './identity/passkey-routes.js';
export * as passkeySchemas from './identity/passkey-schemas.js';
export * as oidc from './identity/oidc-routes.js';
export * as oidcSchemas from './identity/oidc-schemas.js';
export * as service from './service/routes.js';
export * as tracker from './tracker/routes.js';
export * as trackerSchemas from './tracker/schemas.js';
export * as trackerAnalytics from './tracker/analytics-routes.js';
export * as trackerAnalyticsSchemas from './tracker/analytics-schemas.js';
export * as eventPrep from './event-prep/routes.js';
export * as eventPrepSchemas from './event-prep/schemas.js';
export * as cards from './cards/routes.js';
export * as cardSchemas from './cards/schemas.js';
export * from './tracker/team-variant.js';
export * as teams from './teams/routes.js';
export * as teamSchemas from './teams/schemas.js';
export * as metagame from './metagame/routes.js';
export * as metagameSchemas from './metagame/schemas.js';
export * as archetypes from './metagame/archetype-routes.js';
export * as archetypeSchemas from './metagame/archetype-schemas.js';
export * as metagameReads from './metagame/reads-routes.js';
export * as metagameReadSchemas from './metagame/reads-schemas.js';
export * as webhooks from './webhooks/routes.js';
export * as webhookSchemas from './webhooks/schemas.js';
export * from './openapi/build-openapi.js';
export * from './openapi/error-codes-of.js';

/** Every operation of the API; the host mounts exactly these and the OpenAPI document lists exactly these. */
export const ALL_ROUTES: readonly RouteContract[] = [
  ...SERVICE_ROUTES,
  ...IDENTITY_ROUTES,
  ...SIGNUP_ROUTES,
  ...RECOVERY_ROUTES,
  ...TOTP_ROUTES,
  ...API_TOKEN_ROUTES,
  ...PASSKEY_ROUTES,
  ...OIDC_ROUTES,
  ...TRACKER_ROUTES,
  ...TRACKER_ANALYTICS_ROUTES,
  ...EVENT_PREP_ROUTES,
  ...CARD_ROUTES,
  ...teamVariantsOf([...TRACKER_ROUTES, ...TRACKER_ANALYTICS_ROUTES, ...EVENT_PREP_ROUTES]),
  ...WEBHOOK_ROUTES,
  ...teamVariantsOf(WEBHOOK_ROUTES),
  ...TEAM_ROUTES,
  ...METAGAME_ROUTES,
  ...ARCHETYPE_ROUTES,
  ...METAGAME_READ_ROUTES,
];
