import { z } from 'zod';
import { defineRoute } from '../route-contract.js';
import { TRACKER_PREFIX as P, TRACKER_TAG as tag } from './common.js';
import { SharedUserRead, UserSettingsRead, UserSettingsUpdate } from './settings-schemas.js';

export const getSettings = defineRoute({
  operationId: 'getTrackerSettings',
  method: 'get',
  path: `${P}/me/settings`,
  tag,
  summary: 'The caller’s tracker settings (created with defaults on first read)',
  access: 'user',
  tokenScope: 'tracker:read',
  success: { status: 200, description: 'The settings', schema: UserSettingsRead },
  errors: [],
});

export const updateSettings = defineRoute({
  operationId: 'updateTrackerSettings',
  method: 'patch',
  path: `${P}/me/settings`,
  tag,
  summary: 'Change data sharing and the active personal deck',
  description:
    'The active deck must be one of the caller’s decks (404 otherwise) and not archived (422). Archiving it clears the setting.',
  access: 'user',
  tokenScope: 'tracker:write',
  body: UserSettingsUpdate,
  success: { status: 200, description: 'The updated settings', schema: UserSettingsRead },
  errors: ['NOT_FOUND', 'VALIDATION_FAILED'],
});

export const listSharedUsers = defineRoute({
  operationId: 'listSharedUsers',
  method: 'get',
  path: `${P}/shared-users`,
  tag,
  summary: 'Users who share their tracker data with everyone (the caller excluded)',
  access: 'user',
  tokenScope: 'tracker:read',
  success: { status: 200, description: 'The sharing users, by email', schema: z.array(SharedUserRead) },
  errors: [],
});

export const SETTINGS_ROUTES = [getSettings, updateSettings, listSharedUsers];
