import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import { useSession } from '../auth/session';
import { LoadingState } from './loading-state';

/** Pages for signed-in players: sends anyone else to the login page. */
export function RequireSession({ children }: { children: ReactNode }) {
  const { user } = useSession();
  if (user === undefined) return <LoadingState label="Checking your session…" />;
  if (user === null) return <Redirect to="/login" />;
  return <>{children}</>;
}
