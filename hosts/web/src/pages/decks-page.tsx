import { Anchor, Button, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { errorText } from '../api/error-text';
import { ApiErrorAlert } from '../components/api-error-alert';
import { LoadingState } from '../components/loading-state';
import { RowActions } from '../components/row-actions';
import { usePersonalDecks } from '../tracker/use-tracker-lists';
import { TableHeader } from '../components/table-header';
import { usePermissions, useTracker } from '../workspace/workspace';

export function DecksPage() {
  const tracker = useTracker();
  const decks = usePersonalDecks();
  const { curate } = usePermissions();
  const [error, setError] = useState<string | null>(null);

  async function create(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const { data, error: failure } = await tracker.POST('/api/v1/tracker/personal-decks', {
      body: { name: String(new FormData(form).get('name')) },
    });
    if (!data) return setError(errorText(failure));
    setError(null);
    form.reset();
    decks.reload();
  }

  async function archive(id: string) {
    const { error: failure } = await tracker.DELETE('/api/v1/tracker/personal-decks/{id}', {
      params: { path: { id } },
    });
    setError(failure ? errorText(failure) : null);
    decks.reload();
  }

  return (
    <Stack>
      <Title order={1}>Your decks</Title>
      {curate && (
        <form onSubmit={(e) => void create(e)} noValidate>
          <Group align="end">
            <TextInput name="name" label="New deck name" required maxLength={100} />
            <Button type="submit">Create deck</Button>
          </Group>
        </form>
      )}
      <ApiErrorAlert error={error} />
      {decks.loading && !decks.data ? (
        <LoadingState />
      ) : !decks.data ? (
        <ApiErrorAlert error={decks.error} />
      ) : decks.data.length === 0 ? (
        <Text c="dimmed">No decks yet.</Text>
      ) : (
        <Table>
          <TableHeader columns={['Deck', 'Created']} actions={curate} />
          <Table.Tbody>
            {decks.data.map((d) => (
              <Table.Tr key={d.id}>
                <Table.Td>
                  <Anchor component={Link} href={`/decks/${d.id}`}>
                    {d.name}
                  </Anchor>
                </Table.Td>
                <Table.Td>{d.created_at.slice(0, 10)}</Table.Td>
                {curate && <RowActions name={d.name} onArchive={() => void archive(d.id)} />}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
