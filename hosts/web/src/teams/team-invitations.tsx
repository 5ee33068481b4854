import { Button, Group, NativeSelect, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { api } from '../api/client';
import { errorText } from '../api/error-text';
import type { components } from '../api/openapi';
import { useApi } from '../api/use-api';
import { ApiErrorAlert } from '../components/api-error-alert';
import { LoadingState } from '../components/loading-state';
import { TableHeader } from '../components/table-header';
import type { TeamRole } from '../workspace/workspace';

type InvitableRole = components['schemas']['InvitableTeamRole'];

/**
 * Invitations by email (captains and the owner): the address and the role it gives, sent as a link
 * the invitee opens; the pending ones listed, each revocable. Only the owner makes captains.
 */
export function TeamInvitations({ teamId, role }: { teamId: string; role: TeamRole }) {
  const path = { params: { path: { team_id: teamId } } };
  const pending = useApi(() => api.GET('/api/v1/teams/{team_id}/invitations', path), [teamId]);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const roles: InvitableRole[] = role === 'owner' ? ['member', 'viewer', 'captain'] : ['member', 'viewer'];

  async function invite(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const element = event.currentTarget;
    const form = new FormData(element);
    setBusy(true);
    setSent(null);
    const { data, error: failure } = await api.POST('/api/v1/teams/{team_id}/invitations', {
      ...path,
      body: { email: String(form.get('email')).trim(), role: String(form.get('role')) as InvitableRole },
    });
    setBusy(false);
    if (!data) return setError(errorText(failure, undefined, { email: 'Email', role: 'Role' }));
    setError(null);
    setSent(`Invitation sent to ${data.email}.`);
    element.reset();
    pending.reload();
  }
  async function revoke(invitationId: string) {
    const { error: failure, response } = await api.DELETE('/api/v1/teams/{team_id}/invitations/{invitation_id}', {
      params: { path: { team_id: teamId, invitation_id: invitationId } },
    });
    setError(response.ok ? null : errorText(failure));
    pending.reload();
  }

  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        Invitations
      </Title>
      <form onSubmit={(e) => void invite(e)} noValidate aria-label="Invite by email">
        <Group align="end">
          <TextInput name="email" type="email" label="Email" required autoComplete="off" miw={240} />
          <NativeSelect name="role" label="Role" data={roles} defaultValue="member" />
          <Button type="submit" loading={busy}>
            Send invitation
          </Button>
        </Group>
      </form>
      <Text size="sm" c="dimmed">
        The link in the email is valid for 7 days, once, for an account with that address.
      </Text>
      <ApiErrorAlert error={error} title="Not sent" />
      {sent && <Text role="status">{sent}</Text>}
      {pending.loading && !pending.data ? (
        <LoadingState />
      ) : !pending.data ? (
        <ApiErrorAlert error={pending.error} />
      ) : pending.data.length === 0 ? (
        <Text c="dimmed">No pending invitations.</Text>
      ) : (
        <div className="table-scroll">
          <Table data-testid="team-invitations">
            <TableHeader columns={['Email', 'Role', 'Expires']} actions />
            <Table.Tbody>
              {pending.data.map((i) => (
                <Table.Tr key={i.id}>
                  <Table.Td>{i.email}</Table.Td>
                  <Table.Td>{i.role}</Table.Td>
                  <Table.Td>{i.expires_at.slice(0, 10)}</Table.Td>
                  <Table.Td>
                    <Button
                      size="compact-xs"
                      variant="subtle"
                      color="red"
                      onClick={() => void revoke(i.id)}
                      aria-label={`Revoke the invitation of ${i.email}`}
                    >
                      Revoke
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </div>
      )}
    </Stack>
  );
}
