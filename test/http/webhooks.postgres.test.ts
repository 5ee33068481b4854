import { describeOn } from '../support/each-database.js';
import { webhooksSuite } from './webhooks.suite.js';

describeOn('postgres', 'webhooks over HTTP', webhooksSuite);
