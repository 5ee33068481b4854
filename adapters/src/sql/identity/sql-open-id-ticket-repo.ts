import type { OpenIdTicket, OpenIdTicketRepo } from '@metagame/core';
import type { Sql } from '../runner/sql.js';
import { toDate } from '../tracker/select-rows.js';

type TicketRow = {
  id: string;
  purpose: string;
  user_id: string;
  provider_id: string;
  issuer: string;
  subject: string;
  email: string | null;
  expires_at: Date | number | string;
};

const COLUMNS = 'id, purpose, user_id, provider_id, issuer, subject, email, expires_at';

/** OpenIdTicketRepo on `oidc_tickets` (m0028). */
export class SqlOpenIdTicketRepo implements OpenIdTicketRepo {
  constructor(private readonly sql: Sql) {}

  async insert(t: OpenIdTicket): Promise<void> {
    await this.sql.run(`insert into oidc_tickets (${COLUMNS}) values (?, ?, ?, ?, ?, ?, ?, ?)`, [
      t.id,
      t.purpose,
      t.userId,
      t.providerId,
      t.issuer,
      t.subject,
      t.email,
      t.expiresAt,
    ]);
  }

  async take(id: string): Promise<OpenIdTicket | null> {
    // DELETE … RETURNING (SQLite 3.35+, PostgreSQL): of two concurrent redemptions only one gets the row.
    const row = await this.sql.one<TicketRow>(`delete from oidc_tickets where id = ? returning ${COLUMNS}`, [id]);
    if (!row) return null;
    return {
      id: row.id,
      purpose: row.purpose === 'link' ? 'link' : 'sign_in',
      userId: row.user_id,
      providerId: row.provider_id,
      issuer: row.issuer,
      subject: row.subject,
      email: row.email,
      expiresAt: toDate(row.expires_at),
    };
  }

  async deleteExpired(now: Date): Promise<number> {
    return this.sql.run('delete from oidc_tickets where expires_at < ?', [now]);
  }
}
