import { Table, Text } from '@mantine/core';
import { useApi } from '../api/use-api';
import { useTracker } from '../workspace/workspace';
import type { TrackerClient } from '../workspace/tracker-client';
import { ApiErrorAlert } from '../components/api-error-alert';
import { LoadingState } from '../components/loading-state';
import type { components } from '../api/openapi';
import { heatColour, interval, percent } from './heat-colour';
import type { MatchFilters } from './match-filters';

type Row = components['schemas']['MatchupSummaryRow'];
type Deck = components['schemas']['PersonalDeckRead'];

/** A summary per deck (only the filtered deck's when a deck filter is set), every other filter applied to each. */
async function loadMatrix(tracker: TrackerClient, filters: MatchFilters) {
  const decks = await tracker.GET('/api/v1/tracker/personal-decks');
  if (!decks.data) return decks;
  const shown = filters.personal_deck_id ? decks.data.filter((d) => d.id === filters.personal_deck_id) : decks.data;
  const summaries = await Promise.all(
    shown.map((deck) =>
      tracker.GET('/api/v1/tracker/matchup-summary', {
        params: { query: { ...filters, personal_deck_id: deck.id } },
      }),
    ),
  );
  const failed = summaries.find((s) => !s.data);
  if (failed) return failed;
  return { ...decks, data: shown.map((deck, i) => ({ deck, rows: summaries[i]!.data! })) };
}

/**
 * The matchup matrix as a heatmap: a row per personal deck, a column per opponent deck met, each
 * cell the per-game win rate (colour and number), its 95% interval, the games won and lost and the
 * number of matches. Every figure comes from the server's matchup summary.
 */
export function MatchupMatrix({ filters = {} }: { filters?: MatchFilters }) {
  const tracker = useTracker();
  const { data, error, loading } = useApi(() => loadMatrix(tracker, filters), [filters]);
  if (loading && !data) return <LoadingState label="Loading the matrix…" />;
  if (error || !data) return <ApiErrorAlert error={error} />;
  const opponents = new Map<string, Row>();
  for (const { rows } of data) for (const row of rows) opponents.set(row.opponent_deck_id, row);
  const columns = [...opponents.values()].sort((a, b) => a.opponent_name.localeCompare(b.opponent_name));
  if (columns.length === 0)
    return (
      <Text c="dimmed">
        {Object.keys(filters).length > 0 ? 'No matches pass these filters.' : 'No matches recorded yet.'}
      </Text>
    );
  return (
    <div className="table-scroll">
      <Table className="heatmap" withTableBorder withColumnBorders data-testid="matchup-matrix">
        <caption className="visually-hidden">
          Win rate per game of each of your decks against each opponent deck
        </caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Deck</Table.Th>
            {columns.map((c) => (
              <Table.Th key={c.opponent_deck_id} scope="col">
                {c.opponent_name}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.map(({ deck, rows }) => (
            <MatrixRow key={deck.id} deck={deck} rows={rows} columns={columns} />
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}

function MatrixRow({ deck, rows, columns }: { deck: Deck; rows: readonly Row[]; columns: readonly Row[] }) {
  const byOpponent = new Map(rows.map((r) => [r.opponent_deck_id, r]));
  return (
    <Table.Tr>
      <Table.Th scope="row">{deck.name}</Table.Th>
      {columns.map((c) => {
        const cell = byOpponent.get(c.opponent_deck_id);
        return cell ? (
          <MatrixCell key={c.opponent_deck_id} cell={cell} />
        ) : (
          <Table.Td key={c.opponent_deck_id}>–</Table.Td>
        );
      })}
    </Table.Tr>
  );
}

function MatrixCell({ cell }: { cell: Row }) {
  return (
    <Table.Td
      className="heat-cell"
      style={{ backgroundColor: heatColour(cell.win_rate) }}
      data-testid={`cell-${cell.opponent_name}`}
    >
      <span className="heat-rate">{percent(cell.win_rate)}</span>
      <span className="heat-detail">{interval(cell.win_rate_ci)}</span>
      <span className="heat-detail">
        {cell.wins}–{cell.losses}
        {cell.draws > 0 ? `–${cell.draws}` : ''} in {cell.matches} {cell.matches === 1 ? 'match' : 'matches'}
      </span>
    </Table.Td>
  );
}
