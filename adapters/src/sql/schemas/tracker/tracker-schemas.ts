import { CardTestSchema } from './card-test-schema.js';
import { DecklistVersionSchema } from './decklist-version-schema.js';
import { EventSchema } from './event-schema.js';
import { MatchSchema } from './match-schema.js';
import { MetaDeckSchema } from './meta-deck-schema.js';
import { PersonalDeckSchema } from './personal-deck-schema.js';
import { UserSettingsSchema } from './user-settings-schema.js';

/** The tracker's mapped tables (migrations m0004-tracker and m0012-events-and-game-details). */
export const TRACKER_SCHEMAS = [
  UserSettingsSchema,
  PersonalDeckSchema,
  DecklistVersionSchema,
  MetaDeckSchema,
  MatchSchema,
  CardTestSchema,
  EventSchema,
] as const;
