import type { RouteRow } from '../route-table.js';
import { TRACKER_DECK_ROUTES } from './tracker-routes-decks.js';
import { TRACKER_EVENT_ROUTES } from './tracker-routes-events.js';
import { TRACKER_LOG_ROUTES } from './tracker-routes-log.js';
import { TRACKER_META_DECK_ROUTES } from './tracker-routes-meta.js';
import { TRACKER_ROSTER_SYNC_ROUTES } from './tracker-routes-roster-sync.js';
import { TRACKER_SETTINGS_ROUTES } from './tracker-routes-settings.js';

/** Every tracker record route; ownership is enforced by the use cases, not here. */
export const TRACKER_ROUTES: readonly RouteRow[] = [
  ...TRACKER_SETTINGS_ROUTES,
  ...TRACKER_DECK_ROUTES,
  ...TRACKER_ROSTER_SYNC_ROUTES,
  ...TRACKER_META_DECK_ROUTES,
  ...TRACKER_EVENT_ROUTES,
  ...TRACKER_LOG_ROUTES,
];
