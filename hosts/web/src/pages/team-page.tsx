import { Stack, Text, Title } from '@mantine/core';
import { useSession } from '../auth/session';
import { ApiErrorAlert } from '../components/api-error-alert';
import { LoadingState } from '../components/loading-state';
import { TeamIntegrations } from '../teams/team-integrations';
import { TeamInvitations } from '../teams/team-invitations';
import { TeamMembers } from '../teams/team-members';
import { TeamSettings } from '../teams/team-settings';
import { useTeamDetail } from '../workspace/use-team';

/**
 * A team's own page (`/teams/<id>/members`): its members with their roles; for captains and the
 * owner, the pending invitations and the team's API tokens and webhooks; and renaming, handing over,
 * leaving or deleting the team.
 */
export function TeamPage() {
  const team = useTeamDetail();
  const me = useSession().user?.id ?? '';
  if (team.loading && !team.data) return <LoadingState />;
  if (!team.data) return <ApiErrorAlert error={team.error} />;
  const { data } = team;
  const captain = data.role === 'owner' || data.role === 'captain';
  return (
    <Stack>
      <Title order={1}>{data.name}</Title>
      <Text size="sm" c="dimmed">
        Your role: {data.role}. Viewers read the team’s data; members also record their matches and card tests; captains
        also curate decks, roster, events and plans, and manage members and viewers.
      </Text>
      <Title order={2} size="h3">
        Members
      </Title>
      <TeamMembers teamId={data.id} members={data.members} role={data.role} onChanged={team.reload} />
      {captain && <TeamInvitations teamId={data.id} role={data.role} />}
      {captain && <TeamIntegrations teamId={data.id} />}
      <TeamSettings team={data} me={me} onChanged={team.reload} />
    </Stack>
  );
}
