/** Timestamps come back as epoch-ms numbers on SQLite and as Dates on PostgreSQL. */
export const toDate = (value: Date | number | string): Date =>
  value instanceof Date ? value : new Date(typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value);
