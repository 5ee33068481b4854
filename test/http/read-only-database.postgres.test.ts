import { setDatabaseReadOnly } from '../support/databases.js';
import { describeOn } from '../support/each-database.js';
import { startTestApp } from '../support/test-app.js';
import { readOnlyDatabaseSuite } from './read-only-database.suite.js';

/** The database is switched to `default_transaction_read_only` under the running app, as on a hot standby. */
describeOn(
  'postgres',
  'a read-only database over HTTP',
  readOnlyDatabaseSuite({
    start: () => startTestApp('postgres'),
    set: async (app, readOnly) => {
      await setDatabaseReadOnly(app.database.name, readOnly);
      return app;
    },
  }),
);
