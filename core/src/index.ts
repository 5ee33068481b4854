/**
 * The public API of the core, area by area: the ports adapters implement, the entities, rules and
 * constants the layers share, and the domain error catalogue. Use cases are not listed here: each is
 * imported from its own file (`@metagame/core/<area>/use-cases/<name>`), so adding one touches no
 * list. Error factories, policies and helpers that only use cases call stay inside.
 */
export * from './shared/index.js';
export * from './identity/index.js';
export * from './tracker/index.js';
export * from './tracker-analytics/index.js';
export * from './event-prep/index.js';
export * from './cards/index.js';
export * from './card-data/index.js';
export * from './teams/index.js';
export * from './metagame/index.js';
export * from './webhooks/index.js';
