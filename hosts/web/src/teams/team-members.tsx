import { NativeSelect, Table } from '@mantine/core';
import { useState } from 'react';
import { api } from '../api/client';
import { errorText } from '../api/error-text';
import type { components } from '../api/openapi';
import { useSession } from '../auth/session';
import { ApiErrorAlert } from '../components/api-error-alert';
import { ConfirmButton } from '../components/confirm-button';
import { TableHeader } from '../components/table-header';
import { memberName, type TeamMember } from '../workspace/use-team';
import type { TeamRole } from '../workspace/workspace';

type InvitableRole = components['schemas']['InvitableTeamRole'];

/**
 * The roles the caller may give a member, or none when they may not manage them: the owner
 * manages everyone else and makes or unmakes captains; a captain switches members and viewers.
 */
export function assignableRoles(caller: TeamRole, target: TeamMember, callerId: string): InvitableRole[] {
  if (target.user_id === callerId || target.role === 'owner') return [];
  if (caller === 'owner') return ['viewer', 'member', 'captain'];
  if (caller === 'captain' && (target.role === 'member' || target.role === 'viewer')) return ['viewer', 'member'];
  return [];
}

interface TeamMembersProps {
  readonly teamId: string;
  readonly members: readonly TeamMember[];
  readonly role: TeamRole;
  /** A member's role changed or a member left the team: the team should be read again. */
  readonly onChanged: () => void;
}

/** The members with their role and since when; roles changed and members removed where the caller may. */
export function TeamMembers({ teamId, members, role, onChanged }: TeamMembersProps) {
  const me = useSession().user?.id ?? '';
  const [error, setError] = useState<string | null>(null);
  const managing = role === 'owner' || role === 'captain';
  const path = (userId: string) => ({ params: { path: { team_id: teamId, user_id: userId } } });

  async function changeRole(member: TeamMember, next: InvitableRole) {
    const { error: failure, response } = await api.PATCH('/api/v1/teams/{team_id}/members/{user_id}', {
      ...path(member.user_id),
      body: { role: next },
    });
    setError(response.ok ? null : errorText(failure));
    onChanged();
  }
  async function remove(member: TeamMember) {
    const { error: failure, response } = await api.DELETE(
      '/api/v1/teams/{team_id}/members/{user_id}',
      path(member.user_id),
    );
    setError(response.ok ? null : errorText(failure));
    onChanged();
  }

  return (
    <>
      <ApiErrorAlert error={error} />
      <div className="table-scroll">
        <Table data-testid="team-members">
          <TableHeader columns={['Member', 'Role', 'Joined']} actions={managing} />
          <Table.Tbody>
            {members.map((m) => {
              const roles = assignableRoles(role, m, me);
              const name = memberName(m);
              return (
                <Table.Tr key={m.user_id}>
                  <Table.Td>
                    {name}
                    {m.user_id === me ? ' (you)' : ''}
                  </Table.Td>
                  <Table.Td>
                    {roles.length > 0 && m.role !== 'owner' ? (
                      <NativeSelect
                        size="xs"
                        aria-label={`Role of ${name}`}
                        value={m.role}
                        data={roles}
                        onChange={(e) => void changeRole(m, e.currentTarget.value as InvitableRole)}
                      />
                    ) : (
                      m.role
                    )}
                  </Table.Td>
                  <Table.Td>{m.joined_at.slice(0, 10)}</Table.Td>
                  {managing && (
                    <Table.Td>
                      {roles.length > 0 && (
                        <ConfirmButton
                          question={`Remove ${name}?`}
                          ariaLabel={`Remove ${name}`}
                          onConfirm={() => remove(m)}
                        >
                          Remove
                        </ConfirmButton>
                      )}
                    </Table.Td>
                  )}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </div>
    </>
  );
}
