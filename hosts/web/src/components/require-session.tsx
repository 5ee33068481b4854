import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import { useSession } from '../auth/session';
import { appPath } from '../workspace/current-workspace';

/**
 * Pages for signed-in players: sends anyone without a session to the login page. While a stored
 * token is still being checked the page already renders, so its reads run alongside the check
 * instead of after it; a token the server refuses ends the session and lands here as signed out.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const { user } = useSession();
  if (user === null) return <Redirect to={appPath('/login')} />;
  return <>{children}</>;
}
