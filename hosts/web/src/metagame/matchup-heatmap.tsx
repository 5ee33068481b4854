import { Group, NumberInput, Table, Text } from '@mantine/core';
import { api } from '../api/client';
import { useApi } from '../api/use-api';
import { ApiErrorAlert } from '../components/api-error-alert';
import { LoadingState } from '../components/loading-state';
import type { components } from '../api/openapi';
import { heatColour, interval, percent } from '../tracker/heat-colour';
import { tally, type MetaWindow } from './meta-window';

type Cell = components['schemas']['MatchupCell'];

interface MatchupHeatmapProps {
  readonly window: MetaWindow;
  /** Pairings with fewer matches are left out. */
  readonly minMatches: number;
  readonly onMinMatches: (n: number) => void;
}

/**
 * GET /meta/matchups as a heatmap: a row and a column per archetype, each cell the row's match win
 * rate against the column (colour and number), its 95% interval, W–L–D and the number of matches.
 * Mirrors have no cell.
 */
export function MatchupHeatmap({ window, minMatches, onMinMatches }: MatchupHeatmapProps) {
  const { format, from, to } = window;
  const answer = useApi(
    () =>
      api.GET('/api/v1/meta/matchups', {
        params: {
          query: { format, ...(from ? { from } : {}), ...(to ? { to } : {}), min_matches: String(minMatches) },
        },
      }),
    [format, from, to, minMatches],
  );
  return (
    <>
      <Group>
        <NumberInput
          label="Minimum matches"
          description="Pairings with fewer matches are left out"
          min={0}
          max={10000}
          value={minMatches}
          onChange={(value) => onMinMatches(Math.max(0, Math.floor(Number(value) || 0)))}
          w="14rem"
        />
      </Group>
      {answer.loading && !answer.data ? (
        <LoadingState label="Loading the matrix…" />
      ) : !answer.data ? (
        <ApiErrorAlert error={answer.error} title="The matrix did not load" />
      ) : answer.data.archetypes.length === 0 ? (
        <Text role="status">No pairing has enough matches in this window.</Text>
      ) : (
        <>
          <Text size="sm" c="dimmed">
            Each cell: the row’s match win rate against the column, its 95% interval, wins–losses–draws and n, the
            number of matches.
          </Text>
          <Heatmap archetypes={answer.data.archetypes} cells={answer.data.cells} busy={answer.loading} />
        </>
      )}
    </>
  );
}

function Heatmap({
  archetypes,
  cells,
  busy,
}: {
  archetypes: readonly string[];
  cells: readonly Cell[];
  busy: boolean;
}) {
  const byPair = new Map(cells.map((c) => [`${c.archetype}\n${c.opponent}`, c]));
  return (
    <div className="table-scroll" tabIndex={0} role="region" aria-label="Matchup matrix">
      <Table className="heatmap" withTableBorder withColumnBorders data-testid="meta-matrix" aria-busy={busy}>
        <caption className="visually-hidden">
          Match win rate of each archetype (row) against each other (column)
        </caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Archetype</Table.Th>
            {archetypes.map((a) => (
              <Table.Th key={a} scope="col">
                {a}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {archetypes.map((row) => (
            <Table.Tr key={row}>
              <Table.Th scope="row">{row}</Table.Th>
              {archetypes.map((column) => {
                const cell = byPair.get(`${row}\n${column}`);
                return cell ? (
                  <Table.Td
                    key={column}
                    className="heat-cell"
                    style={{ backgroundColor: heatColour(cell.win_rate) }}
                    data-testid={`meta-cell-${row}-${column}`}
                  >
                    <span className="heat-rate">{percent(cell.win_rate)}</span>
                    <span className="heat-detail">{interval(cell.interval)}</span>
                    <span className="heat-detail">
                      {tally(cell)}, n = {cell.matches}
                    </span>
                  </Table.Td>
                ) : (
                  <Table.Td key={column} className="heat-empty">
                    {row === column ? 'mirror' : '–'}
                  </Table.Td>
                );
              })}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}
