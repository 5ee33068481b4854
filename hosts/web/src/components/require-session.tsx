import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import { useSession } from '../auth/session';
import { APP_BASE, appPath } from '../workspace/current-workspace';

/** The login page, asked to come back here afterwards (a team's page opened from a link, say). */
function loginPath(): string {
  const here = window.location.pathname.slice(APP_BASE.length) + window.location.search;
  return here === '/' || here === '' ? '/login' : `/login?next=${encodeURIComponent(here)}`;
}

/**
 * Pages for signed-in players: sends anyone without a session to the login page. While a stored
 * token is still being checked the page already renders, so its reads run alongside the check
 * instead of after it; a token the server refuses ends the session and lands here as signed out.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const { user } = useSession();
  if (user === null) return <Redirect to={appPath(loginPath())} />;
  return <>{children}</>;
}
