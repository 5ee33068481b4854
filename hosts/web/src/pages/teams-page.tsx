import { Anchor, Button, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'wouter';
import { api } from '../api/client';
import { errorText } from '../api/error-text';
import { ApiErrorAlert } from '../components/api-error-alert';
import { LoadingState } from '../components/loading-state';
import { TableHeader } from '../components/table-header';
import { useTeams } from '../workspace/teams';

/** The player's teams with their role in each, and a new team (its founder becomes its owner). */
export function TeamsPage() {
  const { teams, error: listError, reload } = useTeams();
  const [, navigate] = useLocation();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function create(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    const { data, error: failure } = await api.POST('/api/v1/teams', {
      body: { name: String(new FormData(event.currentTarget).get('name')) },
    });
    setBusy(false);
    if (!data) return setError(errorText(failure));
    reload();
    navigate(`/teams/${data.id}/members`);
  }

  return (
    <Stack>
      <Title order={1}>Teams</Title>
      <Text size="sm" c="dimmed">
        A team shares candidate decks, a gauntlet, events and sideboard plans, and pools every member’s matches. Choose
        a team in the workspace menu at the top to work in it. To join one, open the link in your invitation email.
      </Text>
      <form onSubmit={(e) => void create(e)} noValidate>
        <Group align="end">
          <TextInput name="name" label="New team name" required maxLength={100} />
          <Button type="submit" loading={busy}>
            Create team
          </Button>
        </Group>
      </form>
      <ApiErrorAlert error={error} title="No team created" />
      {teams === undefined ? (
        listError ? (
          <ApiErrorAlert error={listError} />
        ) : (
          <LoadingState />
        )
      ) : teams.length === 0 ? (
        <Text c="dimmed">You are in no team yet.</Text>
      ) : (
        <Table data-testid="teams">
          <TableHeader columns={['Team', 'Your role', 'Created']} />
          <Table.Tbody>
            {teams.map((t) => (
              <Table.Tr key={t.id}>
                <Table.Td>
                  <Anchor component={Link} href={`/teams/${t.id}/members`}>
                    {t.name}
                  </Anchor>
                </Table.Td>
                <Table.Td>{t.role}</Table.Td>
                <Table.Td>{t.created_at.slice(0, 10)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
