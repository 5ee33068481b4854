import type { DatabaseTarget } from '../database-url.js';

/**
 * Which SQL database a connection speaks. Decided once, from DATABASE_URL, where the ORM is opened
 * (`createOrm`), and handed to every adapter that writes dialect-specific SQL.
 */
export type Dialect = DatabaseTarget['kind'];
