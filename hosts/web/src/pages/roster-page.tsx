import { Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { errorText } from '../api/error-text';
import type { components } from '../api/openapi';
import { ApiErrorAlert } from '../components/api-error-alert';
import { LoadingState } from '../components/loading-state';
import { RosterDeckForm } from '../roster/roster-deck-form';
import { RosterSnapshots } from '../roster/roster-snapshots';
import { RosterSyncPanel } from '../roster/roster-sync-panel';
import { RosterTable } from '../roster/roster-table';
import { useRoster } from '../tracker/use-tracker-lists';
import { usePermissions, useTracker } from '../workspace/workspace';

type MetaDeck = components['schemas']['MetaDeckRead'];

/**
 * The roster: the opponent decks you expect, added and edited in one form, each naming the public
 * archetype it stands for; a sync from the public metagame (captains and up in a team) and the
 * dated syncs so far (anyone who reads the roster).
 */
export function RosterPage() {
  const tracker = useTracker();
  const roster = useRoster();
  const { curate } = usePermissions();
  const [editing, setEditing] = useState<MetaDeck | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [syncs, setSyncs] = useState(0);

  async function archive(id: string) {
    const { error: failure } = await tracker.DELETE('/api/v1/tracker/meta-decks/{id}', { params: { path: { id } } });
    setError(failure ? errorText(failure) : null);
    roster.reload();
  }

  return (
    <Stack>
      <Title order={1}>Roster</Title>
      {curate && (
        <RosterDeckForm
          editing={editing}
          onSaved={() => {
            setEditing(null);
            roster.reload();
          }}
          onCancel={() => setEditing(null)}
        />
      )}
      <ApiErrorAlert error={error} />
      {roster.loading && !roster.data ? (
        <LoadingState />
      ) : !roster.data ? (
        <ApiErrorAlert error={roster.error} />
      ) : roster.data.length === 0 ? (
        <Text c="dimmed">No opponent decks yet.</Text>
      ) : (
        <RosterTable decks={roster.data} curate={curate} onEdit={setEditing} onArchive={(id) => void archive(id)} />
      )}
      {curate && roster.data && (
        <section aria-labelledby="roster-sync-title">
          <Title order={2} id="roster-sync-title">
            Sync from the public metagame
          </Title>
          <RosterSyncPanel
            roster={roster.data}
            onSynced={() => {
              setEditing(null);
              setSyncs((n) => n + 1);
              roster.reload();
            }}
          />
        </section>
      )}
      <section aria-labelledby="roster-syncs-title">
        <Title order={2} id="roster-syncs-title">
          Syncs so far
        </Title>
        <RosterSnapshots refresh={syncs} />
      </section>
    </Stack>
  );
}
