import { err, ok, type Result } from '../../shared/result.js';
import type { UnitOfWork } from '../../shared/unit-of-work.js';
import type { AuditTrail } from '../entities/audit-trail.js';
import type { LoginGate, SecondFactorChallenge } from '../entities/login-gate.js';
import type { OpenIdTickets } from '../entities/open-id-tickets.js';
import type { ClientInfo } from '../entities/session.js';
import type { SessionStarter } from '../entities/session-starter.js';
import type { TokenPair } from '../entities/token-claims.js';
import {
  invalidCredentials,
  openIdTicketInvalid,
  type InvalidCredentials,
  type OpenIdTicketInvalid,
} from '../errors.js';
import type { UserRepo } from '../ports/user-repo.js';

export interface RedeemOpenIdSignInInput {
  readonly ticket: string;
  readonly client?: ClientInfo;
}
/** A token pair; with TOTP on (or due), a challenge to complete with CompleteSecondFactor, as a password login. */
export type RedeemOpenIdSignInOutput = TokenPair | SecondFactorChallenge;

/**
 * Exchanges the callback's sign-in ticket (single use, two minutes) for a session. An account with
 * TOTP on still answers the second-factor challenge: the provider vouches for the person, not for
 * this account's second factor. A deactivated account gets "Invalid credentials.".
 */
export class RedeemOpenIdSignIn {
  constructor(
    private readonly tickets: OpenIdTickets,
    private readonly users: UserRepo,
    private readonly sessions: SessionStarter,
    private readonly audit: AuditTrail,
    private readonly uow: UnitOfWork,
    private readonly gate: LoginGate,
  ) {}

  async execute(
    input: RedeemOpenIdSignInInput,
  ): Promise<Result<RedeemOpenIdSignInOutput, OpenIdTicketInvalid | InvalidCredentials>> {
    return this.uow.run(async () => {
      const ticket = await this.tickets.redeem(input.ticket, 'sign_in');
      if (!ticket) return err(openIdTicketInvalid());
      const user = await this.users.findById(ticket.userId);
      if (!user?.isActive) return err(invalidCredentials());
      const details = { method: 'oidc', provider: ticket.providerId };
      const challenge = await this.gate.challengeFor(user);
      if (challenge) {
        await this.audit.record('login.challenged', {
          userId: user.id,
          email: user.email,
          client: input.client,
          details: { kind: challenge.kind, ...details },
        });
        return ok(challenge);
      }
      const { session, tokens } = await this.sessions.start(user, input.client);
      await this.audit.record('login.succeeded', {
        userId: user.id,
        sessionId: session.id,
        email: user.email,
        client: input.client,
        details,
      });
      return ok(tokens);
    });
  }
}
