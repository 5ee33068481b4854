import { Button, Group, NativeSelect, NumberInput, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { errorText } from '../api/error-text';
import type { components } from '../api/openapi';
import { ApiErrorAlert } from '../components/api-error-alert';
import { LoadingState } from '../components/loading-state';
import { WEIGHTINGS } from '../metagame/meta-window';
import { useFormats } from '../metagame/use-formats';
import { useTracker } from '../workspace/workspace';
import { syncChanges, type SyncChange } from './sync-changes';
import { SyncResult } from './sync-result';

type MetaDeck = components['schemas']['MetaDeckRead'];
type Snapshot = components['schemas']['RosterSnapshotRead'];
type SyncRequest = components['schemas']['RosterSyncRequest'];

const CREATE_TOP_LABEL = 'Add decks for this many most played archetypes';
const LABELS = { format: 'Format', from: 'From', to: 'To', weighting: 'Weighting', create_top: CREATE_TOP_LABEL };

interface RosterSyncPanelProps {
  /** The roster as it stands before the sync, to tell what the sync changed. */
  readonly roster: readonly MetaDeck[];
  readonly onSynced: () => void;
}

/**
 * POST /meta-decks/sync: the presence and top 8 of every roster deck naming a public archetype of
 * the format, read from the public metagame of a window of days (figures typed by hand stay), and
 * decks added for the most played archetypes the roster lacks. Shows what changed, or the API's detail.
 */
export function RosterSyncPanel({ roster, onSynced }: RosterSyncPanelProps) {
  const tracker = useTracker();
  const formats = useFormats();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<{ snapshot: Snapshot; changes: SyncChange[] } | null>(null);
  async function sync(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '').trim();
    const body: SyncRequest = {
      format: text('format'),
      ...(text('from') ? { from: text('from') } : {}),
      ...(text('to') ? { to: text('to') } : {}),
      weighting: WEIGHTINGS.find((w) => w.value === text('weighting'))?.value ?? 'none',
      create_top: Number(text('create_top') || 0),
    };
    setBusy(true);
    try {
      const { data, error: failure } = await tracker.POST('/api/v1/tracker/meta-decks/sync', { body });
      setError(data ? null : errorText(failure, undefined, LABELS));
      setResult(data ? { snapshot: data, changes: syncChanges(roster, data.rows) } : null);
      if (data) onSynced();
    } finally {
      setBusy(false);
    }
  }

  if (formats.loading && !formats.data) return <LoadingState label="Loading the formats…" />;
  const known = formats.data ?? [];
  return (
    <>
      <Text size="sm">
        Every roster deck naming a public archetype of the format takes the archetype’s presence and top 8 over the days
        chosen (empty: every day). A figure typed by hand stays until you hand it back to the sync.
      </Text>
      <form onSubmit={(e) => void sync(e)} aria-label="Sync from the public metagame" noValidate>
        <Group align="flex-end" gap="sm">
          {known.length > 0 ? (
            <NativeSelect label="Format" name="format" defaultValue={known[0]} data={known} />
          ) : (
            <TextInput label="Format" name="format" description="No public events yet." />
          )}
          <TextInput label="From" name="from" type="date" />
          <TextInput label="To" name="to" type="date" />
          <NativeSelect
            label="Weighting"
            name="weighting"
            defaultValue="none"
            data={WEIGHTINGS.map((w) => ({ value: w.value, label: w.label }))}
          />
          <NumberInput
            label={CREATE_TOP_LABEL}
            description="Among those the roster names no deck for yet; 0 adds none."
            name="create_top"
            min={0}
            max={50}
            allowDecimal={false}
            defaultValue={0}
          />
          <Button type="submit" loading={busy}>
            Sync the roster
          </Button>
        </Group>
      </form>
      <ApiErrorAlert error={error} title="The sync did not run" />
      {result && <SyncResult {...result} />}
    </>
  );
}
