/** What the server's OpenID callback told the web app, read once from the address's fragment. */
export type OpenIdOutcome =
  | { readonly kind: 'ticket'; readonly ticket: string }
  | { readonly kind: 'link'; readonly ticket: string; readonly provider: string }
  | { readonly kind: 'linked'; readonly provider: string }
  | { readonly kind: 'error'; readonly code: string }
  | { readonly kind: 'none' };

export function readOpenIdOutcome(hash: string): OpenIdOutcome {
  const fragment = new URLSearchParams(hash.replace(/^#/, ''));
  const ticket = fragment.get('ticket');
  const link = fragment.get('link');
  const linked = fragment.get('linked');
  const error = fragment.get('error');
  if (ticket) return { kind: 'ticket', ticket };
  if (link) return { kind: 'link', ticket: link, provider: fragment.get('provider') ?? '' };
  if (linked) return { kind: 'linked', provider: linked };
  if (error) return { kind: 'error', code: error };
  return { kind: 'none' };
}

/** The callback's error codes, said for people. */
export const OPEN_ID_ERRORS: Readonly<Record<string, string>> = {
  OIDC_EMAIL_UNVERIFIED:
    'The provider did not confirm your email address, so no account was created. Sign up with your email instead.',
  OIDC_PROVIDER_UNAVAILABLE: 'The sign-in provider could not be reached. Try again later.',
  OIDC_CALLBACK_INVALID: 'The sign-in could not be verified. Start again.',
  OIDC_PROVIDER_DENIED: 'The sign-in was cancelled at the provider.',
  OIDC_IDENTITY_TAKEN: 'This provider account is already linked to another account.',
  INVALID_CREDENTIALS: 'This account cannot sign in.',
};

/** A pending link ticket waits here while its account's owner signs in (this tab only). */
const PENDING_LINK = 'metagame.oidcLink';

export const pendingLink = {
  read(): { ticket: string; provider: string } | null {
    try {
      const value = JSON.parse(window.sessionStorage.getItem(PENDING_LINK) ?? 'null') as {
        ticket?: unknown;
        provider?: unknown;
      } | null;
      return value && typeof value.ticket === 'string'
        ? { ticket: value.ticket, provider: typeof value.provider === 'string' ? value.provider : '' }
        : null;
    } catch {
      return null;
    }
  },
  write(link: { ticket: string; provider: string } | null): void {
    if (link) window.sessionStorage.setItem(PENDING_LINK, JSON.stringify(link));
    else window.sessionStorage.removeItem(PENDING_LINK);
  },
};
