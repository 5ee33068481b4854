import type { Clock } from '../../shared/clock.js';
import type { OpenIdTicketRepo } from '../ports/open-id-ticket-repo.js';
import type { SecretTickets } from '../ports/secret-tickets.js';
import {
  LINK_TICKET_TTL_MINUTES,
  SIGN_IN_TICKET_TTL_MINUTES,
  type OpenIdClaims,
  type OpenIdTicket,
} from './open-id.js';

/** Issues and redeems the single-use tickets the OpenID callback hands the web app. */
export class OpenIdTickets {
  constructor(
    private readonly repo: OpenIdTicketRepo,
    private readonly secrets: SecretTickets,
    private readonly clock: Clock,
  ) {}

  /** Stores a ticket for `userId` and returns its secret (shown to the browser once, kept as a hash). */
  async issue(
    purpose: OpenIdTicket['purpose'],
    userId: string,
    providerId: string,
    claims: OpenIdClaims,
  ): Promise<string> {
    const secret = this.secrets.newSecret();
    const minutes = purpose === 'sign_in' ? SIGN_IN_TICKET_TTL_MINUTES : LINK_TICKET_TTL_MINUTES;
    await this.repo.insert({
      id: this.secrets.hash(secret),
      purpose,
      userId,
      providerId,
      issuer: claims.issuer,
      subject: claims.subject,
      email: claims.email,
      expiresAt: new Date(this.clock.now().getTime() + minutes * 60_000),
    });
    return secret;
  }

  /** Spends the ticket whatever it holds, and answers it when it exists, has this purpose and has not expired; else null. */
  async redeem(secret: string, purpose: OpenIdTicket['purpose']): Promise<OpenIdTicket | null> {
    const ticket = await this.repo.take(this.secrets.hash(secret));
    if (!ticket || ticket.purpose !== purpose) return null;
    return ticket.expiresAt.getTime() > this.clock.now().getTime() ? ticket : null;
  }
}
