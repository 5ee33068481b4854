import { Switch, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useApi } from '../api/use-api';
import { useTracker } from '../workspace/workspace';
import type { TrackerClient } from '../workspace/tracker-client';
import { usePlayerNames } from '../workspace/use-team';
import { ApiErrorAlert } from '../components/api-error-alert';
import { LoadingState } from '../components/loading-state';
import type { components } from '../api/openapi';
import { heatColour, interval, percent } from './heat-colour';
import type { MatchFilters } from './match-filters';

type Row = components['schemas']['MatchupSummaryRow'];
type Deck = components['schemas']['PersonalDeckRead'];
/** What a cell shows: a row's figures, or one player's part of them. */
type Figures = Pick<Row, 'win_rate' | 'win_rate_ci' | 'wins' | 'losses' | 'draws' | 'matches'>;
type PlayerName = (playerId: string | null) => string;

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
 * number of matches. Every figure comes from the server's matchup summary. In a team, each deck's
 * row can be followed by one row per player who played it (the rows' `by_player` parts).
 */
export function MatchupMatrix({ filters = {} }: { filters?: MatchFilters }) {
  const tracker = useTracker();
  const playerName = usePlayerNames();
  const [perPlayer, setPerPlayer] = useState(false);
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
    <>
      {playerName && (
        <Switch label="A row per player" checked={perPlayer} onChange={(e) => setPerPlayer(e.currentTarget.checked)} />
      )}
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
              <MatrixRows
                key={deck.id}
                deck={deck}
                rows={rows}
                columns={columns}
                playerName={perPlayer ? playerName : null}
              />
            ))}
          </Table.Tbody>
        </Table>
      </div>
    </>
  );
}

/** The deck's row and, given player names, a row per player who played the deck (former members last). */
function MatrixRows({
  deck,
  rows,
  columns,
  playerName,
}: {
  deck: Deck;
  rows: readonly Row[];
  columns: readonly Row[];
  playerName: PlayerName | null;
}) {
  const players = playerName
    ? [...new Set(rows.flatMap((r) => r.by_player.map((p) => p.player_id)))].sort((a, b) =>
        a === null ? 1 : b === null ? -1 : playerName(a).localeCompare(playerName(b)),
      )
    : [];
  return (
    <>
      <MatrixRow name={deck.name} cells={new Map(rows.map((r) => [r.opponent_deck_id, r]))} columns={columns} />
      {playerName &&
        players.map((playerId) => (
          <MatrixRow
            key={playerId ?? 'former'}
            name={`${deck.name}: ${playerName(playerId)}`}
            player
            cells={
              new Map(
                rows.flatMap((r) => {
                  const part = r.by_player.find((p) => p.player_id === playerId);
                  return part ? [[r.opponent_deck_id, part] as const] : [];
                }),
              )
            }
            columns={columns}
          />
        ))}
    </>
  );
}

function MatrixRow({
  name,
  cells,
  columns,
  player = false,
}: {
  name: string;
  cells: ReadonlyMap<string, Figures>;
  columns: readonly Row[];
  player?: boolean;
}) {
  return (
    <Table.Tr className={player ? 'player-row' : undefined}>
      <Table.Th scope="row">{name}</Table.Th>
      {columns.map((c) => {
        const cell = cells.get(c.opponent_deck_id);
        return cell ? (
          <MatrixCell
            key={c.opponent_deck_id}
            cell={cell}
            testId={`cell-${player ? `${name}-` : ''}${c.opponent_name}`}
          />
        ) : (
          <Table.Td key={c.opponent_deck_id}>–</Table.Td>
        );
      })}
    </Table.Tr>
  );
}

function MatrixCell({ cell, testId }: { cell: Figures; testId: string }) {
  return (
    <Table.Td className="heat-cell" style={{ backgroundColor: heatColour(cell.win_rate) }} data-testid={testId}>
      <span className="heat-rate">{percent(cell.win_rate)}</span>
      <span className="heat-detail">{interval(cell.win_rate_ci)}</span>
      <span className="heat-detail">
        {cell.wins}–{cell.losses}
        {cell.draws > 0 ? `–${cell.draws}` : ''} in {cell.matches} {cell.matches === 1 ? 'match' : 'matches'}
      </span>
    </Table.Td>
  );
}
