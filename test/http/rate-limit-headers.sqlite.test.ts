import { describeOn } from '../support/each-database.js';
import { rateLimitHeadersSuite, rateLimitsOffSuite } from './rate-limit-headers.suite.js';

describeOn('sqlite', 'rate limits: card search and autocomplete per address, RateLimit headers', rateLimitHeadersSuite);
describeOn('sqlite', 'rate limits switched off', rateLimitsOffSuite);
