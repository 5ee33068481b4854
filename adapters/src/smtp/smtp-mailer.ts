import { createTransport, type Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport/index.js';
import {
  MailDeliveryError,
  type Mailer,
  type NoticeMessage,
  type TeamInvitationMessage,
  type VerificationMessage,
} from '@metagame/core';
import { smtpTransportOptions, type SmtpSettings } from './smtp-transport-options.js';
import {
  renderNotice,
  renderTeamInvitation,
  renderVerificationEmail,
  type RenderedEmail,
} from './verification-email.js';

/**
 * Mailer over a real SMTP relay (nodemailer). The sender address is both the From header and the
 * envelope sender, which is what relays that tie the authenticated user to the sender expect.
 * Any failure becomes MailDeliveryError carrying the relay's reason only.
 */
export class SmtpMailer implements Mailer {
  private readonly transport: Transporter<SMTPTransport.SentMessageInfo>;

  constructor(
    private readonly settings: SmtpSettings,
    private readonly codeTtlMinutes: number,
    private readonly resetCodeTtlMinutes?: number,
  ) {
    this.transport = createTransport(smtpTransportOptions(settings));
  }

  async sendVerificationCode(message: VerificationMessage): Promise<void> {
    const ttl =
      message.purpose === 'password_reset' ? (this.resetCodeTtlMinutes ?? this.codeTtlMinutes) : this.codeTtlMinutes;
    await this.deliver(message.to, renderVerificationEmail(message, ttl));
  }

  async sendNotice(message: NoticeMessage): Promise<void> {
    await this.deliver(message.to, renderNotice(message));
  }

  async sendTeamInvitation(message: TeamInvitationMessage): Promise<void> {
    await this.deliver(message.to, renderTeamInvitation(message));
  }

  private async deliver(to: string, email: RenderedEmail): Promise<void> {
    try {
      const info = await this.transport.sendMail({
        from: this.settings.fromAddress,
        to,
        envelope: { from: this.settings.fromAddress, to },
        ...email,
      });
      if (info.rejected.length > 0) throw new MailDeliveryError('SMTP relay rejected the recipient');
    } catch (error) {
      if (error instanceof MailDeliveryError) throw error;
      throw new MailDeliveryError(describe(error));
    }
  }

  close(): void {
    this.transport.close();
  }
}

/** The relay's reason without anything of ours: nodemailer errors carry a code and the server reply. */
function describe(error: unknown): string {
  const e = error as { code?: unknown; responseCode?: unknown; message?: unknown };
  const code = typeof e.code === 'string' ? e.code : 'ESEND';
  const reply = typeof e.responseCode === 'number' ? ` (SMTP ${e.responseCode})` : '';
  const message = typeof e.message === 'string' ? e.message.split('\n')[0] : 'unknown error';
  return `SMTP delivery failed: ${code}${reply}: ${message}`;
}
