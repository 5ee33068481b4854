import { describeOn } from '../support/each-database.js';
import { teamTrackerSuite } from './team-tracker.suite.js';

describeOn('postgres', 'a team’s tracker over HTTP', teamTrackerSuite);
