import { NativeSelect } from '@mantine/core';
import { useSession } from '../auth/session';
import { memberName, useTeamDetail } from '../workspace/use-team';
import { usePermissions, useWorkspace } from '../workspace/workspace';

/**
 * Who played the match, for a captain or the owner of a team, who may record for any member; the
 * caller by default. Nothing elsewhere: a member records their own matches, a player theirs.
 */
export function PlayerField({ value, onChange }: { value: string | null; onChange: (playerId: string) => void }) {
  const { workspace } = useWorkspace();
  const { curate } = usePermissions();
  const team = useTeamDetail();
  const me = useSession().user?.id ?? '';
  if (workspace.kind !== 'team' || !curate || !team.data) return null;
  return (
    <NativeSelect
      label="Player"
      value={value ?? me}
      onChange={(e) => onChange(e.currentTarget.value)}
      data={team.data.members.map((m) => ({
        value: m.user_id,
        label: m.user_id === me ? `${memberName(m)} (you)` : memberName(m),
      }))}
    />
  );
}
