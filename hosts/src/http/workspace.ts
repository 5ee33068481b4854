import { teamRoleAtLeast, type TeamAccessRole, type TeamGate, type TeamRole, type User } from '@metagame/core';
import { HttpProblem } from './http-problem.js';

/**
 * The workspace a tracker request reads and writes: the caller's own, or a team's. Route rows take
 * the owner of the data from here, never from the caller directly, so one row serves both.
 */
export interface Workspace {
  /** Whose data: the caller's id, or the team's (the tracker rows' owner_id). */
  readonly ownerId: string;
  /** The team and the caller's role in it; null in the personal workspace. */
  readonly team: { readonly id: string; readonly role: TeamRole } | null;
  /** Who a match or card test written now is attributed to: the caller, or the member a captain named. */
  readonly playerId: string;
  /** The body named the player (a captain reassigning a match); otherwise an edit keeps it. */
  readonly playerNamed: boolean;
  /** A team member below captain edits only what they played: their id; undefined for everyone else. */
  readonly onlyPlayedBy: string | undefined;
}

const PLAYER_NOT_FOUND = new HttpProblem('NOT_FOUND', 'Player not found.');
const INSUFFICIENT = new HttpProblem('INSUFFICIENT_PERMISSIONS', 'Insufficient permissions.');

/** The player a body names (`player_id`); null or absent names none. */
function namedPlayer(body: unknown): string | null {
  const value = (body as { player_id?: unknown } | undefined)?.player_id;
  return typeof value === 'string' ? value : null;
}

/** The caller's own workspace; they are its only player, so a body naming anyone else names nobody here. */
export function personalWorkspace(user: User, body: unknown): Workspace {
  const named = namedPlayer(body);
  if (named !== null && named !== user.id) throw PLAYER_NOT_FOUND;
  return { ownerId: user.id, team: null, playerId: user.id, playerNamed: named !== null, onlyPlayedBy: undefined };
}

/**
 * The caller's role in the team, through the gate every team use case passes, checked before
 * anything else of the request is read: an outsider (or an unknown team) gets 404, so a team's
 * existence is never revealed; a member below `needed` gets 403.
 */
export async function teamRole(gate: TeamGate, teamId: string, user: User, needed: TeamAccessRole): Promise<TeamRole> {
  const entry = await gate.enter(teamId, user.id, needed);
  if (!entry.ok) throw new HttpProblem(entry.error.code, entry.error.message);
  return entry.value;
}

/**
 * A team's workspace for a caller holding `role`. Naming another player than yourself takes a
 * captain, and the player must be a member (404 otherwise: who is in a team is the team's business).
 */
export async function teamWorkspace(
  gate: TeamGate,
  teamId: string,
  user: User,
  role: TeamRole,
  body: unknown,
): Promise<Workspace> {
  const captain = teamRoleAtLeast(role, 'captain');
  const named = namedPlayer(body);
  if (named !== null && named !== user.id) {
    if (!captain) throw INSUFFICIENT;
    if (!(await gate.member(teamId, named)).ok) throw PLAYER_NOT_FOUND;
  }
  return {
    ownerId: teamId,
    team: { id: teamId, role },
    playerId: named ?? user.id,
    playerNamed: named !== null,
    onlyPlayedBy: captain ? undefined : user.id,
  };
}
