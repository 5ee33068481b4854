import { describe } from 'vitest';
import { memoryTournamentRepoHarness } from './tournament-repo.harness.js';
import { tournamentRepoContract } from './tournament-repo.contract.js';

describe('InMemoryTournamentRepo', () => tournamentRepoContract(memoryTournamentRepoHarness));
