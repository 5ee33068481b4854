import { Badge, Button, Group, Table, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { api } from '../api/client';
import { errorText } from '../api/error-text';
import { useApi } from '../api/use-api';
import { ApiErrorAlert } from '../components/api-error-alert';
import { ConfirmButton } from '../components/confirm-button';
import { LoadingState } from '../components/loading-state';
import { TableHeader } from '../components/table-header';
import { ceremonyErrorText, createPasskey, passkeysSupported } from './passkey-ceremony';

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : 'never');
const nameOf = (event: FormEvent<HTMLFormElement>) =>
  String(new FormData(event.currentTarget).get('name') ?? '').trim();

/**
 * Passkeys from Settings: the list (name, added, last used, whether it syncs), adding one (a name,
 * then the browser's prompt), renaming and deleting. A deleted passkey cannot sign in any more;
 * the password stays, so deleting never locks the account out.
 */
export function PasskeySettings() {
  const passkeys = useApi(() => api.GET('/api/v1/auth/passkeys'), []);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [renaming, setRenaming] = useState<string | null>(null);

  function said(failure: string | null, success: string | null) {
    setError(failure);
    setNotice(failure ? null : success);
    passkeys.reload();
  }

  async function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const name = nameOf(event);
    setBusy(true);
    setError(null);
    setNotice(null);
    try {
      const options = await api.POST('/api/v1/auth/passkeys/registration/options');
      if (!options.data) return said(errorText(options.error), null);
      let credential;
      try {
        credential = await createPasskey(options.data);
      } catch (failure) {
        return said(ceremonyErrorText(failure), null);
      }
      const { data, error: refused } = await api.POST('/api/v1/auth/passkeys/registration/verify', {
        body: { credential, ...(name ? { name } : {}) },
      });
      if (data) form.reset();
      said(data ? null : errorText(refused), data ? `Added the passkey “${data.name}”.` : null);
    } finally {
      setBusy(false);
    }
  }

  async function rename(event: FormEvent<HTMLFormElement>, id: string) {
    event.preventDefault();
    const { data, error: failure } = await api.PATCH('/api/v1/auth/passkeys/{id}', {
      params: { path: { id } },
      body: { name: nameOf(event) },
    });
    if (data) setRenaming(null);
    said(data ? null : errorText(failure), data ? `Renamed to “${data.name}”.` : null);
  }

  async function remove(id: string, name: string) {
    const { error: failure, response } = await api.DELETE('/api/v1/auth/passkeys/{id}', { params: { path: { id } } });
    said(response.ok ? null : errorText(failure), `Deleted the passkey “${name}”.`);
  }

  return (
    <section aria-labelledby="passkeys-title">
      <Title order={2} size="h4" id="passkeys-title" mb="xs">
        Passkeys
      </Title>
      <Text size="sm" mb="xs">
        Sign in with your device’s screen lock or a security key instead of the password. A passkey also stands in for
        two-step login.
      </Text>
      {passkeys.loading && !passkeys.data ? (
        <LoadingState />
      ) : (passkeys.data ?? []).length > 0 ? (
        <Table.ScrollContainer minWidth={480}>
          <Table aria-label="Your passkeys">
            <TableHeader columns={['Name', 'Added', 'Last used']} actions />
            <Table.Tbody>
              {(passkeys.data ?? []).map((p) => (
                <Table.Tr key={p.id}>
                  <Table.Td>
                    {renaming === p.id ? (
                      <form onSubmit={(e) => void rename(e, p.id)} aria-label={`Rename ${p.name}`}>
                        <Group gap="xs" wrap="nowrap">
                          <TextInput
                            name="name"
                            aria-label="New name"
                            defaultValue={p.name}
                            maxLength={64}
                            size="xs"
                            required
                          />
                          <Button type="submit" size="compact-sm">
                            Save
                          </Button>
                        </Group>
                      </form>
                    ) : (
                      <Group gap="xs">
                        <Text size="sm">{p.name}</Text>
                        {p.backed_up && (
                          <Badge variant="light" size="sm">
                            synced
                          </Badge>
                        )}
                      </Group>
                    )}
                  </Table.Td>
                  <Table.Td>{when(p.created_at)}</Table.Td>
                  <Table.Td>{when(p.last_used_at)}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Button
                        size="compact-sm"
                        variant="subtle"
                        onClick={() => setRenaming(renaming === p.id ? null : p.id)}
                        aria-label={`Rename the passkey ${p.name}`}
                      >
                        Rename
                      </Button>
                      <ConfirmButton
                        question={`Delete “${p.name}”?`}
                        onConfirm={() => remove(p.id, p.name)}
                        ariaLabel={`Delete the passkey ${p.name}`}
                      >
                        Delete
                      </ConfirmButton>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : (
        <Text size="sm" c="dimmed" mb="xs">
          No passkeys yet.
        </Text>
      )}
      {passkeysSupported() ? (
        <form onSubmit={(e) => void add(e)} aria-label="Add a passkey">
          <Group align="end" gap="xs">
            <TextInput name="name" label="Name for the new passkey" placeholder="Laptop" maxLength={64} />
            <Button type="submit" loading={busy}>
              Add a passkey
            </Button>
          </Group>
        </form>
      ) : (
        <Text size="sm">This browser cannot use passkeys.</Text>
      )}
      <ApiErrorAlert error={error ?? (passkeys.error ? errorText(passkeys.error) : null)} title="Passkeys" />
      {notice && (
        <Text role="status" size="sm" mt="xs">
          {notice}
        </Text>
      )}
    </section>
  );
}
