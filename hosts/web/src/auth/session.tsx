import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { api } from '../api/client';
import { errorText } from '../api/error-text';
import { tokenStore, type TokenPair } from '../api/token-store';

export interface SessionUser {
  readonly id: string;
  readonly email: string;
  readonly display_name?: string | null;
}

/** What a right password gets instead of tokens when the account has TOTP on (or must enrol). */
export interface SecondFactorChallenge {
  readonly challenge_type: 'totp' | 'totp_enrolment';
  readonly challenge_token: string;
  /** Enrolment only: the new secret to add to an authenticator app. */
  readonly secret?: string;
  readonly otpauth_uri?: string;
}

/** A login's outcome: signed in, a second step to take, or the API's reason it failed. */
export type LogInOutcome =
  { readonly signedIn: true } | { readonly challenge: SecondFactorChallenge } | { readonly error: string };

interface Session {
  /** undefined while the stored token is being checked; null when signed out. */
  readonly user: SessionUser | null | undefined;
  /** Stores a token pair (login, verification) and loads the account it belongs to. */
  readonly signIn: (tokens: TokenPair) => Promise<void>;
  readonly logIn: (email: string, password: string) => Promise<LogInOutcome>;
  /** Completes a challenged login with a TOTP or recovery code; the recovery codes an enrolment issued, if any. */
  readonly completeSecondFactor: (
    challengeToken: string,
    code: string,
  ) => Promise<{ readonly error: string } | { readonly recoveryCodes: readonly string[] }>;
  readonly logOut: () => Promise<void>;
}

const SessionContext = createContext<Session | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<SessionUser | null | undefined>(tokenStore.read() ? undefined : null);

  /** Asks the server who the stored token belongs to; a token it refuses (after a refresh) signs out. */
  const loadMe = useCallback(
    () =>
      api.GET('/api/v1/auth/me').then(({ data }) => {
        if (!data) tokenStore.write(null);
        setUser(data ?? null);
      }),
    [],
  );

  useEffect(() => {
    if (tokenStore.read()) void loadMe();
    // Another tab, or a failed refresh, signing out.
    return tokenStore.subscribe((tokens) => tokens === null && setUser(null));
  }, [loadMe]);

  const signIn = useCallback(
    async (tokens: TokenPair) => {
      tokenStore.write(tokens);
      await loadMe();
    },
    [loadMe],
  );

  const logIn = useCallback(
    async (email: string, password: string) => {
      const { data, error } = await api.POST('/api/v1/auth/token', {
        body: { username: email, password },
        bodySerializer: (body) => new URLSearchParams(body as Record<string, string>),
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      });
      if (!data) return { error: errorText(error) };
      if ('challenge_token' in data) return { challenge: data };
      await signIn(data);
      return { signedIn: true as const };
    },
    [signIn],
  );

  const completeSecondFactor = useCallback(
    async (challengeToken: string, code: string) => {
      const { data, error } = await api.POST('/api/v1/auth/token/totp', {
        body: { challenge_token: challengeToken, code },
      });
      if (!data) return { error: errorText(error) };
      await signIn(data);
      return { recoveryCodes: data.recovery_codes ?? [] };
    },
    [signIn],
  );

  const logOut = useCallback(async () => {
    // Revokes every token of the account on the server; signed out here whatever it answers.
    await api.POST('/api/v1/auth/logout').catch(() => undefined);
    tokenStore.write(null);
    setUser(null);
  }, []);

  const value = useMemo(
    () => ({ user, signIn, logIn, completeSecondFactor, logOut }),
    [user, signIn, logIn, completeSecondFactor, logOut],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession outside SessionProvider');
  return session;
}
