import type { NoticeMessage, TeamInvitationMessage, VerificationMessage } from '@metagame/core';

export interface RenderedEmail {
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

const escapeHtml = (value: string): string =>
  value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');

/** What each kind of code email says around the code: greeting, subject, and what to do if unasked. */
const WORDING = {
  email_verification: {
    greeting: 'Welcome to Metagame!',
    subject: 'Verify your Metagame account',
    label: 'verification code',
    unasked: 'If you did not sign up, ignore this email.',
  },
  password_reset: {
    greeting: 'A password reset was requested for your Metagame account.',
    subject: 'Reset your Metagame password',
    label: 'password reset code',
    unasked: 'If you did not ask for it, ignore this email: your password stays as it is.',
  },
  email_change: {
    greeting: 'Confirm this address for your Metagame account.',
    subject: 'Confirm your new Metagame email address',
    label: 'confirmation code',
    unasked: 'If you did not ask for it, ignore this email.',
  },
} as const;

/** A code email (signup, password reset, email change): the code and the confirmation link, as plain text and as HTML. */
export function renderVerificationEmail(message: VerificationMessage, ttlMinutes: number): RenderedEmail {
  const words = WORDING[message.purpose ?? 'email_verification'];
  const text = [
    words.greeting,
    '',
    `Your ${words.label} is: ${message.code}`,
    '',
    'Enter it in the app, or open this link and confirm:',
    message.link,
    '',
    `The code expires in ${ttlMinutes} minutes. ${words.unasked}`,
  ].join('\n');
  const link = escapeHtml(message.link);
  const html = [
    '<!doctype html><html><body>',
    `<p>${escapeHtml(words.greeting)}</p>`,
    `<p>Your ${words.label} is: <strong style="font-size:1.4em;letter-spacing:0.2em">${escapeHtml(message.code)}</strong></p>`,
    `<p>Enter it in the app, or <a href="${link}">open this link and confirm</a>:<br>${link}</p>`,
    `<p>The code expires in ${ttlMinutes} minutes. ${escapeHtml(words.unasked)}</p>`,
    '</body></html>',
  ].join('\n');
  return { subject: words.subject, text, html };
}

/** The notice to the old address of an email change: no code, no link, only what happened. */
export function renderNotice(message: NoticeMessage): RenderedEmail {
  const text = [
    'Someone signed in to your Metagame account asked to change its email address to:',
    message.newEmail,
    '',
    'Nothing changes until the code sent to that address is entered. If this was not you, change your password now.',
  ].join('\n');
  const html = [
    '<!doctype html><html><body>',
    ...text.split('\n').map((line) => `<p>${escapeHtml(line)}</p>`),
    '</body></html>',
  ].join('\n');
  return { subject: 'Your Metagame email address is being changed', text, html };
}

/** A team invitation: the team, the role and the join link (the only copy of its token), with its expiry. */
export function renderTeamInvitation(message: TeamInvitationMessage): RenderedEmail {
  const expires = message.expiresAt.toISOString().slice(0, 10);
  const intro = `You are invited to join the team "${message.teamName}" on Metagame as ${message.role}.`;
  const outro = `The invitation is valid until ${expires} and works once, for an account with this email address. If you did not expect it, ignore this email.`;
  const text = [intro, '', 'Sign in and open this link to accept:', message.link, '', outro].join('\n');
  const link = escapeHtml(message.link);
  const html = [
    '<!doctype html><html><body>',
    `<p>${escapeHtml(intro)}</p>`,
    `<p><a href="${link}">Sign in and open this link to accept</a>:<br>${link}</p>`,
    `<p>${escapeHtml(outro)}</p>`,
    '</body></html>',
  ].join('\n');
  return { subject: `Join ${message.teamName} on Metagame`, text, html };
}
