import { describeOn } from '../support/each-database.js';
import { trackerCompetitiveSuite } from './tracker-competitive.suite.js';

describeOn('sqlite', 'events, game details, version statistics and diffs over HTTP', trackerCompetitiveSuite);
