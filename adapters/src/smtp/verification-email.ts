import type { VerificationMessage } from '@metagame/core';

export interface RenderedEmail {
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

const escapeHtml = (value: string): string =>
  value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#39;');

/** The verification email (spec 6): the code and the confirmation link, as plain text and as HTML. */
export function renderVerificationEmail(message: VerificationMessage, ttlMinutes: number): RenderedEmail {
  const text = [
    'Welcome to Metagame!',
    '',
    `Your verification code is: ${message.code}`,
    '',
    'Enter it in the app, or open this link and confirm:',
    message.link,
    '',
    `The code expires in ${ttlMinutes} minutes. If you did not sign up, ignore this email.`,
  ].join('\n');
  const link = escapeHtml(message.link);
  const html = [
    '<!doctype html><html><body>',
    '<p>Welcome to Metagame!</p>',
    `<p>Your verification code is: <strong style="font-size:1.4em;letter-spacing:0.2em">${escapeHtml(message.code)}</strong></p>`,
    `<p>Enter it in the app, or <a href="${link}">open this link and confirm</a>:<br>${link}</p>`,
    `<p>The code expires in ${ttlMinutes} minutes. If you did not sign up, ignore this email.</p>`,
    '</body></html>',
  ].join('\n');
  return { subject: 'Verify your Metagame account', text, html };
}
