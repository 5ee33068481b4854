/** The signed-in session's token pair, kept in localStorage so a reload stays signed in. */
export interface TokenPair {
  readonly access_token: string;
  readonly refresh_token: string;
}

const KEY = 'metagame.tokens';

export const tokenStore = {
  read(): TokenPair | null {
    const raw = window.localStorage.getItem(KEY);
    if (!raw) return null;
    try {
      const parsed = JSON.parse(raw) as Partial<TokenPair>;
      return parsed.access_token && parsed.refresh_token
        ? { access_token: parsed.access_token, refresh_token: parsed.refresh_token }
        : null;
    } catch {
      // a value some other code wrote: treat as signed out
      return null;
    }
  },
  write(tokens: TokenPair | null): void {
    if (tokens)
      window.localStorage.setItem(
        KEY,
        JSON.stringify({ access_token: tokens.access_token, refresh_token: tokens.refresh_token }),
      );
    else window.localStorage.removeItem(KEY);
    for (const listener of listeners) listener(tokens);
  },
  subscribe(listener: (tokens: TokenPair | null) => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

const listeners = new Set<(tokens: TokenPair | null) => void>();
