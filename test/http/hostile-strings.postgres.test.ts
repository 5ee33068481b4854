import { describeOn } from '../support/each-database.js';
import { hostileStringsSuite } from './hostile-strings.suite.js';

describeOn('postgres', 'hostile strings in every request body', hostileStringsSuite);
