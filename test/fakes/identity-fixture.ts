import { ControllableClock, SequentialIdGenerator } from '@metagame/testkit';
import {
  ApiTokenAuthenticator,
  AuditTrail,
  SessionStarter,
  TeamSuccession,
  TokenIssuer,
  TokenValidator,
  type User,
} from '@metagame/core';
import { AuthorizeRequest } from '@metagame/core/identity/use-cases/authorize-request';
import { ChangePassword } from '@metagame/core/identity/use-cases/change-password';
import { DeleteUser } from '@metagame/core/identity/use-cases/delete-user';
import { Login } from '@metagame/core/identity/use-cases/login';
import { Logout } from '@metagame/core/identity/use-cases/logout';
import { RefreshTokens } from '@metagame/core/identity/use-cases/refresh-tokens';
import { RegisterUser } from '@metagame/core/identity/use-cases/register-user';
import { UpdateUserByAdmin } from '@metagame/core/identity/use-cases/update-user-by-admin';
import { InMemoryApiTokenRepo } from './in-memory-api-token-repo.js';
import { InMemoryAuditLog } from './in-memory-audit-log.js';
import { InMemorySessionRepo } from './in-memory-session-repo.js';
import { InMemoryUserRepo } from './in-memory-user-repo.js';
import { PlainApiTokenSecrets } from './plain-api-token-secrets.js';
import { PlainPasswordHasher } from './plain-password-hasher.js';
import { PlainTokenSigner } from './plain-token-signer.js';
import { SnapshotUnitOfWork } from './snapshot-unit-of-work.js';
import { InMemoryTeamInvitationRepo } from './teams/in-memory-team-invitation-repo.js';
import { InMemoryTeamMemberRepo } from './teams/in-memory-team-member-repo.js';
import { InMemoryTeamRepo } from './teams/in-memory-team-repo.js';
import { RecordingTrackerWorkspaceRepo } from './teams/recording-tracker-workspace-repo.js';

/** The identity ports as in-memory fakes, plus the token, session and audit services built on them. */
export function identityFakes() {
  const users = new InMemoryUserRepo();
  const sessions = new InMemorySessionRepo(users);
  const auditLog = new InMemoryAuditLog();
  const hasher = new PlainPasswordHasher();
  const signer = new PlainTokenSigner();
  const clock = new ControllableClock('2026-03-01T10:00:00.000Z');
  const ids = new SequentialIdGenerator();
  const members = new InMemoryTeamMemberRepo(users);
  const invitations = new InMemoryTeamInvitationRepo();
  const teams = new InMemoryTeamRepo(members, invitations);
  const workspaces = new RecordingTrackerWorkspaceRepo();
  const apiTokens = new InMemoryApiTokenRepo(users, members);
  const apiTokenSecrets = new PlainApiTokenSecrets();
  const uow = new SnapshotUnitOfWork([users, sessions, auditLog, members, invitations, teams, workspaces, apiTokens]);
  const issuer = new TokenIssuer(signer, clock, { accessTokenMinutes: 30, refreshTokenDays: 7 });
  const validator = new TokenValidator(signer, sessions, clock);
  const apiTokenAuthenticator = new ApiTokenAuthenticator(apiTokens, apiTokenSecrets, clock);
  const audit = new AuditTrail(auditLog, ids, clock);
  const starter = new SessionStarter(sessions, issuer, ids, clock);
  const succession = new TeamSuccession(teams, members, workspaces, audit);
  /** Signs `user` in on a new device, as a login would. */
  const signIn = async (user: User) =>
    (await starter.start(user, { ipAddress: '203.0.113.9', userAgent: 'test-agent' })).tokens;
  const useCases = {
    login: new Login(users, hasher, starter, audit, uow),
    refresh: new RefreshTokens(validator, sessions, issuer, audit, uow, clock),
    logout: new Logout(validator, users, sessions, audit, uow, clock),
    authorize: new AuthorizeRequest(validator, apiTokenAuthenticator),
    register: new RegisterUser(users, hasher, audit, uow, ids, clock),
    changePassword: new ChangePassword(users, hasher, sessions, starter, audit, uow, clock),
    updateUser: new UpdateUserByAdmin(users, sessions, audit, uow, clock),
    deleteUser: new DeleteUser(users, succession, workspaces, audit, uow),
  };
  return {
    users,
    sessions,
    auditLog,
    teams,
    members,
    invitations,
    workspaces,
    apiTokens,
    apiTokenSecrets,
    hasher,
    signer,
    clock,
    ids,
    uow,
    issuer,
    validator,
    audit,
    starter,
    signIn,
    ...useCases,
  };
}
