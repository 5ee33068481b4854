import type { Json } from '../tracker/tracker-client.js';
import { TEAMS, type teamClient } from './team-client.js';

export type Crew = Awaited<ReturnType<ReturnType<typeof teamClient>['crew']>>;
export type Actor = 'owner' | 'captain' | 'member' | 'viewer';
export const ACTORS: readonly Actor[] = ['owner', 'captain', 'member', 'viewer'];

/** Every team write: what it sends, and the status each role gets (403 for a role too low). */
export const WRITES: readonly {
  name: string;
  request: (c: Crew, invitationId: string) => [string, string, Json | undefined];
  allowed: Readonly<Record<Actor, number>>;
}[] = [
  {
    name: 'rename',
    request: (c) => ['PATCH', `${TEAMS}/${c.teamId}`, { name: 'Renamed' }],
    allowed: { owner: 200, captain: 200, member: 403, viewer: 403 },
  },
  {
    name: 'delete',
    request: (c) => ['DELETE', `${TEAMS}/${c.teamId}`, undefined],
    allowed: { owner: 204, captain: 403, member: 403, viewer: 403 },
  },
  {
    name: 'transfer ownership',
    request: (c) => ['POST', `${TEAMS}/${c.teamId}/transfer`, { user_id: c.member2.id }],
    allowed: { owner: 204, captain: 403, member: 403, viewer: 403 },
  },
  {
    name: 'remove a member',
    request: (c) => ['DELETE', `${TEAMS}/${c.teamId}/members/${c.member2.id}`, undefined],
    allowed: { owner: 204, captain: 204, member: 403, viewer: 403 },
  },
  {
    name: 'remove a captain',
    request: (c) => ['DELETE', `${TEAMS}/${c.teamId}/members/${c.captain2.id}`, undefined],
    allowed: { owner: 204, captain: 403, member: 403, viewer: 403 },
  },
  {
    name: 'make a member a viewer',
    request: (c) => ['PATCH', `${TEAMS}/${c.teamId}/members/${c.member2.id}`, { role: 'viewer' }],
    allowed: { owner: 204, captain: 204, member: 403, viewer: 403 },
  },
  {
    name: 'make a member a captain',
    request: (c) => ['PATCH', `${TEAMS}/${c.teamId}/members/${c.member2.id}`, { role: 'captain' }],
    allowed: { owner: 204, captain: 403, member: 403, viewer: 403 },
  },
  {
    name: 'unmake a captain',
    request: (c) => ['PATCH', `${TEAMS}/${c.teamId}/members/${c.captain2.id}`, { role: 'member' }],
    allowed: { owner: 204, captain: 403, member: 403, viewer: 403 },
  },
  {
    name: 'invite',
    request: (c) => ['POST', `${TEAMS}/${c.teamId}/invitations`, { email: 'newcomer@example.com', role: 'member' }],
    allowed: { owner: 201, captain: 201, member: 403, viewer: 403 },
  },
  {
    name: 'revoke an invitation',
    request: (c, invitationId) => ['DELETE', `${TEAMS}/${c.teamId}/invitations/${invitationId}`, undefined],
    allowed: { owner: 204, captain: 204, member: 403, viewer: 403 },
  },
  {
    name: 'leave',
    request: (c) => ['POST', `${TEAMS}/${c.teamId}/leave`, undefined],
    allowed: { owner: 409, captain: 204, member: 204, viewer: 204 },
  },
];

/** Every read of a team, with the status each role gets. */
export const READS: readonly { path: (teamId: string) => string; allowed: Readonly<Record<Actor, number>> }[] = [
  { path: (t) => `${TEAMS}/${t}`, allowed: { owner: 200, captain: 200, member: 200, viewer: 200 } },
  { path: (t) => `${TEAMS}/${t}/invitations`, allowed: { owner: 200, captain: 200, member: 403, viewer: 403 } },
  { path: (t) => `${TEAMS}/${t}/audit-events`, allowed: { owner: 200, captain: 200, member: 403, viewer: 403 } },
];
