import { Button, Group, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { api } from '../api/client';
import { errorText } from '../api/error-text';
import type { components } from '../api/openapi';
import { ApiErrorAlert } from '../components/api-error-alert';
import { ConfirmButton } from '../components/confirm-button';
import { appPath } from '../workspace/current-workspace';
import { useTeams } from '../workspace/teams';
import { memberName } from '../workspace/use-team';

type TeamDetail = components['schemas']['TeamDetail'];

interface TeamSettingsProps {
  readonly team: TeamDetail;
  readonly me: string;
  /** The team changed (renamed, handed over): it should be read again. */
  readonly onChanged: () => void;
}

/**
 * What the caller's role allows with the team itself: rename it (captains and the owner); hand it
 * to another member (the owner, who stays on as a captain); leave it (anyone but the owner); delete
 * it with all its data (the owner).
 */
export function TeamSettings({ team, me, onChanged }: TeamSettingsProps) {
  const teams = useTeams();
  const [, navigate] = useLocation();
  const [error, setError] = useState<string | null>(null);
  const [successor, setSuccessor] = useState('');
  const path = { params: { path: { team_id: team.id } } };
  const others = team.members.filter((m) => m.user_id !== me);

  async function rename(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const name = String(new FormData(event.currentTarget).get('name'));
    const { data, error: failure } = await api.PATCH('/api/v1/teams/{team_id}', { ...path, body: { name } });
    setError(data ? null : errorText(failure));
    if (data) done();
  }
  async function transfer() {
    const { error: failure, response } = await api.POST('/api/v1/teams/{team_id}/transfer', {
      ...path,
      body: { user_id: successor },
    });
    setError(response.ok ? null : errorText(failure));
    if (response.ok) done();
  }
  /** Leaving or deleting ends the caller's place in the team: back to the list of their teams. */
  async function depart(run: () => Promise<{ response: Response; error?: unknown }>) {
    const { error: failure, response } = await run();
    if (!response.ok) return setError(errorText(failure));
    teams.reload();
    navigate(appPath('/teams'));
  }
  function done() {
    teams.reload();
    onChanged();
  }

  const captain = team.role === 'owner' || team.role === 'captain';
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        The team
      </Title>
      <ApiErrorAlert error={error} />
      {captain && (
        <form onSubmit={(e) => void rename(e)} noValidate aria-label="Rename the team">
          <Group align="end">
            <TextInput name="name" label="Team name" defaultValue={team.name} required maxLength={100} />
            <Button type="submit" variant="default">
              Rename
            </Button>
          </Group>
        </form>
      )}
      {team.role === 'owner' && others.length > 0 && (
        <Group align="end">
          <NativeSelect
            label="Hand the team to"
            value={successor}
            onChange={(e) => setSuccessor(e.currentTarget.value)}
            data={[
              { value: '', label: 'choose a member' },
              ...others.map((m) => ({ value: m.user_id, label: memberName(m) })),
            ]}
          />
          {successor && (
            <ConfirmButton question="You become a captain. Go on?" onConfirm={transfer}>
              Transfer ownership
            </ConfirmButton>
          )}
        </Group>
      )}
      <Group>
        {team.role === 'owner' ? (
          <>
            <Text size="sm" c="dimmed">
              The owner leaves only after handing the team over.
            </Text>
            <ConfirmButton
              question={`Delete ${team.name} with all its decks, matches and tests?`}
              onConfirm={() => depart(() => api.DELETE('/api/v1/teams/{team_id}', path))}
            >
              Delete the team
            </ConfirmButton>
          </>
        ) : (
          <ConfirmButton
            question={`Leave ${team.name}?`}
            onConfirm={() => depart(() => api.POST('/api/v1/teams/{team_id}/leave', path))}
          >
            Leave the team
          </ConfirmButton>
        )}
      </Group>
    </Stack>
  );
}
