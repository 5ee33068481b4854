import { describeOn } from '../support/each-database.js';
import { paginationSuite } from './pagination.suite.js';

describeOn('sqlite', 'paginated lists over HTTP', paginationSuite);
