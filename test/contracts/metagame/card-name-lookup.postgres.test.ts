import { describeOn } from '../../support/each-database.js';
import { sqlCardNameLookupHarness } from './card-name-lookup.harness.js';
import { cardNameLookupContract } from './card-name-lookup.contract.js';

describeOn('postgres', 'SqlCardNameLookup', (kind) => cardNameLookupContract(() => sqlCardNameLookupHarness(kind)));
