import { EVENT_ROUTES } from './event-routes.js';
import { LOG_ROUTES } from './log-routes.js';
import { META_DECK_ROUTES } from './meta-deck-routes.js';
import { PERSONAL_DECK_ROUTES } from './personal-deck-routes.js';
import { ROSTER_SYNC_ROUTES } from './roster-sync-routes.js';
import { SETTINGS_ROUTES } from './settings-routes.js';

export * from './settings-routes.js';
export * from './personal-deck-routes.js';
export * from './meta-deck-routes.js';
export * from './roster-sync-routes.js';
export * from './log-routes.js';
export * from './event-routes.js';
export * from './common.js';

/** The tracker's records and sharing routes (analytics and URL import live in their own files). */
export const TRACKER_ROUTES = [
  ...SETTINGS_ROUTES,
  ...PERSONAL_DECK_ROUTES,
  ...ROSTER_SYNC_ROUTES,
  ...META_DECK_ROUTES,
  ...EVENT_ROUTES,
  ...LOG_ROUTES,
];
