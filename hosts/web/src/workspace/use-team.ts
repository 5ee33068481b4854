import { api } from '../api/client';
import type { components } from '../api/openapi';
import { useApi } from '../api/use-api';
import { useWorkspace } from './workspace';

export type TeamMember = components['schemas']['TeamMemberRead'];

/** How a member is named on the pages: their display name, else their email. */
export const memberName = (m: TeamMember) => m.display_name ?? m.email;

/** The current team with its members (`GET /teams/{id}`); nothing outside a team. */
export function useTeamDetail() {
  const { workspace } = useWorkspace();
  const teamId = workspace.kind === 'team' ? workspace.teamId : null;
  return useApi(
    async () =>
      teamId
        ? api.GET('/api/v1/teams/{team_id}', { params: { path: { team_id: teamId } } })
        : { data: undefined, response: new Response() },
    [teamId],
  );
}

/**
 * In a team, the name of the player of a match or card test: a member's name, "former member" for
 * a deleted account (no player) or someone no longer in the team. Null outside a team, where every
 * record is the owner's and pages leave the player out. "…" while the members are being read.
 */
export function usePlayerNames(): ((playerId: string | null) => string) | null {
  const inTeam = useWorkspace().workspace.kind === 'team';
  const team = useTeamDetail();
  if (!inTeam) return null;
  if (!team.data) return () => '…';
  const names = new Map(team.data.members.map((m) => [m.user_id, memberName(m)]));
  return (playerId) => (playerId && names.get(playerId)) || 'former member';
}
