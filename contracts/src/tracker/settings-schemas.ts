import { z } from 'zod';
import { IgnoredOwnerId, Uuid } from './common.js';

export const UserSettingsRead = z
  .object({ data_shared: z.boolean(), active_personal_deck_id: z.uuid().nullable() })
  .meta({
    id: 'UserSettingsRead',
    description: 'The caller’s tracker settings: whether their data is shared, and their active personal deck.',
  });

export const UserSettingsUpdate = z
  .strictObject({
    data_shared: z.boolean().optional(),
    active_personal_deck_id: Uuid.nullable()
      .optional()
      .describe('One of the caller’s active decks (404 otherwise), or null to clear.'),
    owner_id: IgnoredOwnerId,
  })
  .meta({
    id: 'UserSettingsUpdate',
    description: 'A change to the caller’s tracker settings; fields left out keep their value.',
    examples: [{ data_shared: true, active_personal_deck_id: '3f2b8c1e-9d4a-4e7b-8a61-2c5d9e0f7a13' }],
  });

export const SharedUserRead = z.object({ id: z.uuid(), display_name: z.string().nullable(), email: z.string() }).meta({
  id: 'SharedUserRead',
  description: 'A user who shares their tracker data, so others can read it with `owner_id`.',
});
