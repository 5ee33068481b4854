import type { Container } from 'inversify';
import type { RouteBinder } from '../route-binder.js';
import { mountTrackerDeckRoutes } from './tracker-routes-decks.js';
import { mountTrackerLogRoutes } from './tracker-routes-log.js';
import { mountTrackerMetaDeckRoutes } from './tracker-routes-meta.js';
import { mountTrackerSettingsRoutes } from './tracker-routes-settings.js';

/** Every tracker record route (spec 4.5); ownership is enforced by the use cases, not here. */
export function mountTrackerRoutes(bind: RouteBinder, container: Container): void {
  mountTrackerSettingsRoutes(bind, container);
  mountTrackerDeckRoutes(bind, container);
  mountTrackerMetaDeckRoutes(bind, container);
  mountTrackerLogRoutes(bind, container);
}
