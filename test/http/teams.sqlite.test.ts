import { describeOn } from '../support/each-database.js';
import { teamsSuite } from './teams.suite.js';

describeOn('sqlite', 'teams over HTTP', teamsSuite);
