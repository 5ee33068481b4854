import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MailDeliveryError, type Mailer } from '@metagame/core';

export interface MailerHarness {
  readonly mailer: Mailer;
  /** What the recipient got: the code and link as they arrived (parsed from the email for SMTP). */
  received(to: string): Promise<{ code: string; link: string } | null>;
  /** Makes sends to `to` fail; omitted for senders that cannot fail (the console sender writes a log line). */
  refuse?(to: string): void;
  close(): Promise<void>;
}

const message = (to: string) => ({
  to,
  code: '042917',
  link: `https://app.example.com/verify-email?email=${encodeURIComponent(to)}&code=042917`,
});

/** What every Mailer must do: deliver the code and the link, or reject with MailDeliveryError. */
export function mailerContract(
  makeHarness: () => Promise<MailerHarness>,
  options: { refusable: boolean } = { refusable: true },
): void {
  let h: MailerHarness;
  beforeAll(async () => {
    h = await makeHarness();
  });
  afterAll(async () => h.close());

  describe('Mailer contract', () => {
    it('delivers the code and the link to the recipient', async () => {
      await h.mailer.sendVerificationCode(message('reader+1@example.com'));
      expect(await h.received('reader+1@example.com')).toEqual({
        code: '042917',
        link: message('reader+1@example.com').link,
      });
    });

    // A sender that cannot fail (the console sender writes a log line) has no refusal case at all.
    if (options.refusable)
      it('rejects with MailDeliveryError, naming no code, when the message is refused', async () => {
        h.refuse!('bounce@example.com');
        const sending = h.mailer.sendVerificationCode(message('bounce@example.com'));
        await expect(sending).rejects.toBeInstanceOf(MailDeliveryError);
        await expect(sending).rejects.not.toThrow(/042917/);
      });
  });
}
