import { describeOn } from '../support/each-database.js';
import { webhooksSuite } from './webhooks.suite.js';

describeOn('sqlite', 'webhooks over HTTP', webhooksSuite);
