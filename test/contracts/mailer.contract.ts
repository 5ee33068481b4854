import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MailDeliveryError, type Mailer } from '@metagame/core';

export interface MailerHarness {
  readonly mailer: Mailer;
  /** What the recipient got: the code and link as they arrived (parsed from the email for SMTP). */
  received(to: string): Promise<{ code: string; link: string } | null>;
  /** Everything the recipient of a team invitation got (the email's text, or the console sender's log line). */
  invitationText(to: string): Promise<string | null>;
  /** Makes sends to `to` fail; omitted for senders that cannot fail (the console sender writes a log line). */
  refuse?(to: string): void;
  close(): Promise<void>;
}

const message = (to: string) => ({
  to,
  code: '042917',
  link: `https://app.example.com/verify-email?email=${encodeURIComponent(to)}&code=042917`,
});

const invitation = (to: string) => ({
  to,
  teamName: 'Friday Testers',
  role: 'captain',
  link: 'https://app.example.com/teams/join?token=Zk3s9-InvitationToken_0123456789abcdefghijk',
  expiresAt: new Date('2026-07-08T12:00:00.000Z'),
});

/**
 * What every Mailer must do: deliver the code and the link, or reject with MailDeliveryError.
 * `refusable: false`: a sender that cannot fail (the console sender writes a log line). `logsOnly`:
 * a sender that writes to the log, which must never hold an invitation's token.
 */
export function mailerContract(
  makeHarness: () => Promise<MailerHarness>,
  options: { refusable: boolean; logsOnly?: boolean } = { refusable: true },
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

    it(
      options.logsOnly
        ? 'names the team and role of an invitation, never its link (the token)'
        : 'delivers a team invitation: the team, the role and the join link',
      async () => {
        await h.mailer.sendTeamInvitation(invitation('invitee@example.com'));
        const text = (await h.invitationText('invitee@example.com')) ?? '';
        expect(text).toContain('Friday Testers');
        expect(text).toContain('captain');
        if (options.logsOnly) expect(text).not.toContain('InvitationToken');
        else expect(text).toContain(invitation('invitee@example.com').link);
      },
    );

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
