import type { OpenIdTicket } from '../entities/open-id.js';

/** Single-use tickets from the OpenID callback to the web app, stored by the hash of the secret. */
export interface OpenIdTicketRepo {
  insert(ticket: OpenIdTicket): Promise<void>;
  /**
   * Deletes and returns the ticket with this id (hash), whatever its expiry; null when there is none
   * or another request took it first, so a ticket is redeemed at most once across processes.
   */
  take(id: string): Promise<OpenIdTicket | null>;
  /** Deletes tickets expired before `now`; how many. */
  deleteExpired(now: Date): Promise<number>;
}
