import { createContext, use, useMemo, type ReactNode } from 'react';
import type { components } from '../api/openapi';
import { useSession } from '../auth/session';
import { personalTracker, sharedTracker, teamTracker, type TrackerClient } from './tracker-client';

export type TeamRole = components['schemas']['TeamRole'];
/** The team roles, lowest first (the API's order). */
export const TEAM_ROLES: readonly TeamRole[] = ['viewer', 'member', 'captain', 'owner'];
export const roleAtLeast = (role: TeamRole, needed: TeamRole) => TEAM_ROLES.indexOf(role) >= TEAM_ROLES.indexOf(needed);

/**
 * Whose tracker data the pages show: the caller's own, a team's, or another player's shared data
 * (read-only). A team's name and the caller's role there come from their teams list: `known` is
 * false until it has answered; a role of null after that means the caller is not a member.
 */
export type Workspace =
  | { readonly kind: 'personal' }
  | {
      readonly kind: 'team';
      readonly teamId: string;
      readonly name: string | null;
      readonly role: TeamRole | null;
      readonly known: boolean;
    }
  | { readonly kind: 'shared'; readonly ownerId: string };

export interface WorkspaceValue {
  readonly workspace: Workspace;
  /** One string per workspace: pages are mounted afresh when it changes, so no read crosses workspaces. */
  readonly key: string;
  /** The path prefix of the workspace's pages: '' for the personal one, `/teams/<id>` for a team. */
  readonly base: string;
  /** The tracker API of this workspace (see tracker-client.ts). */
  readonly tracker: TrackerClient;
  /** The caller's role: the owner of their own data, a viewer of shared data. */
  readonly role: TeamRole | null;
  /** False while a team's role is not known yet. */
  readonly known: boolean;
}

const keyOf = (w: Workspace) =>
  w.kind === 'personal' ? 'personal' : w.kind === 'team' ? `team:${w.teamId}` : `shared:${w.ownerId}`;

const trackerOf = (kind: Workspace['kind'], id: string) =>
  kind === 'team' ? teamTracker(id) : kind === 'shared' ? sharedTracker(id) : personalTracker;

const PERSONAL: WorkspaceValue = {
  workspace: { kind: 'personal' },
  key: 'personal',
  base: '',
  tracker: personalTracker,
  role: 'owner',
  known: true,
};

const WorkspaceContext = createContext<WorkspaceValue>(PERSONAL);

/** Makes `workspace` the one every tracker page and component below reads and writes. */
export function WorkspaceProvider({ workspace, children }: { workspace: Workspace; children: ReactNode }) {
  const key = keyOf(workspace);
  const id = workspace.kind === 'team' ? workspace.teamId : workspace.kind === 'shared' ? workspace.ownerId : '';
  // The client follows the workspace's identity only, not its name or role.
  const tracker = useMemo(() => trackerOf(workspace.kind, id), [workspace.kind, id]);
  const value: WorkspaceValue = {
    workspace,
    key,
    base: workspace.kind === 'team' ? `/teams/${workspace.teamId}` : '',
    tracker,
    role: workspace.kind === 'team' ? workspace.role : workspace.kind === 'shared' ? 'viewer' : 'owner',
    known: workspace.kind !== 'team' || workspace.known,
  };
  return <WorkspaceContext value={value}>{children}</WorkspaceContext>;
}

export const useWorkspace = () => use(WorkspaceContext);

/** The workspace's tracker API. */
export const useTracker = () => use(WorkspaceContext).tracker;

/**
 * What the caller's role lets them do here, to hide the controls they may not use (the API stays
 * the judge: a refused write shows its 403). Viewers read; members also record matches and card
 * tests and edit those they played; captains also curate decks, versions, roster, events and
 * plans, and edit anyone's matches and tests.
 */
export function usePermissions() {
  const { role, known } = useWorkspace();
  const { user } = useSession();
  const at = (needed: TeamRole) => role !== null && roleAtLeast(role, needed);
  return {
    /** False while a team's role is not known yet (the teams list has not answered). */
    known,
    record: at('member'),
    curate: at('captain'),
    /** Whether the caller may edit or delete a match or card test recorded for `playerId`. */
    editRecordOf: (playerId: string | null) => at('captain') || (at('member') && playerId === user?.id),
  };
}
