import { domainError } from '../shared/domain-error.js';
import { TEAM_MEMBER_LIMIT, TEAM_PENDING_INVITATION_LIMIT } from './entities/team.js';

/**
 * The teams area's recoverable outcomes. An outsider is told a team does not exist (never that it
 * does); a member whose role is too low gets the identity area's "Insufficient permissions.".
 */
export const teamNotFound = () => domainError('NOT_FOUND', 'Team not found.');
export const memberNotFound = () => domainError('NOT_FOUND', 'Member not found.');
export const invitationNotFound = () => domainError('NOT_FOUND', 'Invitation not found.');
export const teamPermissionDenied = () => domainError('INSUFFICIENT_PERMISSIONS', 'Insufficient permissions.');
export const alreadyMember = () => domainError('ALREADY_MEMBER', 'This address is already a member of the team.');
/** One message for a wrong, used, revoked or expired token and another address's invitation. */
export const invalidInvitation = () => domainError('INVALID_INVITATION', 'Invalid or expired invitation.');
export const ownerRequired = (message = 'A team keeps one owner: transfer ownership first.') =>
  domainError('OWNER_REQUIRED', message);
export const teamFull = () => domainError('VALIDATION_FAILED', `The team has ${TEAM_MEMBER_LIMIT} members, its limit.`);
export const tooManyInvitations = () =>
  domainError(
    'VALIDATION_FAILED',
    `The team has ${TEAM_PENDING_INVITATION_LIMIT} pending invitations, its limit: revoke one first.`,
  );
export const verificationRequired = () => domainError('FORBIDDEN', 'Verify your email address first.');
export const invitationNotSent = () =>
  domainError('EMAIL_NOT_SENT', 'The invitation email could not be sent; no invitation was made. Try again later.');

export type TeamNotFound = ReturnType<typeof teamNotFound>;
export type MemberNotFound = ReturnType<typeof memberNotFound>;
export type InvitationNotFound = ReturnType<typeof invitationNotFound>;
export type TeamPermissionDenied = ReturnType<typeof teamPermissionDenied>;
export type AlreadyMember = ReturnType<typeof alreadyMember>;
export type InvalidInvitation = ReturnType<typeof invalidInvitation>;
export type OwnerRequired = ReturnType<typeof ownerRequired>;
export type TeamLimitReached = ReturnType<typeof teamFull>;
export type VerificationRequired = ReturnType<typeof verificationRequired>;
export type InvitationNotSent = ReturnType<typeof invitationNotSent>;
/** What every team route answers a caller outside the team or below the route's role. */
export type TeamAccessDenied = TeamNotFound | TeamPermissionDenied;
