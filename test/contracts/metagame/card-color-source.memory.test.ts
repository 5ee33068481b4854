import { describe } from 'vitest';
import { memoryCardColorSourceHarness } from './card-color-source.harness.js';
import { cardColorSourceContract } from './card-color-source.contract.js';

describe('FixedCardColors', () => cardColorSourceContract(memoryCardColorSourceHarness));
