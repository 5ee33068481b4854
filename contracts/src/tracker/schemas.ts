export * from './settings-schemas.js';
export * from './deck-schemas.js';
export * from './log-schemas.js';
export * from './event-schemas.js';
