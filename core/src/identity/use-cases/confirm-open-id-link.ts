import { err, type Result } from '../../shared/result.js';
import type { IdentityLinker } from '../entities/identity-linker.js';
import type { LinkedIdentity } from '../entities/open-id.js';
import type { OpenIdTickets } from '../entities/open-id-tickets.js';
import type { ClientInfo } from '../entities/session.js';
import { openIdTicketInvalid, type OpenIdIdentityTaken, type OpenIdTicketInvalid } from '../errors.js';
import type { UserRepo } from '../ports/user-repo.js';

export interface ConfirmOpenIdLinkInput {
  /** The signed-in caller: proof that they own the account the ticket names. */
  readonly userId: string;
  readonly ticket: string;
  readonly client?: ClientInfo;
}
export type ConfirmOpenIdLinkOutput = LinkedIdentity;

/**
 * Links the provider's person from a first sign-in whose email already had an account, once that
 * account's owner has signed in (password or passkey) and confirms. A ticket for another account
 * answers the same as an unknown one.
 */
export class ConfirmOpenIdLink {
  constructor(
    private readonly tickets: OpenIdTickets,
    private readonly users: UserRepo,
    private readonly linker: IdentityLinker,
  ) {}

  async execute(
    input: ConfirmOpenIdLinkInput,
  ): Promise<Result<ConfirmOpenIdLinkOutput, OpenIdTicketInvalid | OpenIdIdentityTaken>> {
    const ticket = await this.tickets.redeem(input.ticket, 'link');
    const user = ticket?.userId === input.userId ? await this.users.findById(input.userId) : null;
    if (!ticket || !user) return err(openIdTicketInvalid());
    return this.linker.link(user, ticket, input.client);
  }
}
