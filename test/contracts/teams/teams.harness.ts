import {
  MikroOrmUserRepo,
  SqlTeamInvitationRepo,
  SqlTeamMemberRepo,
  SqlTeamRepo,
  SqlTeamRoleLookup,
} from '@metagame/adapters';
import type { TeamInvitationRepo, TeamMemberRepo, TeamRepo, TeamRoleLookup, UserRepo } from '@metagame/core';
import type { DatabaseKind } from '../../support/databases.js';
import { openTestOrm } from '../../support/test-orm.js';
import { InMemoryUserRepo } from '../../fakes/in-memory-user-repo.js';
import { InMemoryTeamInvitationRepo } from '../../fakes/teams/in-memory-team-invitation-repo.js';
import { InMemoryTeamMemberRepo } from '../../fakes/teams/in-memory-team-member-repo.js';
import { InMemoryTeamRepo } from '../../fakes/teams/in-memory-team-repo.js';

/** The team ports side by side, with accounts to be members, for the three contract suites. */
export interface TeamsHarness {
  readonly teams: TeamRepo;
  readonly members: TeamMemberRepo;
  readonly invitations: TeamInvitationRepo;
  readonly roles: TeamRoleLookup;
  readonly users: UserRepo;
  close(): Promise<void>;
}

export async function sqlTeamsHarness(kind: DatabaseKind): Promise<TeamsHarness> {
  const db = await openTestOrm(kind);
  return {
    teams: db.inContext(new SqlTeamRepo(db.orm.sql)),
    members: db.inContext(new SqlTeamMemberRepo(db.orm.sql)),
    invitations: db.inContext(new SqlTeamInvitationRepo(db.orm.sql)),
    roles: db.inContext(new SqlTeamRoleLookup(db.orm.sql)),
    users: db.inContext(new MikroOrmUserRepo(db.orm.sql)),
    close: db.close,
  };
}

export async function memoryTeamsHarness(): Promise<TeamsHarness> {
  const users = new InMemoryUserRepo();
  const members = new InMemoryTeamMemberRepo(users);
  const invitations = new InMemoryTeamInvitationRepo();
  const teams = new InMemoryTeamRepo(members, invitations);
  return { teams, members, invitations, roles: members, users, close: async () => {} };
}

let counter = 0;
/** A fresh id in the contract suites' own range. */
export const nextId = (block: string) => {
  counter += 1;
  return `00000000-0000-4000-${block}-${counter.toString(16).padStart(12, '0')}`;
};
export const T0 = new Date('2026-07-01T12:00:00.000Z');
export const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);
