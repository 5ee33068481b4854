import { describeOn } from '../support/each-database.js';
import { trackerDeckImportSuite } from './tracker-deck-import.suite.js';

describeOn('postgres', 'decklist URL import over HTTP', trackerDeckImportSuite);
