import { describeOn } from '../support/each-database.js';
import { teamTrackerSuite } from './team-tracker.suite.js';

describeOn('sqlite', 'a team’s tracker over HTTP', teamTrackerSuite);
