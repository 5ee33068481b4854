import { Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { api } from '../api/client';
import { errorText } from '../api/error-text';
import { useApi } from '../api/use-api';
import { ApiErrorAlert } from '../components/api-error-alert';
import { ConfirmButton } from '../components/confirm-button';
import { TableHeader } from '../components/table-header';

/**
 * Settings → linked providers: the caller's links (unlink refused by the server while it is the
 * last way to sign in), and a button per configured provider to link it. Linking sends the browser
 * to the provider; it comes back to the OpenID page. Nothing shows when no provider is configured.
 */
export function LinkedProviders() {
  const providers = useApi(() => api.GET('/api/v1/auth/oidc/providers'), []);
  const identities = useApi(() => api.GET('/api/v1/auth/oidc/identities'), []);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const known = providers.data ?? [];
  const links = identities.data ?? [];
  if (known.length === 0 && links.length === 0) return null;
  const nameOf = (id: string) => known.find((p) => p.id === id)?.display_name ?? id;

  async function link(provider: string) {
    setBusy(provider);
    setError(null);
    const { data, error: failure } = await api.POST('/api/v1/auth/oidc/{provider}/link', {
      params: { path: { provider } },
    });
    if (data) return window.location.assign(data.authorization_url);
    setBusy(null);
    setError(errorText(failure));
  }
  async function unlink(identityId: string) {
    setError(null);
    const { response, error: failure } = await api.DELETE('/api/v1/auth/oidc/identities/{identity_id}', {
      params: { path: { identity_id: identityId } },
    });
    if (!response.ok) setError(errorText(failure));
    identities.reload();
  }

  return (
    <Stack gap="xs">
      <Title order={2}>Linked providers</Title>
      {links.length === 0 ? (
        <Text size="sm">No provider is linked: you sign in with your password.</Text>
      ) : (
        <Table aria-label="Linked providers">
          <TableHeader columns={['Provider', 'Email there', 'Last sign-in']} actions />
          <Table.Tbody>
            {links.map((i) => (
              <Table.Tr key={i.id}>
                <Table.Td>{nameOf(i.provider_id)}</Table.Td>
                <Table.Td>{i.email ?? '–'}</Table.Td>
                <Table.Td>{i.last_used_at ? new Date(i.last_used_at).toLocaleString() : 'never'}</Table.Td>
                <Table.Td>
                  <ConfirmButton
                    question={`Unlink ${nameOf(i.provider_id)}?`}
                    onConfirm={() => unlink(i.id)}
                    ariaLabel={`Unlink ${nameOf(i.provider_id)}`}
                  >
                    Unlink
                  </ConfirmButton>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <ApiErrorAlert error={error} />
      <Group>
        {known.map((p) => (
          <Button key={p.id} variant="default" loading={busy === p.id} onClick={() => void link(p.id)}>
            Link {p.display_name}
          </Button>
        ))}
      </Group>
    </Stack>
  );
}
