import { describeOn } from '../support/each-database.js';
import { hostileStringsSuite } from './hostile-strings.suite.js';

describeOn('sqlite', 'hostile strings in every request body', hostileStringsSuite);
