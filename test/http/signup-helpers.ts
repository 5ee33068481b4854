import { expect } from 'vitest';
import type { ReceivedMail } from '../support/smtp-sink.js';

export const STRONG_PASSWORD = 'Sign-Up-Password-42!';
export const FRONTEND = 'https://play.example.com/app';

/** The email and code carried by the link of a verification email, parsed back from its query string. */
export function linkOf(mail: ReceivedMail): { url: URL; email: string; code: string } {
  const match = /https?:\/\/\S+\/verify-email\?\S+/.exec(mail.text);
  expect(match, 'the plain-text part carries the link').not.toBeNull();
  const url = new URL(match![0]);
  return { url, email: url.searchParams.get('email') ?? '', code: url.searchParams.get('code') ?? '' };
}

/** The 6-digit code of a verification email (from its link, checked against the text). */
export function codeOf(mail: ReceivedMail): string {
  const { code } = linkOf(mail);
  expect(code).toMatch(/^\d{6}$/);
  return code;
}

/** A wrong code that differs from `code`. */
export const wrongCode = (code: string): string => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/** True when `text` holds the 6 digits as a token of their own (not inside a longer number or a UUID). */
export const mentionsCode = (text: string, code: string): boolean =>
  new RegExp(`(?<![0-9a-f])${code}(?![0-9a-f])`, 'i').test(text);
