/**
 * Emails are stored and compared in one normal form, so lookups are case-insensitive and one address
 * is one account.
 */
export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

export const EMAIL_MAX_LENGTH = 255;
export const DISPLAY_NAME_MAX_LENGTH = 100;
