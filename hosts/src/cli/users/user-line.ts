import type { PublicUser } from '@metagame/core';

/** One account on one line, for the human output of the users commands. */
export const userLine = (user: PublicUser): string =>
  [
    user.id,
    user.email,
    user.role,
    user.isActive ? 'active' : 'inactive',
    user.isVerified ? 'verified' : 'unverified',
    `created ${user.createdAt.toISOString()}`,
  ].join('  ');
