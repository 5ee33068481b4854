import {
  Alert,
  Button,
  Checkbox,
  Code,
  Group,
  NativeSelect,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { api } from '../api/client';
import { errorText } from '../api/error-text';
import type { components } from '../api/openapi';
import { useApi } from '../api/use-api';
import { ApiErrorAlert } from '../components/api-error-alert';
import { ConfirmButton } from '../components/confirm-button';
import { LoadingState } from '../components/loading-state';
import { TableHeader } from '../components/table-header';

type Scope = components['schemas']['ApiTokenScope'];
type Created = components['schemas']['ApiTokenCreated'];

const SCOPES: { value: Scope; label: string }[] = [
  { value: 'tracker:read', label: 'Read my tracker (tracker:read)' },
  { value: 'tracker:write', label: 'Change my tracker (tracker:write)' },
  { value: 'meta:read', label: 'Read the public metagame and cards (meta:read)' },
];
const EXPIRIES = ['7', '30', '90', '180', '365'].map((days) => ({ value: days, label: `${days} days` }));
const day = (iso: string) => new Date(iso).toLocaleDateString();

/** The secret of a token just made, shown this once, with a copy button. */
function NewSecret({ created }: { created: Created }) {
  const [copied, setCopied] = useState<string | null>(null);
  async function copy() {
    try {
      await navigator.clipboard.writeText(created.token);
      setCopied('Copied.');
    } catch {
      setCopied('Copying is not allowed here: select the token and copy it.');
    }
  }
  return (
    <Alert color="blue" title={`Token “${created.name}” made`} mb="sm">
      <Text size="sm" mb="xs">
        Copy it now: it is not shown again. Send it as <Code>Authorization: Bearer …</Code>.
      </Text>
      <Group gap="xs" wrap="nowrap">
        <Code data-testid="new-api-token">{created.token}</Code>
        <Button variant="default" size="xs" onClick={() => void copy()}>
          Copy the token
        </Button>
      </Group>
      {copied && (
        <Text role="status" size="sm" mt="xs">
          {copied}
        </Text>
      )}
    </Alert>
  );
}

/** Personal API tokens for scripts and notebooks: make one (name, scopes, expiry), see the list, revoke. */
export function ApiTokensPanel() {
  const tokens = useApi(() => api.GET('/api/v1/auth/tokens'), []);
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<string[]>(['tracker:read']);
  const [days, setDays] = useState('90');
  const [created, setCreated] = useState<Created | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function create(event: FormEvent) {
    event.preventDefault();
    const body = { name, scopes: scopes as Scope[], expires_in_days: Number(days) };
    const { data, error: failure } = await api.POST('/api/v1/auth/tokens', { body });
    setError(data ? null : errorText(failure));
    setCreated(data ?? null);
    if (data) setName('');
    tokens.reload();
  }

  async function revoke(id: string) {
    const { error: failure, response } = await api.DELETE('/api/v1/auth/tokens/{token_id}', {
      params: { path: { token_id: id } },
    });
    setError(response.ok ? null : errorText(failure));
    if (response.ok && created?.id === id) setCreated(null);
    tokens.reload();
  }

  return (
    <section aria-labelledby="api-tokens-title">
      <Title order={2} size="h4" id="api-tokens-title" mb="xs">
        API tokens
      </Title>
      <Text size="sm" mb="sm">
        For your scripts and notebooks: a token acts as you, only within its scopes, and never on account settings.
      </Text>
      {created && <NewSecret created={created} />}
      <form onSubmit={(e) => void create(e)} aria-label="New API token">
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
              {SCOPES.map((scope) => (
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
        <Table.ScrollContainer minWidth={560}>
          <Table aria-label="API tokens">
            <TableHeader columns={['Name', 'Scopes', 'Starts with', 'Created', 'Last used', 'Expires']} actions />
            <Table.Tbody>
              {(tokens.data ?? []).map((t) => (
                <Table.Tr key={t.id}>
                  <Table.Td>{t.name}</Table.Td>
                  <Table.Td>{t.scopes.join(', ')}</Table.Td>
                  <Table.Td>
                    <Code>{t.prefix}…</Code>
                  </Table.Td>
                  <Table.Td>{day(t.created_at)}</Table.Td>
                  <Table.Td>{t.last_used_at ? day(t.last_used_at) : 'never'}</Table.Td>
                  <Table.Td>{day(t.expires_at)}</Table.Td>
                  <Table.Td>
                    <ConfirmButton
                      question={`Revoke ${t.name}?`}
                      onConfirm={() => revoke(t.id)}
                      ariaLabel={`Revoke the token ${t.name}`}
                    >
                      Revoke
                    </ConfirmButton>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </section>
  );
}
