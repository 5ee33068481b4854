export * from './compose/config.js';
export { settingsTable } from './compose/settings-table.js';
export * from './compose/tokens.js';
export type { Class, Resolvable, Token } from './compose/token.js';
export * from './compose/runtime.js';
export * from './http/create-app.js';
export * from './http/http-server.js';
export * from './http/openapi-document.js';
export * from './compose/prune-records.js';
