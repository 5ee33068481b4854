import { Table, Text } from '@mantine/core';
import { useApi } from '../api/use-api';
import { useTracker } from '../workspace/workspace';
import { ApiErrorAlert } from '../components/api-error-alert';
import { LoadingState } from '../components/loading-state';
import { percent } from './heat-colour';
import type { MatchFilters } from './match-filters';
import { TableHeader } from '../components/table-header';

/** Results per opponent archetype (aggro, midrange, control, combo), as the server sums them. */
export function ArchetypeSummary({ filters = {} }: { filters?: MatchFilters }) {
  const tracker = useTracker();
  const summary = useApi(
    () => tracker.GET('/api/v1/tracker/archetype-summary', { params: { query: filters } }),
    [filters],
  );
  if (summary.loading && !summary.data) return <LoadingState />;
  if (!summary.data) return <ApiErrorAlert error={summary.error} />;
  const rows = summary.data.filter((r) => r.games > 0);
  if (rows.length === 0) return <Text c="dimmed">No games against any archetype yet.</Text>;
  return (
    <div className="table-scroll">
      <Table data-testid="archetype-summary">
        <TableHeader
          columns={['Archetype', 'Average win rate', 'All games pooled', 'Won–lost', 'Games', 'Decks with results']}
        />
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={r.category}>
              <Table.Td>{r.category}</Table.Td>
              <Table.Td>{percent(r.average_win_rate)}</Table.Td>
              <Table.Td>{percent(r.pooled_win_rate)}</Table.Td>
              <Table.Td>{r.win_loss_ratio}</Table.Td>
              <Table.Td>{r.games}</Table.Td>
              <Table.Td>
                {r.decks_with_results} of {r.roster_decks}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}
