import { describeOn } from '../support/each-database.js';
import { passkeysSuite } from './passkeys.suite.js';

describeOn('postgres', 'passkeys (WebAuthn) over HTTP', passkeysSuite);
