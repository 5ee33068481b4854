import { describe } from 'vitest';
import { memoryCardNameLookupHarness } from './card-name-lookup.harness.js';
import { cardNameLookupContract } from './card-name-lookup.contract.js';

describe('FixedCardNames', () => cardNameLookupContract(memoryCardNameLookupHarness));
