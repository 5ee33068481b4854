import { Button, Checkbox, Group, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { errorText } from '../api/error-text';
import type { components } from '../api/openapi';
import { useApi } from '../api/use-api';
import { ApiErrorAlert } from '../components/api-error-alert';
import { LoadingState } from '../components/loading-state';
import { ownerKey, type IntegrationOwner } from '../workspace/integration-owner';
import { apiTokenClient } from './api-token-client';
import { ApiTokenTable } from './api-token-table';
import { NewApiTokenSecret } from './new-api-token-secret';

type Scope = components['schemas']['ApiTokenScope'];
type Created = components['schemas']['ApiTokenCreated'];

const EXPIRIES = ['7', '30', '90', '180', '365'].map((days) => ({ value: days, label: `${days} days` }));

interface Wording {
  /** The heading's element id, which names the section. */
  readonly id: string;
  readonly title: string;
  /** The heading's look: a section of Settings, or of the team's page beside Members and Invitations. */
  readonly size: 'h3' | 'h4';
  /** The form's accessible name. */
  readonly form: string;
  readonly intro: string;
  readonly scopes: readonly { readonly value: Scope; readonly label: string }[];
}

/**
 * What the panel says to each owner. A team token reaches its team's tracker only (the API refuses
 * it everywhere else, the public metagame included), so a team is offered the tracker scopes alone.
 */
const WORDING: Readonly<Record<IntegrationOwner['kind'], Wording>> = {
  personal: {
    id: 'api-tokens-title',
    title: 'API tokens',
    size: 'h4',
    form: 'New API token',
    intro:
      'For your scripts and notebooks: a token acts as you, only within its scopes, and never on account settings.',
    scopes: [
      { value: 'tracker:read', label: 'Read my tracker (tracker:read)' },
      { value: 'tracker:write', label: 'Change my tracker (tracker:write)' },
      { value: 'meta:read', label: 'Read the public metagame and cards (meta:read)' },
    ],
  },
  team: {
    id: 'team-api-tokens-title',
    title: 'Team API tokens',
    size: 'h3',
    form: 'New team API token',
    intro:
      'For the team’s scripts and bots: a token acts as you on this team’s tracker only, within its scopes. It stops working if you leave the team or are no longer a captain.',
    scopes: [
      { value: 'tracker:read', label: 'Read the team’s tracker (tracker:read)' },
      { value: 'tracker:write', label: 'Change the team’s tracker (tracker:write)' },
    ],
  },
};

/**
 * API tokens for scripts and notebooks, the account's own or a team's: make one (name, scopes,
 * expiry; the secret shown once), see the list, revoke.
 */
export function ApiTokensPanel({ owner }: { owner: IntegrationOwner }) {
  const client = apiTokenClient(owner);
  const wording = WORDING[owner.kind];
  const tokens = useApi(() => client.list(), [ownerKey(owner)]);
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<string[]>(['tracker:read']);
  const [days, setDays] = useState('90');
  const [created, setCreated] = useState<Created | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function create(event: FormEvent) {
    event.preventDefault();
    const { data, error: failure } = await client.create({
      name,
      scopes: scopes as Scope[],
      expires_in_days: Number(days),
    });
    setError(data ? null : errorText(failure));
    setCreated(data ?? null);
    if (data) setName('');
    tokens.reload();
  }

  async function revoke(id: string) {
    const { error: failure, response } = await client.revoke(id);
    setError(response.ok ? null : errorText(failure));
    if (response.ok && created?.id === id) setCreated(null);
    tokens.reload();
  }

  return (
    <section aria-labelledby={wording.id}>
      <Title order={2} size={wording.size} id={wording.id} mb="xs">
        {wording.title}
      </Title>
      <Text size="sm" mb="sm">
        {wording.intro}
      </Text>
      {created && <NewApiTokenSecret created={created} />}
      <form onSubmit={(e) => void create(e)} aria-label={wording.form}>
        <Stack gap="xs" mb="sm">
          <TextInput
            label="Name"
            required
            maxLength={100}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
          />
          <Checkbox.Group label="Scopes" value={scopes} onChange={setScopes} withAsterisk>
            <Stack gap={4} mt={4}>
              {wording.scopes.map((scope) => (
                <Checkbox key={scope.value} value={scope.value} label={scope.label} />
              ))}
            </Stack>
          </Checkbox.Group>
          <NativeSelect
            label="Expires after"
            value={days}
            onChange={(e) => setDays(e.currentTarget.value)}
            data={EXPIRIES}
          />
          <Group>
            <Button type="submit" size="xs">
              Create token
            </Button>
          </Group>
        </Stack>
      </form>
      <ApiErrorAlert error={error ?? (tokens.error ? errorText(tokens.error) : null)} />
      {tokens.loading && !tokens.data ? (
        <LoadingState />
      ) : (tokens.data ?? []).length === 0 ? (
        <Text size="sm">No tokens yet.</Text>
      ) : (
        <ApiTokenTable label={wording.title} tokens={tokens.data ?? []} onRevoke={revoke} />
      )}
    </section>
  );
}
