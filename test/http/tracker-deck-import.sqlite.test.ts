import { describeOn } from '../support/each-database.js';
import { trackerDeckImportSuite } from './tracker-deck-import.suite.js';

describeOn('sqlite', 'decklist URL import over HTTP', trackerDeckImportSuite);
