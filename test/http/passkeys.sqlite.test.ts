import { describeOn } from '../support/each-database.js';
import { passkeysSuite } from './passkeys.suite.js';

describeOn('sqlite', 'passkeys (WebAuthn) over HTTP', passkeysSuite);
