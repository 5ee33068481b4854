import { describeOn } from '../support/each-database.js';
import { stalledUpstreamSuite } from './stalled-upstream.suite.js';

describeOn('postgres', 'metagame import from a stalled upstream', stalledUpstreamSuite);
