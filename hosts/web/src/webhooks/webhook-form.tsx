import { Button, Checkbox, Group, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { components } from '../api/openapi';

type EventType = components['schemas']['WebhookEventType'];
export type WebhookDraft = { url: string; events: EventType[]; description: string };

export const EVENT_LABELS: Readonly<Record<EventType, string>> = {
  'match.recorded': 'A match is recorded',
  'match.updated': 'A match is changed',
  'match.deleted': 'A match is deleted',
  'card_data.import.finished': 'A card-data import finishes (public)',
  'meta.import.finished': 'A tournament is imported (public)',
};

/** The endpoint and the events of a new webhook. */
export function WebhookForm({ onSubmit }: { onSubmit: (draft: WebhookDraft) => Promise<boolean> }) {
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const [events, setEvents] = useState<EventType[]>(['match.recorded']);
  const [busy, setBusy] = useState(false);

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    setBusy(true);
    if (await onSubmit({ url: url.trim(), events, description })) {
      setUrl('');
      setDescription('');
    }
    setBusy(false);
  }

  return (
    <form aria-label="Add a webhook" onSubmit={(e) => void submit(e)}>
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
        <Group>
          <Button type="submit" loading={busy} disabled={events.length === 0}>
            Add webhook
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
