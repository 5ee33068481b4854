import { describeOn } from '../support/each-database.js';
import { oidcSuite } from './oidc.suite.js';

describeOn('postgres', 'Sign-in with an OpenID provider over HTTP', oidcSuite);
