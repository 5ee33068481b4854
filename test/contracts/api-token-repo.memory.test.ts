import { describe } from 'vitest';
import { InMemoryApiTokenRepo } from '../fakes/in-memory-api-token-repo.js';
import { InMemoryUserRepo } from '../fakes/in-memory-user-repo.js';
import { apiTokenRepoContract } from './api-token-repo.contract.js';
import { InMemoryTeamInvitationRepo } from '../fakes/teams/in-memory-team-invitation-repo.js';
import { InMemoryTeamMemberRepo } from '../fakes/teams/in-memory-team-member-repo.js';
import { InMemoryTeamRepo } from '../fakes/teams/in-memory-team-repo.js';

describe('InMemoryApiTokenRepo', () =>
  apiTokenRepoContract(
    async () => {
      const users = new InMemoryUserRepo();
      const members = new InMemoryTeamMemberRepo(users);
      const teams = new InMemoryTeamRepo(members, new InMemoryTeamInvitationRepo());
      const tokens = new InMemoryApiTokenRepo(users, members);
      return { tokens, users, teams, members, close: async () => {} };
    },
    { cascades: false },
  ));
