import { describeOn } from '../support/each-database.js';
import { cardsSuite } from './cards.suite.js';

describeOn('sqlite', 'card reference and import over HTTP', cardsSuite);
