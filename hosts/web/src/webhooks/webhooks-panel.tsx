import { Alert, Button, Code, Group, Stack, Switch, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { api } from '../api/client';
import { errorText } from '../api/error-text';
import { useApi } from '../api/use-api';
import { ApiErrorAlert } from '../components/api-error-alert';
import { LoadingState } from '../components/loading-state';
import { DeliveryLog } from './delivery-log';
import { WebhookForm, type WebhookDraft } from './webhook-form';

/**
 * The account's webhooks: add one (its signing secret shown once), enable or disable, delete, and
 * each one's delivery log with redelivery.
 */
export function WebhooksPanel() {
  const hooks = useApi(() => api.GET('/api/v1/webhooks'), []);
  const [error, setError] = useState<string | null>(null);
  const [secret, setSecret] = useState<{ url: string; secret: string } | null>(null);
  const [open, setOpen] = useState<string | null>(null);

  async function add(draft: WebhookDraft): Promise<boolean> {
    const { data, error: failure } = await api.POST('/api/v1/webhooks', { body: draft });
    setError(data ? null : errorText(failure));
    if (data) setSecret({ url: data.url, secret: data.secret });
    hooks.reload();
    return data !== undefined;
  }

  async function setEnabled(id: string, enabled: boolean) {
    const { data, error: failure } = await api.PATCH('/api/v1/webhooks/{webhook_id}', {
      params: { path: { webhook_id: id } },
      body: { enabled },
    });
    setError(data ? null : errorText(failure));
    hooks.reload();
  }

  async function remove(id: string) {
    const { error: failure, response } = await api.DELETE('/api/v1/webhooks/{webhook_id}', {
      params: { path: { webhook_id: id } },
    });
    setError(response.ok ? null : errorText(failure));
    hooks.reload();
  }

  return (
    <section aria-labelledby="webhooks-title">
      <Title order={2} size="h4" id="webhooks-title" mb="xs">
        Webhooks
      </Title>
      <Stack gap="sm">
        {secret && (
          <Alert title="The signing secret, shown this once" data-testid="webhook-secret">
            <Text size="sm">Keep it with the receiver at {secret.url}; it verifies every delivery.</Text>
            <Code block>{secret.secret}</Code>
            <Button size="xs" mt="xs" variant="default" onClick={() => setSecret(null)}>
              I have kept it
            </Button>
          </Alert>
        )}
        {hooks.loading && !hooks.data ? (
          <LoadingState />
        ) : (
          (hooks.data ?? []).map((hook) => (
            <Stack key={hook.id} gap={4} data-testid="webhook">
              <Group justify="space-between" wrap="nowrap">
                <Text size="sm" fw={600} lineClamp={1}>
                  {hook.url}
                </Text>
                <Group gap="xs" wrap="nowrap">
                  <Switch
                    label="Enabled"
                    checked={hook.enabled}
                    onChange={(e) => void setEnabled(hook.id, e.currentTarget.checked)}
                    aria-label={`Enabled: ${hook.url}`}
                  />
                  <Button variant="subtle" size="xs" onClick={() => setOpen(open === hook.id ? null : hook.id)}>
                    {open === hook.id ? 'Hide deliveries' : 'Deliveries'}
                  </Button>
                  <Button
                    variant="subtle"
                    color="red"
                    size="xs"
                    onClick={() => void remove(hook.id)}
                    aria-label={`Delete ${hook.url}`}
                  >
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
              {open === hook.id && <DeliveryLog webhookId={hook.id} onError={setError} />}
            </Stack>
          ))
        )}
        <WebhookForm onSubmit={add} />
        <ApiErrorAlert error={error ?? (hooks.error ? errorText(hooks.error) : null)} />
      </Stack>
    </section>
  );
}
