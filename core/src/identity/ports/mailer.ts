/** One verification email: the recipient, the 6-digit code and the frontend link carrying both. */
export interface VerificationMessage {
  readonly to: string;
  readonly code: string;
  readonly link: string;
  /** What the code is for (absent: email verification); picks the email's wording. */
  readonly purpose?: 'email_verification' | 'password_reset' | 'email_change';
}

/**
 * A message without a code: the notice to the old address that an email change was asked for, so
 * the owner learns of it even when someone else holds the password.
 */
export interface NoticeMessage {
  readonly to: string;
  readonly kind: 'email_change_requested';
  /** The address the change would move the account to. */
  readonly newEmail: string;
}

/** An invitation to join a team: the link carries the token, which exists nowhere else. */
export interface TeamInvitationMessage {
  readonly to: string;
  readonly teamName: string;
  readonly role: string;
  readonly link: string;
  readonly expiresAt: Date;
}

/**
 * Thrown by a Mailer when the message could not be handed over (relay unreachable, recipient or
 * sender refused, authentication failed). The message names the cause, never the code.
 */
export class MailDeliveryError extends Error {
  override readonly name = 'MailDeliveryError';
}

/** Sends the service's outbound messages: codes (signup verification, password reset, email change), notices and team invitations. */
export interface Mailer {
  /** Resolves once the relay accepted the message; rejects with MailDeliveryError otherwise. */
  sendVerificationCode(message: VerificationMessage): Promise<void>;
  /** Same delivery rules as a code. */
  sendNotice(message: NoticeMessage): Promise<void>;
  /** Same delivery rules as a code. */
  sendTeamInvitation(message: TeamInvitationMessage): Promise<void>;
}
