import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import { describeOn } from '../support/each-database.js';
import { startTestApp } from '../support/test-app.js';
import { readOnlyDatabaseSuite } from './read-only-database.suite.js';

const scratch = mkdtempSync(join(tmpdir(), 'metagame-read-only-'));
const file = join(scratch, 'app.db');
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/**
 * The app is restarted on its database file opened read-only through a SQLite URI filename
 * (`?mode=ro`). Tests run as root, where file permissions stop no write; SQLite meets a read-only
 * filesystem the same way (it falls back to a read-only open), and both refuse writes with
 * SQLITE_READONLY "attempt to write a readonly database".
 */
describeOn(
  'sqlite',
  'a read-only database over HTTP',
  readOnlyDatabaseSuite({
    start: () => startTestApp('sqlite', { env: { DATABASE_URL: `sqlite:${file}` } }),
    set: async (app, readOnly) => {
      await app.close();
      return startTestApp('sqlite', {
        env: { DATABASE_URL: readOnly ? `sqlite:file:${file}?mode=ro` : `sqlite:${file}` },
      });
    },
  }),
);
