import { describeOn } from '../../support/each-database.js';
import { sqlCardColorSourceHarness } from './card-color-source.harness.js';
import { cardColorSourceContract } from './card-color-source.contract.js';

describeOn('sqlite', 'SqlCardColorSource', (kind) => cardColorSourceContract(() => sqlCardColorSourceHarness(kind)));
