import { Button, Checkbox, Group, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { components } from '../api/openapi';
import { ApiErrorAlert } from '../components/api-error-alert';

type EventType = components['schemas']['WebhookEventType'];
export type WebhookDraft = { url: string; events: EventType[]; description: string };

export const EVENT_LABELS: Readonly<Record<EventType, string>> = {
  'match.recorded': 'A match is recorded',
  'match.updated': 'A match is changed',
  'match.deleted': 'A match is deleted',
  'card_data.import.finished': 'A card-data import finishes (public)',
  'meta.import.finished': 'A tournament is imported (public)',
};

const NEW_WEBHOOK: WebhookDraft = { url: '', description: '', events: ['match.recorded'] };

interface WebhookFormProps {
  /** The webhook being edited, as saved; absent when the form adds a new one. */
  readonly saved?: WebhookDraft;
  /** Saves the draft; answers the API's refusal as text, or null once saved. */
  readonly onSubmit: (draft: WebhookDraft) => Promise<string | null>;
  readonly onCancel?: () => void;
}

/** The endpoint and the events of a new webhook, or of one being edited; the API's refusal shown in it. */
export function WebhookForm({ saved, onSubmit, onCancel }: WebhookFormProps) {
  const start = saved ?? NEW_WEBHOOK;
  const [url, setUrl] = useState(start.url);
  const [description, setDescription] = useState(start.description);
  const [events, setEvents] = useState<EventType[]>(start.events);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    setBusy(true);
    const refusal = await onSubmit({ url: url.trim(), events, description });
    setError(refusal);
    // A new webhook's form empties for the next one; an edited one's is closed by its owner.
    if (refusal === null && !saved) {
      setUrl('');
      setDescription('');
    }
    setBusy(false);
  }

  return (
    <form aria-label={saved ? `Edit the webhook ${saved.url}` : 'Add a webhook'} onSubmit={(e) => void submit(e)}>
      <Stack gap="xs">
        <TextInput
          label="Endpoint URL"
          description="https, on a public address. Events are POSTed there, signed."
          required
          value={url}
          onChange={(e) => setUrl(e.currentTarget.value)}
        />
        <TextInput label="Description" value={description} onChange={(e) => setDescription(e.currentTarget.value)} />
        <Checkbox.Group label="Events" value={events} onChange={(value) => setEvents(value as EventType[])}>
          <Stack gap={4} mt={4}>
            {(Object.keys(EVENT_LABELS) as EventType[]).map((type) => (
              <Checkbox key={type} value={type} label={`${EVENT_LABELS[type]} (${type})`} />
            ))}
          </Stack>
        </Checkbox.Group>
        <ApiErrorAlert error={error} title={saved ? 'Not saved' : 'Not added'} />
        <Group gap="xs">
          <Button type="submit" loading={busy} disabled={events.length === 0}>
            {saved ? 'Save changes' : 'Add webhook'}
          </Button>
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
