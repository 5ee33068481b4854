import { Button, Table, Title } from '@mantine/core';
import { api } from '../api/client';
import type { components } from '../api/openapi';
import { useApi } from '../api/use-api';
import { ApiErrorAlert } from '../components/api-error-alert';
import { LoadingState } from '../components/loading-state';
import { score } from './game-results';
import { ActionsHeader } from '../components/actions-header';

type MetaDeck = components['schemas']['MetaDeckRead'];

/** The last matches recorded, newest first as the API lists them, each deletable. */
export function RecentMatches({ roster }: { roster: readonly MetaDeck[] }) {
  const matches = useApi(() => api.GET('/api/v1/tracker/matches', { params: { query: { limit: 10 } } }), []);
  const names = new Map(roster.map((d) => [d.id, d.name]));
  if (matches.loading && !matches.data) return <LoadingState />;
  if (!matches.data) return <ApiErrorAlert error={matches.error} />;
  async function remove(id: string) {
    await api.DELETE('/api/v1/tracker/matches/{id}', { params: { path: { id } } });
    matches.reload();
  }
  return (
    <section aria-labelledby="recent-matches">
      <Title order={2} size="h3" id="recent-matches">
        Recent matches
      </Title>
      <div className="table-scroll">
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Date</Table.Th>
              <Table.Th>Opponent</Table.Th>
              <Table.Th>Play/draw</Table.Th>
              <Table.Th>Score</Table.Th>
              <ActionsHeader />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {matches.data.map((m) => (
              <Table.Tr key={m.id}>
                <Table.Td>{m.date}</Table.Td>
                <Table.Td>{names.get(m.opponent_deck_id) ?? 'archived deck'}</Table.Td>
                <Table.Td>{m.on_play ? 'play' : 'draw'}</Table.Td>
                <Table.Td>{score([m.game1, m.game2, m.game3])}</Table.Td>
                <Table.Td>
                  <Button size="compact-xs" variant="subtle" color="red" onClick={() => void remove(m.id)} aria-label={`Delete the match of ${m.date}`}>
                    Delete
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
    </section>
  );
}
