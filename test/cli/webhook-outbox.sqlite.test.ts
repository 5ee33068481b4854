import { describeOn } from '../support/each-database.js';
import { webhookOutboxSuite } from './webhook-outbox.suite.js';

describeOn('sqlite', 'the webhook outbox across processes (kill -9, two servers)', webhookOutboxSuite);
