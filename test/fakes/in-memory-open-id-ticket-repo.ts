import type { OpenIdTicket, OpenIdTicketRepo } from '@metagame/core';

/** OpenIdTicketRepo in a Map, with the database adapter's contract. */
export class InMemoryOpenIdTicketRepo implements OpenIdTicketRepo {
  readonly rows = new Map<string, OpenIdTicket>();

  async insert(ticket: OpenIdTicket): Promise<void> {
    this.rows.set(ticket.id, { ...ticket });
  }

  async take(id: string): Promise<OpenIdTicket | null> {
    const ticket = this.rows.get(id);
    this.rows.delete(id);
    return ticket ?? null;
  }

  async deleteExpired(now: Date): Promise<number> {
    const expired = [...this.rows.values()].filter((t) => t.expiresAt < now);
    for (const t of expired) this.rows.delete(t.id);
    return expired.length;
  }
}
