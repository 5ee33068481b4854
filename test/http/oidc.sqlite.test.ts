import { describeOn } from '../support/each-database.js';
import { oidcSuite } from './oidc.suite.js';

describeOn('sqlite', 'Sign-in with an OpenID provider over HTTP', oidcSuite);
