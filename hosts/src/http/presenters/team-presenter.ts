import type { Team, TeamInvitation, TeamMemberView, TeamRole } from '@metagame/core';
import { teamInvitationCodec, teamMemberCodec } from '@metagame/contracts';

/** A team with the caller's role, as TeamRead lists it. */
export const presentTeam = (team: Team, role: TeamRole) => ({
  id: team.id,
  name: team.name,
  created_at: team.createdAt.toISOString(),
  role,
});

export const presentTeamMember = (member: TeamMemberView) => teamMemberCodec.toWire(member);

/** An invitation without its token hash (TeamInvitationRead has no such field). */
export const presentTeamInvitation = (invitation: TeamInvitation) => teamInvitationCodec.toWire(invitation);
