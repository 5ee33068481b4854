import { describeOn } from '../support/each-database.js';
import { stalledUpstreamSuite } from './stalled-upstream.suite.js';

describeOn('sqlite', 'metagame import from a stalled upstream', stalledUpstreamSuite);
