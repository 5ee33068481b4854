import { describe } from 'vitest';
import { trackerReposContract } from './tracker-repos.contract.js';
import { openMemoryTrackerRepos } from './tracker-repos.harness.js';

describe('in-memory tracker repos', () => trackerReposContract(openMemoryTrackerRepos));
