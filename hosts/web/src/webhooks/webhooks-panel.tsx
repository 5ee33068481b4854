import { Alert, Button, Code, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { errorText } from '../api/error-text';
import { useApi } from '../api/use-api';
import { ApiErrorAlert } from '../components/api-error-alert';
import { LoadingState } from '../components/loading-state';
import { ownerKey, type IntegrationOwner } from '../workspace/integration-owner';
import { webhookClient } from './webhook-client';
import { WebhookForm, type WebhookDraft } from './webhook-form';
import { WebhookItem } from './webhook-item';

interface Wording {
  /** The heading's element id, which names the section. */
  readonly id: string;
  readonly title: string;
  /** The heading's look: a section of Settings, or of the team's page beside Members and Invitations. */
  readonly size: 'h3' | 'h4';
  readonly intro: string | null;
}

const WORDING: Readonly<Record<IntegrationOwner['kind'], Wording>> = {
  personal: { id: 'webhooks-title', title: 'Webhooks', size: 'h4', intro: null },
  team: {
    id: 'team-webhooks-title',
    title: 'Team webhooks',
    size: 'h3',
    intro:
      'The team’s events (a match recorded, changed or deleted in its workspace) are POSTed, signed, to each endpoint that chose them.',
  },
};

/**
 * The webhooks of the account or of a team: add one (its signing secret shown once), enable or
 * disable, delete, and each one's delivery log with redelivery.
 */
export function WebhooksPanel({ owner }: { owner: IntegrationOwner }) {
  const client = webhookClient(owner);
  const wording = WORDING[owner.kind];
  const hooks = useApi(() => client.list(), [ownerKey(owner)]);
  const [error, setError] = useState<string | null>(null);
  const [secret, setSecret] = useState<{ url: string; secret: string } | null>(null);
  const [open, setOpen] = useState<string | null>(null);

  async function add(draft: WebhookDraft): Promise<boolean> {
    const { data, error: failure } = await client.create(draft);
    setError(data ? null : errorText(failure));
    if (data) setSecret({ url: data.url, secret: data.secret });
    hooks.reload();
    return data !== undefined;
  }

  async function setEnabled(id: string, enabled: boolean) {
    const { data, error: failure } = await client.update(id, { enabled });
    setError(data ? null : errorText(failure));
    hooks.reload();
  }

  async function remove(id: string) {
    const { error: failure, response } = await client.remove(id);
    setError(response.ok ? null : errorText(failure));
    hooks.reload();
  }

  return (
    <section aria-labelledby={wording.id}>
      <Title order={2} size={wording.size} id={wording.id} mb="xs">
        {wording.title}
      </Title>
      <Stack gap="sm">
        {wording.intro && <Text size="sm">{wording.intro}</Text>}
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
            <WebhookItem
              key={hook.id}
              client={client}
              hook={hook}
              open={open === hook.id}
              onToggleLog={() => setOpen(open === hook.id ? null : hook.id)}
              onEnabled={(enabled) => void setEnabled(hook.id, enabled)}
              onDelete={() => void remove(hook.id)}
              onError={setError}
            />
          ))
        )}
        <WebhookForm onSubmit={add} />
        <ApiErrorAlert error={error ?? (hooks.error ? errorText(hooks.error) : null)} />
      </Stack>
    </section>
  );
}
