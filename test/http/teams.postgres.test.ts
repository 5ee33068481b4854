import { describeOn } from '../support/each-database.js';
import { teamsSuite } from './teams.suite.js';

describeOn('postgres', 'teams over HTTP', teamsSuite);
