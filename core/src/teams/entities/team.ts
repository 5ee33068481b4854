import type { TeamRole } from './team-role.js';

/** A team's name: trimmed, 1 to 100 characters, like the names of decks and events. */
export const TEAM_NAME_MAX_LENGTH = 100;
/** Members a team holds at most, its owner included. */
export const TEAM_MEMBER_LIMIT = 50;
/** Invitations a team has pending (neither accepted, revoked nor expired) at most. */
export const TEAM_PENDING_INVITATION_LIMIT = 20;

/** A workspace several users share; its tracker rows carry its id as their owner. */
export interface Team {
  readonly id: string;
  readonly name: string;
  readonly createdAt: Date;
}

/** A team as one of its members sees it in their list of teams. */
export interface TeamOfMember {
  readonly team: Team;
  readonly role: TeamRole;
}
