import { z } from 'zod';
import { INVITABLE_ROLES, TEAM_NAME_MAX_LENGTH, TEAM_ROLES } from '@metagame/core';
import { Timestamp } from '../common-schemas.js';
import { Text } from '../text.js';

export const TEAMS_TAG = 'teams';
export const TEAMS_PREFIX = '/api/v1/teams';

const Uuid = z.uuid({ error: 'Must be a UUID.' });
const TeamName = Text(TEAM_NAME_MAX_LENGTH).trim().min(1);

export const TeamRoleSchema = z.enum(TEAM_ROLES).meta({
  id: 'TeamRole',
  description: 'A role in one team, lowest first: viewer < member < captain < owner (one owner per team).',
});
export const InvitableRoleSchema = z.enum(INVITABLE_ROLES).meta({
  id: 'InvitableTeamRole',
  description: 'A role an invitation or a role change may give: every team role but owner, which passes by transfer.',
});

export const TeamParams = z.strictObject({ team_id: Uuid });
export const TeamMemberParams = z.strictObject({ team_id: Uuid, user_id: Uuid });
export const TeamInvitationParams = z.strictObject({ team_id: Uuid, invitation_id: Uuid });

export const TeamWrite = z.strictObject({ name: TeamName }).meta({
  id: 'TeamWrite',
  description: 'A team’s name: 1 to 100 characters, trimmed.',
  examples: [{ name: 'Friday Night Testers' }],
});

export const TeamRead = z
  .object({
    id: z.uuid(),
    name: z.string(),
    created_at: Timestamp,
    role: TeamRoleSchema.describe('The caller’s role in the team.'),
  })
  .meta({ id: 'TeamRead', description: 'A team the caller belongs to, with the caller’s role in it.' });

export const TeamMemberRead = z
  .object({
    user_id: z.uuid(),
    display_name: z.string().nullable().describe('The account’s display name; null when it has none.'),
    email: z.string(),
    role: TeamRoleSchema,
    joined_at: Timestamp,
  })
  .meta({ id: 'TeamMemberRead', description: 'One member of a team: who, their team role and since when.' });

export const TeamDetail = TeamRead.extend({
  members: z.array(TeamMemberRead).describe('Longest-standing first.'),
}).meta({ id: 'TeamDetail', description: 'A team with its members, as any member sees it.' });

export const OwnershipTransfer = z.strictObject({ user_id: Uuid.describe('The member who becomes owner.') }).meta({
  id: 'OwnershipTransfer',
  description: 'Whom the owner hands the team to; the old owner stays on as a captain.',
  examples: [{ user_id: '7f1d2c9e-3b4a-4c5d-8e6f-0a1b2c3d4e5f' }],
});

export const TeamMemberRoleWrite = z.strictObject({ role: InvitableRoleSchema }).meta({
  id: 'TeamMemberRoleWrite',
  description: 'A member’s new role.',
  examples: [{ role: 'captain' }],
});

export const TeamInvitationWrite = z
  .strictObject({
    email: z.email({ error: 'Must be a valid email address.' }).max(254),
    role: InvitableRoleSchema.default('member'),
  })
  .meta({
    id: 'TeamInvitationWrite',
    description: 'Whom to invite, and with which role (default member).',
    examples: [{ email: 'teammate@example.com', role: 'member' }],
  });

export const TeamInvitationRead = z
  .object({
    id: z.uuid(),
    team_id: z.uuid(),
    email: z.string(),
    role: InvitableRoleSchema,
    invited_by: z.uuid().nullable().describe('The captain or owner who sent it; null once that account is deleted.'),
    created_at: Timestamp,
    expires_at: Timestamp,
  })
  .meta({
    id: 'TeamInvitationRead',
    description: 'A pending invitation. Its token is in the email only and is never shown again.',
  });

export const TeamJoin = z.strictObject({ token: Text(512).min(1).describe('The token of the emailed link.') }).meta({
  id: 'TeamJoin',
  description: 'The token from an invitation link (`/teams/join?token=…`).',
  examples: [{ token: 'q3kT0tZ6yq2mB0nYpW8rV4sX1cL9aE7uH5jG3fD2kS0' }],
});
