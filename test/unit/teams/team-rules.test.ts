import { describe, expect, it } from 'vitest';
import {
  mayChangeRole,
  outranksForManagement,
  successorOf,
  TEAM_ROLES,
  type TeamMember,
  type TeamRole,
} from '@metagame/core';

const member = (userId: string, role: TeamRole, joined: number): TeamMember => ({
  teamId: 't',
  userId,
  role,
  joinedAt: new Date(joined),
});

describe('team rules', () => {
  it('lets the owner manage every other role and a captain only members and viewers', () => {
    const allowed = TEAM_ROLES.flatMap((actor) =>
      TEAM_ROLES.filter((target) => outranksForManagement(actor, target)).map((target) => `${actor}>${target}`),
    );
    expect(allowed.sort()).toEqual(
      ['owner>viewer', 'owner>member', 'owner>captain', 'captain>viewer', 'captain>member'].sort(),
    );
  });

  it('lets only the owner make or unmake captains, and nobody make an owner', () => {
    expect(mayChangeRole('owner', 'member', 'captain')).toBe(true);
    expect(mayChangeRole('owner', 'captain', 'viewer')).toBe(true);
    expect(mayChangeRole('captain', 'member', 'captain')).toBe(false);
    expect(mayChangeRole('captain', 'captain', 'member')).toBe(false);
    expect(mayChangeRole('captain', 'viewer', 'member')).toBe(true);
    expect(mayChangeRole('owner', 'member', 'owner')).toBe(false);
    expect(mayChangeRole('member', 'viewer', 'member')).toBe(false);
  });

  it('hands a team to the longest-standing captain, else member, else viewer, else nobody', () => {
    const owner = member('o', 'owner', 0);
    expect(
      successorOf([owner, member('v', 'viewer', 1), member('m2', 'member', 5), member('m1', 'member', 3)], 'o'),
    ).toMatchObject({ userId: 'm1' });
    expect(successorOf([owner, member('m', 'member', 1), member('c', 'captain', 9)], 'o')).toMatchObject({
      userId: 'c',
    });
    expect(successorOf([owner, member('v', 'viewer', 2)], 'o')).toMatchObject({ userId: 'v' });
    expect(successorOf([owner], 'o')).toBeNull();
  });
});
