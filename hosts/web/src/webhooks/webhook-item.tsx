import { Button, Group, Stack, Switch, Text } from '@mantine/core';
import type { components } from '../api/openapi';
import { DeliveryLog } from './delivery-log';
import type { WebhookClient } from './webhook-client';

type WebhookRead = components['schemas']['WebhookRead'];

interface WebhookItemProps {
  readonly client: WebhookClient;
  readonly hook: WebhookRead;
  /** Whether its delivery log is shown. */
  readonly open: boolean;
  readonly onToggleLog: () => void;
  readonly onEnabled: (enabled: boolean) => void;
  readonly onDelete: () => void;
  readonly onError: (text: string | null) => void;
}

/** One webhook: its URL and events, the Enabled switch (and why it was disabled), delete, its delivery log. */
export function WebhookItem({ client, hook, open, onToggleLog, onEnabled, onDelete, onError }: WebhookItemProps) {
  return (
    <Stack gap={4} data-testid="webhook">
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm" fw={600} lineClamp={1}>
          {hook.url}
        </Text>
        <Group gap="xs" wrap="nowrap">
          <Switch
            label="Enabled"
            checked={hook.enabled}
            onChange={(e) => onEnabled(e.currentTarget.checked)}
            aria-label={`Enabled: ${hook.url}`}
          />
          <Button variant="subtle" size="xs" onClick={onToggleLog}>
            {open ? 'Hide deliveries' : 'Deliveries'}
          </Button>
          <Button variant="subtle" color="red" size="xs" onClick={onDelete} aria-label={`Delete ${hook.url}`}>
            Delete
          </Button>
        </Group>
      </Group>
      <Text size="xs">{hook.events.join(', ')}</Text>
      {hook.disabled_reason && (
        <Text size="xs" c="red" data-testid="disabled-reason">
          {hook.disabled_reason}
        </Text>
      )}
      {open && <DeliveryLog client={client} webhookId={hook.id} onError={onError} />}
    </Stack>
  );
}
