import { describeOn } from '../support/each-database.js';
import { webAppSuite } from './web-app.suite.js';

describeOn('sqlite', 'the web app in a real browser', webAppSuite);
