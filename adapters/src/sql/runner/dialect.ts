/**
 * Which SQL database a connection speaks: DATABASE_URL's kind. Decided once, where the ORM is opened
 * (`createOrm`), and read by each area to pick its statements (see docs/persistence.md).
 */
export type Dialect = 'postgresql' | 'sqlite';
