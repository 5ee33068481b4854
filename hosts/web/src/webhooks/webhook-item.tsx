import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { components } from '../api/openapi';
import { ConfirmButton } from '../components/confirm-button';
import { DeliveryLog } from './delivery-log';
import type { WebhookClient } from './webhook-client';
import { WebhookForm, type WebhookDraft } from './webhook-form';

type WebhookRead = components['schemas']['WebhookRead'];

interface WebhookItemProps {
  readonly client: WebhookClient;
  readonly hook: WebhookRead;
  /** Whether its delivery log is shown. */
  readonly open: boolean;
  readonly onToggleLog: () => void;
  /** Saves an edit; answers the API's refusal as text, or null once saved. */
  readonly onSave: (draft: WebhookDraft) => Promise<string | null>;
  readonly onEnabled: (enabled: boolean) => void;
  readonly onRotateSecret: () => Promise<void>;
  readonly onDelete: () => void;
  readonly onError: (text: string | null) => void;
}

/** What the server does (no overlap of the two secrets), said before it is done. */
const ROTATE_QUESTION =
  'The old secret stops working at once, with no grace period: every later attempt, retries and redeliveries included, is signed with the new one. Rotate it?';

/**
 * One webhook: its URL, state (Active or Paused, and why), description and events; edit, pause or
 * resume, rotate its secret, delete, and its delivery log.
 */
export function WebhookItem(props: WebhookItemProps) {
  const { client, hook, open, onToggleLog, onSave, onEnabled, onRotateSecret, onDelete, onError } = props;
  const [editing, setEditing] = useState(false);

  async function save(draft: WebhookDraft): Promise<string | null> {
    const refusal = await onSave(draft);
    if (refusal === null) setEditing(false);
    return refusal;
  }

  return (
    <Stack gap={4} data-testid="webhook">
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm" fw={600} lineClamp={1}>
          {hook.url}
        </Text>
        <Badge variant="dot" color={hook.enabled ? 'green' : 'gray'} data-testid="webhook-state">
          {hook.enabled ? 'Active' : 'Paused'}
        </Badge>
      </Group>
      {hook.description && <Text size="xs">{hook.description}</Text>}
      <Text size="xs">{hook.events.join(', ')}</Text>
      {hook.disabled_reason && (
        <Text size="xs" c="red" data-testid="disabled-reason">
          {hook.disabled_reason}
        </Text>
      )}
      <Group gap="xs">
        <Button variant="subtle" size="compact-sm" onClick={() => setEditing(true)} aria-label={`Edit ${hook.url}`}>
          Edit
        </Button>
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={() => onEnabled(!hook.enabled)}
          aria-label={`${hook.enabled ? 'Pause' : 'Resume'} ${hook.url}`}
        >
          {hook.enabled ? 'Pause' : 'Resume'}
        </Button>
        <Button variant="subtle" size="compact-sm" onClick={onToggleLog}>
          {open ? 'Hide deliveries' : 'Deliveries'}
        </Button>
        <ConfirmButton
          question={ROTATE_QUESTION}
          onConfirm={onRotateSecret}
          ariaLabel={`Rotate secret for ${hook.url}`}
        >
          Rotate secret
        </ConfirmButton>
        <Button variant="subtle" color="red" size="compact-sm" onClick={onDelete} aria-label={`Delete ${hook.url}`}>
          Delete
        </Button>
      </Group>
      {editing && (
        // Framed, so that it does not read as the Add form below the list.
        <Paper withBorder p="sm">
          <WebhookForm saved={hook} onSubmit={save} onCancel={() => setEditing(false)} />
        </Paper>
      )}
      {open && <DeliveryLog client={client} webhookId={hook.id} onError={onError} />}
    </Stack>
  );
}
