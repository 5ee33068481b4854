import type { TeamMember } from './team-member.js';
import { teamRoleAtLeast, type TeamRole } from './team-role.js';

/**
 * Who may act on whom. The owner acts on every other member; a captain only on members and
 * viewers. So only the owner removes a captain or makes or unmakes one.
 */
export const outranksForManagement = (actor: TeamRole, target: TeamRole): boolean =>
  actor === 'owner' ? target !== 'owner' : actor === 'captain' && !teamRoleAtLeast(target, 'captain');

/**
 * Whether `actor` may change a member's role from `from` to `to`. Ownership is never given or taken
 * here (it passes by transfer), and a captain only switches members and viewers between the two.
 */
export const mayChangeRole = (actor: TeamRole, from: TeamRole, to: TeamRole): boolean =>
  to !== 'owner' && outranksForManagement(actor, from) && (actor === 'owner' || !teamRoleAtLeast(to, 'captain'));

/** Roles in the order a team's ownership passes to them when the owner's account is deleted. */
const SUCCESSION: readonly TeamRole[] = ['captain', 'member', 'viewer'];

/**
 * Who inherits a team when its owner's account is deleted: the longest-standing captain, else the
 * longest-standing member, else viewer (ties on the join time: the smaller user id); null when
 * nobody else is left, and the team goes.
 */
export function successorOf(members: readonly TeamMember[], leavingUserId: string): TeamMember | null {
  for (const role of SUCCESSION) {
    const [first] = members
      .filter((m) => m.role === role && m.userId !== leavingUserId)
      .sort((a, b) => a.joinedAt.getTime() - b.joinedAt.getTime() || a.userId.localeCompare(b.userId));
    if (first) return first;
  }
  return null;
}
