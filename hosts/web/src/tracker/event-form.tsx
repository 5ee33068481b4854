import { NativeSelect, NumberInput, Textarea, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { errorText } from '../api/error-text';
import type { components } from '../api/openapi';
import { ApiErrorAlert } from '../components/api-error-alert';
import { FormButtons } from '../components/form-buttons';
import { today } from './calendar';
import { useTracker } from '../workspace/workspace';

type TrackerEvent = components['schemas']['EventRead'];
type EventKind = components['schemas']['EventKind'];

export const EVENT_KINDS: { value: EventKind; label: string }[] = [
  { value: 'tournament', label: 'tournament' },
  { value: 'league', label: 'league' },
  { value: 'testing', label: 'testing session' },
];

interface EventFormProps {
  /** The event to edit; none to create one. */
  readonly editing?: TrackerEvent | null;
  /** Only name, kind, date and format: the quick form of match entry. */
  readonly compact?: boolean;
  readonly defaultDate?: string;
  readonly onSaved: (event: TrackerEvent) => void;
  readonly onCancel?: () => void;
}

/** Creates or edits an event (the Events page, and the quick "New event" of match entry). */
export function EventForm({ editing, compact = false, defaultDate, onSaved, onCancel }: EventFormProps) {
  const tracker = useTracker();
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // React passes events up through portals: match entry's form must not see this submit.
    event.stopPropagation();
    const element = event.currentTarget;
    const form = new FormData(element);
    const text = (name: string) => String(form.get(name) ?? '').trim();
    const body = {
      name: text('name'),
      kind: text('kind') as EventKind,
      date: text('date'),
      format: text('format'),
      ...(compact
        ? {}
        : {
            location: text('location') || null,
            rounds: text('rounds') ? Number(text('rounds')) : null,
            notes: text('notes'),
          }),
    };
    if (saving) return;
    setSaving(true);
    const { data, error: failure } = editing
      ? await tracker.PUT('/api/v1/tracker/events/{id}', { params: { path: { id: editing.id } }, body })
      : await tracker.POST('/api/v1/tracker/events', { body });
    setSaving(false);
    if (!data) return setError(errorText(failure));
    setError(null);
    element.reset();
    onSaved(data);
  }

  return (
    <form key={editing?.id ?? 'new'} onSubmit={(e) => void save(e)} noValidate>
      <div className="form-grid">
        <TextInput name="name" label="Event name" defaultValue={editing?.name} required data-autofocus />
        <NativeSelect name="kind" label="Kind" data={EVENT_KINDS} defaultValue={editing?.kind ?? 'tournament'} />
        <TextInput
          name="date"
          label="Event date"
          type="date"
          defaultValue={editing?.date ?? defaultDate ?? today()}
          required
        />
        <TextInput name="format" label="Format" placeholder="e.g. Premodern" defaultValue={editing?.format} />
        {!compact && (
          <>
            <TextInput name="location" label="Location" defaultValue={editing?.location ?? ''} />
            <NumberInput
              name="rounds"
              label="Rounds"
              min={1}
              max={100}
              allowDecimal={false}
              allowNegative={false}
              defaultValue={editing?.rounds ?? ''}
            />
          </>
        )}
      </div>
      {!compact && <Textarea name="notes" label="Notes" autosize minRows={1} mt="sm" defaultValue={editing?.notes} />}
      <ApiErrorAlert error={error} title="Not saved" />
      <FormButtons label={editing ? 'Save changes' : 'Create event'} busy={saving} onCancel={onCancel} mt="sm" />
    </form>
  );
}
