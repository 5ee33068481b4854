import { Badge, Button, Group, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { api } from '../api/client';
import { errorText } from '../api/error-text';
import { useApi } from '../api/use-api';
import { ApiErrorAlert } from '../components/api-error-alert';
import { LoadingState } from '../components/loading-state';
import { TableHeader } from '../components/table-header';

const when = (iso: string) => new Date(iso).toLocaleString();

/** The account's signed-in devices (one session per device): end one, or every one but this. */
export function SessionsPanel() {
  const sessions = useApi(() => api.GET('/api/v1/auth/sessions'), []);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  async function end(id: string) {
    const { error: failure, response } = await api.DELETE('/api/v1/auth/sessions/{id}', { params: { path: { id } } });
    setError(response.ok ? null : errorText(failure));
    setNotice(response.ok ? 'Signed out that device.' : null);
    sessions.reload();
  }

  async function endOthers() {
    const { data, error: failure } = await api.POST('/api/v1/auth/sessions/end-others');
    setError(data ? null : errorText(failure));
    setNotice(data ? `Signed out ${data.ended} other ${data.ended === 1 ? 'device' : 'devices'}.` : null);
    sessions.reload();
  }

  return (
    <section aria-labelledby="sessions-title">
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h4" id="sessions-title">
          Signed-in devices
        </Title>
        <Button variant="default" size="xs" onClick={() => void endOthers()}>
          Sign out every other device
        </Button>
      </Group>
      {sessions.loading && !sessions.data ? (
        <LoadingState />
      ) : (
        <Table.ScrollContainer minWidth={480}>
          <Table>
            <TableHeader columns={['Device', 'Address', 'Last used']} actions />
            <Table.Tbody>
              {(sessions.data ?? []).map((s) => (
                <Table.Tr key={s.id}>
                  <Table.Td>
                    <Text size="sm" lineClamp={1} title={s.user_agent ?? undefined}>
                      {s.user_agent ?? 'unknown'}
                    </Text>
                  </Table.Td>
                  <Table.Td>{s.ip_address ?? '–'}</Table.Td>
                  <Table.Td>{when(s.last_used_at)}</Table.Td>
                  <Table.Td>
                    {s.current ? (
                      <Badge variant="light">this device</Badge>
                    ) : (
                      <Button
                        variant="subtle"
                        color="red"
                        size="xs"
                        onClick={() => void end(s.id)}
                        aria-label={`Sign out the device last used ${when(s.last_used_at)}`}
                      >
                        Sign out
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <ApiErrorAlert error={error ?? (sessions.error ? errorText(sessions.error) : null)} />
      {notice && (
        <Text role="status" size="sm">
          {notice}
        </Text>
      )}
    </section>
  );
}
