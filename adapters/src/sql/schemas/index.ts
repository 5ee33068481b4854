import type { EntitySchema } from '@mikro-orm/core';
import { CARD_SCHEMAS } from './cards/card-schemas.js';
import { SideboardPlanSchema } from './event-prep/sideboard-plan-schema.js';
import { TRACKER_SCHEMAS } from './tracker/tracker-schemas.js';
import { UserSchema } from './identity/user-schema.js';
import { VerificationSchema } from './identity/verification-schema.js';
import { SessionSchema } from './identity/session-schema.js';
import { AuditEventSchema } from './identity/audit-event-schema.js';
import { TOTP_SCHEMAS } from './identity/totp-schemas.js';

/** Every mapped table; each area appends its schemas here. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- schemas of different record types
export const ENTITY_SCHEMAS: EntitySchema<any>[] = [
  UserSchema,
  VerificationSchema,
  SessionSchema,
  AuditEventSchema,
  ...TOTP_SCHEMAS,
  ...TRACKER_SCHEMAS,
  SideboardPlanSchema,
  ...CARD_SCHEMAS,
];
