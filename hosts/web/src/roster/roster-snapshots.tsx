import { Table, Text } from '@mantine/core';
import { useState } from 'react';
import type { components } from '../api/openapi';
import { useApi } from '../api/use-api';
import { ApiErrorAlert } from '../components/api-error-alert';
import { LoadingState } from '../components/loading-state';
import { TableHeader } from '../components/table-header';
import { WEIGHTINGS } from '../metagame/meta-window';
import { useTracker } from '../workspace/workspace';
import { sourceLabel } from './roster-labels';
import { PageNav } from '../components/page-nav';

type Snapshot = components['schemas']['RosterSnapshotRead'];
type Row = components['schemas']['RosterSnapshotRow'];

/** Snapshots per page. */
export const SNAPSHOT_PAGE = 10;

const windowText = ({ from, to }: Snapshot) =>
  from && to ? `${from} to ${to}` : from ? `from ${from}` : to ? `to ${to}` : 'every day';
const mark = (source: Row['presence_source']) => (source === 'manual' ? ` (${sourceLabel(source)})` : '');
const rowText = (r: Row) =>
  `${r.name}: presence ${r.presence}${mark(r.presence_source)}, top 8 ${r.top8}${mark(r.top8_source)}${r.created ? ', created' : ''}`;

/**
 * GET /meta-decks/snapshots: every sync of the workspace's roster, newest first, paged as the API
 * pages (`X-Total-Count`), each with its window and the figures it left, so one sees how the roster
 * moved. `refresh` changes after a sync: the list reads again from its first page.
 */
export function RosterSnapshots({ refresh }: { refresh: number }) {
  const tracker = useTracker();
  const [paging, setPaging] = useState({ refresh, page: 1 });
  const page = paging.refresh === refresh ? paging.page : 1;
  const answer = useApi(async () => {
    const result = await tracker.GET('/api/v1/tracker/meta-decks/snapshots', {
      params: { query: { limit: SNAPSHOT_PAGE, offset: (page - 1) * SNAPSHOT_PAGE } },
    });
    const total = Number(result.response.headers.get('X-Total-Count') ?? 0);
    return { ...result, data: result.data && { rows: result.data, total, page } };
  }, [page, refresh]);
  if (answer.loading && !answer.data) return <LoadingState label="Loading the syncs…" />;
  if (!answer.data) return <ApiErrorAlert error={answer.error} title="The syncs did not load" />;
  const { rows, total, page: shown } = answer.data;
  if (total === 0) return <Text role="status">No sync yet.</Text>;
  const pages = Math.ceil(total / SNAPSHOT_PAGE);
  const go = (next: number) => setPaging({ refresh, page: next });
  return (
    <>
      <Text role="status" aria-live="polite">
        {total} {total === 1 ? 'sync' : 'syncs'}
        {pages > 1 ? `, page ${shown} of ${pages}` : ''}
      </Text>
      <div className="table-scroll" tabIndex={0} role="region" aria-label="Syncs">
        <Table data-testid="roster-snapshots" aria-busy={answer.loading}>
          <TableHeader columns={['Synced', 'Format', 'Days', 'Weighting', 'Public decks', 'Roster after the sync']} />
          <Table.Tbody>
            {rows.map((s) => (
              <Table.Tr key={s.id}>
                <Table.Th scope="row">{new Date(s.taken_at).toLocaleString()}</Table.Th>
                <Table.Td>{s.format}</Table.Td>
                <Table.Td>{windowText(s)}</Table.Td>
                <Table.Td>{WEIGHTINGS.find((w) => w.value === s.weighting)?.label}</Table.Td>
                <Table.Td>{s.field_decks}</Table.Td>
                <Table.Td>
                  {s.rows.length === 0
                    ? 'no deck names an archetype of the format'
                    : s.rows.map((r) => <div key={r.meta_deck_id}>{rowText(r)}</div>)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
      <PageNav label="Sync pages" page={shown} pages={pages} onPage={go} />
    </>
  );
}
