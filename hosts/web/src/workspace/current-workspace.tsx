import type { ReactNode } from 'react';
import { useRoute } from 'wouter';
import { TeamsProvider, useTeams } from './teams';
import { WorkspaceProvider } from './workspace';

/** Where the app is served (`/app`): the base of its router. */
export const APP_BASE = import.meta.env.BASE_URL.replace(/\/$/, '');

/** A team workspace's pages live under this path, nested: `/teams/<id>/decks` is the team's Decks page. */
export const TEAM_WORKSPACE_PATH = '/teams/:teamId';

/**
 * A link to an app page outside the current workspace's nested router (`/settings`, `/login`):
 * inside a team's pages a plain `/settings` would mean `/teams/<id>/settings`.
 */
export const appPath = (path: string) => `~${APP_BASE}${path}`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The team whose workspace the address names, if any (`/teams/join` names none). */
function useTeamIdFromUrl(): string | null {
  const [matched, params] = useRoute<{ teamId: string }>(`${TEAM_WORKSPACE_PATH}/*?`);
  return matched && UUID.test(params.teamId) ? params.teamId : null;
}

/**
 * The workspace the address names, for the header and every page: a team's under `/teams/<id>/`,
 * else the player's own. Kept in the address, a reload or a shared link opens the same workspace.
 * The caller's role in a team comes from their teams list; a team missing from it (left, removed)
 * has no role, and the API answers its pages with 404.
 */
export function CurrentWorkspace({ children }: { children: ReactNode }) {
  return (
    <TeamsProvider>
      <WorkspaceFromUrl>{children}</WorkspaceFromUrl>
    </TeamsProvider>
  );
}

function WorkspaceFromUrl({ children }: { children: ReactNode }) {
  const teamId = useTeamIdFromUrl();
  const { teams, error } = useTeams();
  const team = teamId ? teams?.find((t) => t.id === teamId) : undefined;
  return (
    <WorkspaceProvider
      workspace={
        teamId
          ? {
              kind: 'team',
              teamId,
              name: team?.name ?? null,
              role: team?.role ?? null,
              known: teams !== undefined || error != null,
            }
          : { kind: 'personal' }
      }
    >
      {children}
    </WorkspaceProvider>
  );
}
