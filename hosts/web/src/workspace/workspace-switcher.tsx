import { NativeSelect } from '@mantine/core';
import { useLocation } from 'wouter';
import { appPath } from './current-workspace';
import { useTeams } from './teams';
import { useWorkspace } from './workspace';

/** The pages every workspace has (and a team's own page): switching keeps the one being looked at. */
const SECTIONS = ['/matches/new', '/events', '/decks', '/roster', '/simulator', '/card-tests', '/data', '/members'];

/** `/decks/<id>/plans` → `/decks`: a deck of one workspace is not in the next, its list is. */
function sectionOf(path: string, inTeam: boolean): string {
  const section = SECTIONS.find((s) => path === s || path.startsWith(`${s}/`)) ?? '/';
  return section === '/members' && !inTeam ? '/' : section;
}

/**
 * Chooses the workspace every tracker page shows: the player's own first, then each of their teams
 * with their role in it. The choice is the address (`/teams/<id>/…`), so a reload keeps it.
 */
export function WorkspaceSwitcher() {
  const { teams } = useTeams();
  const { workspace } = useWorkspace();
  // Inside the header's router, whose base is the workspace's: `/decks/…` in a team as at home.
  const [path, navigate] = useLocation();
  const current = workspace.kind === 'team' ? workspace.teamId : '';
  const listed = teams ?? [];
  const options = [
    { value: '', label: 'Personal' },
    ...listed.map((t) => ({ value: t.id, label: `${t.name} (${t.role})` })),
    // A team the list does not hold (left, removed, or not answered yet) stays the shown choice.
    ...(current && !listed.some((t) => t.id === current)
      ? [{ value: current, label: workspace.kind === 'team' && workspace.name ? workspace.name : 'Team' }]
      : []),
  ];
  return (
    <NativeSelect
      label="Workspace"
      size="xs"
      className="workspace-switcher"
      value={current}
      data={options}
      data-testid="workspace-switcher"
      onChange={(e) => {
        const teamId = e.currentTarget.value;
        const section = sectionOf(path, teamId !== '');
        navigate(appPath(teamId ? `/teams/${teamId}${section === '/' ? '/' : section}` : section));
      }}
    />
  );
}
