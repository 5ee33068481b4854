import { Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { errorText } from '../api/error-text';
import type { components } from '../api/openapi';
import { useApi } from '../api/use-api';
import { ApiErrorAlert } from '../components/api-error-alert';
import { LoadingState } from '../components/loading-state';
import { ownerKey, type IntegrationOwner } from '../workspace/integration-owner';
import { webhookChanges } from './webhook-changes';
import { webhookClient } from './webhook-client';
import { WebhookForm, type WebhookDraft } from './webhook-form';
import { WebhookItem } from './webhook-item';
import { WebhookSecret, type ShownSecret } from './webhook-secret';

type WebhookRead = components['schemas']['WebhookRead'];

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
 * The webhooks of the account or of a team: add one (its signing secret shown once), edit, pause or
 * resume, rotate the secret (the new one shown once), delete, and each one's delivery log with
 * redelivery.
 */
export function WebhooksPanel({ owner }: { owner: IntegrationOwner }) {
  const client = webhookClient(owner);
  const wording = WORDING[owner.kind];
  const hooks = useApi(() => client.list(), [ownerKey(owner)]);
  const [error, setError] = useState<string | null>(null);
  const [secret, setSecret] = useState<ShownSecret | null>(null);
  const [open, setOpen] = useState<string | null>(null);

  async function add(draft: WebhookDraft): Promise<string | null> {
    const { data, error: failure } = await client.create(draft);
    if (!data) return errorText(failure);
    setSecret({ url: data.url, secret: data.secret, rotated: false });
    hooks.reload();
    return null;
  }

  async function save(hook: WebhookRead, draft: WebhookDraft): Promise<string | null> {
    const changes = webhookChanges(hook, draft);
    if (Object.keys(changes).length === 0) return null;
    const { data, error: failure } = await client.update(hook.id, changes);
    if (!data) return errorText(failure);
    hooks.reload();
    return null;
  }

  async function rotateSecret(id: string) {
    const { data, error: failure } = await client.rotateSecret(id);
    setError(data ? null : errorText(failure));
    if (data) setSecret({ url: data.url, secret: data.secret, rotated: true });
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
        {secret && <WebhookSecret shown={secret} onKept={() => setSecret(null)} />}
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
              onSave={(draft) => save(hook, draft)}
              onEnabled={(enabled) => void setEnabled(hook.id, enabled)}
              onRotateSecret={() => rotateSecret(hook.id)}
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
