import { describeOn } from '../support/each-database.js';
import { cardSearchSuite } from './card-search.suite.js';

describeOn('postgres', 'client card API: autocomplete, named, search, collection, current prices', cardSearchSuite);
