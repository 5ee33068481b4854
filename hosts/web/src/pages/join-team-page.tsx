import { Alert, Anchor, Button, Text } from '@mantine/core';
import { useState } from 'react';
import { Link, useSearch } from 'wouter';
import { api } from '../api/client';
import { errorText } from '../api/error-text';
import type { components } from '../api/openapi';
import { AuthCard } from '../auth/auth-card';
import { useSession } from '../auth/session';
import { ApiErrorAlert } from '../components/api-error-alert';
import { LoadingState } from '../components/loading-state';
import { useTeams } from '../workspace/teams';

type Team = components['schemas']['TeamRead'];

/**
 * The page an invitation's link opens (`/teams/join?token=…`). It joins only when the player
 * presses the button, never on load: mail scanners and link previews open links too, and must not
 * use up the invitation. Signed out, it sends the player to log in and back here.
 */
export function JoinTeamPage() {
  const search = useSearch();
  const token = new URLSearchParams(search).get('token') ?? '';
  const { user } = useSession();
  const teams = useTeams();
  const [error, setError] = useState<string | null>(null);
  const [joined, setJoined] = useState<Team | null>(null);
  const [busy, setBusy] = useState(false);

  async function join() {
    setBusy(true);
    const { data, error: failure } = await api.POST('/api/v1/teams/join', { body: { token } });
    setBusy(false);
    if (!data) return setError(errorText(failure));
    setError(null);
    setJoined(data);
    teams.reload();
  }

  if (user === undefined) return <LoadingState />;
  return (
    <AuthCard title="Join a team">
      {!token ? (
        <Alert color="red" role="alert">
          This link carries no invitation. Open the link in the invitation email as it is.
        </Alert>
      ) : user === null ? (
        <Text>
          <Anchor component={Link} href={`/login?next=${encodeURIComponent(`/teams/join?${search}`)}`}>
            Log in
          </Anchor>{' '}
          with the invited address to join, or{' '}
          <Anchor component={Link} href="/signup">
            create an account
          </Anchor>{' '}
          with it first.
        </Text>
      ) : joined ? (
        <Alert color="green" role="status" title="Welcome">
          You joined {joined.name} as {joined.role}.{' '}
          <Anchor component={Link} href={`/teams/${joined.id}/`} inherit>
            Open the team’s matrix
          </Anchor>
        </Alert>
      ) : (
        <>
          <Text>You were invited to a team. Join it as {user.email}?</Text>
          <ApiErrorAlert error={error} title="Not joined" />
          <Button onClick={() => void join()} loading={busy} fullWidth>
            Join the team
          </Button>
        </>
      )}
    </AuthCard>
  );
}
