import { Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useApi } from '../api/use-api';
import type { components } from '../api/openapi';
import { ApiErrorAlert } from '../components/api-error-alert';
import { LoadingState } from '../components/loading-state';
import { interval, percent } from './heat-colour';
import { useTracker } from '../workspace/workspace';

type Slice = components['schemas']['VersionStatsSlice'];

/** `2–1` or, with draws, `2–1–1`. */
const record = (wins: number, losses: number, draws: number) => `${wins}–${losses}${draws > 0 ? `–${draws}` : ''}`;
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * Results per decklist version (GET /version-stats): matches and games, each rate with its 95%
 * interval, plus the matches pinned to no version and the total. Three columns, the figures stacked
 * in each cell, so the table fits a phone without scrolling sideways.
 */
export function VersionStats({ deckId, version }: { deckId: string; version: number }) {
  const tracker = useTracker();
  const stats = useApi(
    () => tracker.GET('/api/v1/tracker/personal-decks/{id}/version-stats', { params: { path: { id: deckId } } }),
    [deckId, version],
  );
  if (stats.loading && !stats.data) return <LoadingState label="Loading the statistics…" />;
  if (!stats.data) return <ApiErrorAlert error={stats.error} />;
  const { versions, unpinned, total } = stats.data;
  if (total.matches === 0) return <Text c="dimmed">No matches recorded with this deck yet.</Text>;
  return (
    <Table data-testid="version-stats" className="stats-table">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Version</Table.Th>
          <Table.Th>Matches</Table.Th>
          <Table.Th>Games</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {versions.map((v) => (
          <StatsRow key={v.decklist_version_id} testId={`stats-v${v.version}`} slice={v}>
            Version {v.version}
            <span className="stats-detail">
              {v.since_last_change ? 'since the last change' : `from ${v.created_at.slice(0, 10)}`}
            </span>
          </StatsRow>
        ))}
        {unpinned.matches > 0 && (
          <StatsRow testId="stats-unpinned" slice={unpinned}>
            No version
            <span className="stats-detail">matches pinned to none</span>
          </StatsRow>
        )}
        <StatsRow testId="stats-total" slice={total}>
          All matches
        </StatsRow>
      </Table.Tbody>
    </Table>
  );
}

function StatsRow({ slice: s, testId, children }: { slice: Slice; testId: string; children: ReactNode }) {
  return (
    <Table.Tr data-testid={testId}>
      <Table.Th scope="row">{children}</Table.Th>
      <Table.Td>
        <span className="stats-rate">{percent(s.match_win_rate)}</span>
        <span className="stats-detail">{interval(s.match_win_rate_ci)}</span>
        <span className="stats-detail">
          {record(s.match_wins, s.match_losses, s.match_draws)} in {plural(s.matches, 'match', 'matches')}
        </span>
      </Table.Td>
      <Table.Td>
        <span className="stats-rate">{percent(s.win_rate)}</span>
        <span className="stats-detail">{interval(s.win_rate_ci)}</span>
        <span className="stats-detail">
          {record(s.wins, s.losses, s.draws)} in {plural(s.wins + s.losses + s.draws, 'game', 'games')}
        </span>
      </Table.Td>
    </Table.Tr>
  );
}
