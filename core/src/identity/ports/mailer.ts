/** One verification email: the recipient, the 6-digit code and the frontend link carrying both. */
export interface VerificationMessage {
  readonly to: string;
  readonly code: string;
  readonly link: string;
}

/**
 * Thrown by a Mailer when the message could not be handed over (relay unreachable, recipient or
 * sender refused, authentication failed). The message names the cause, never the code.
 */
export class MailDeliveryError extends Error {
  override readonly name = 'MailDeliveryError';
}

/** Sends the service's one kind of outbound message (spec 6). */
export interface Mailer {
  /** Resolves once the relay accepted the message; rejects with MailDeliveryError otherwise. */
  sendVerificationCode(message: VerificationMessage): Promise<void>;
}
