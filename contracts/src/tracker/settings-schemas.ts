import { z } from 'zod';
import { IgnoredOwnerId, Uuid } from './common.js';

export const UserSettingsRead = z
  .object({ data_shared: z.boolean(), active_personal_deck_id: z.uuid().nullable() })
  .meta({ id: 'UserSettingsRead' });

export const UserSettingsUpdate = z
  .strictObject({
    data_shared: z.boolean().optional(),
    active_personal_deck_id: Uuid.nullable()
      .optional()
      .describe('One of the caller’s active decks (404 otherwise), or null to clear.'),
    owner_id: IgnoredOwnerId,
  })
  .meta({ id: 'UserSettingsUpdate' });

export const SharedUserRead = z
  .object({ id: z.uuid(), display_name: z.string().nullable(), email: z.string() })
  .meta({ id: 'SharedUserRead' });
