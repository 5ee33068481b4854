import { Button, Container } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, Router } from 'wouter';
import { useSession } from '../auth/session';
import { appPath } from '../workspace/current-workspace';
import { usePermissions, useWorkspace } from '../workspace/workspace';
import { WorkspaceSwitcher } from '../workspace/workspace-switcher';
import { NavLink } from './nav-link';

/**
 * Header with the workspace switcher, the app's sections (they wrap on a phone) and the page below
 * it. The brand and the workspace's sections are relative to the workspace's base (`/teams/<id>` in
 * a team); the account's pages are outside it.
 */
export function AppLayout({ children }: { children: ReactNode }) {
  const { user, logOut } = useSession();
  const { base, workspace } = useWorkspace();
  const { record } = usePermissions();
  return (
    <>
      <header className="app-header">
        <Router base={user ? base : ''}>
          <Link href="/" className="brand">
            Metagame
          </Link>
          {user && <WorkspaceSwitcher />}
          {user && (
            <nav aria-label="Sections" className="app-nav">
              <NavLink href="/">Matrix</NavLink>
              <NavLink href="/matches/new">{record ? 'Record match' : 'Matches'}</NavLink>
              <NavLink href="/events">Events</NavLink>
              <NavLink href="/decks">Decks</NavLink>
              <NavLink href="/roster">Roster</NavLink>
              <NavLink href="/simulator">Simulator</NavLink>
              <NavLink href="/card-tests">Card tests</NavLink>
              <NavLink href="/data">Import/export</NavLink>
              {workspace.kind === 'team' && <NavLink href="/members">Team</NavLink>}
              <NavLink href={appPath('/cards')}>Cards</NavLink>
              <NavLink href={appPath('/metagame')}>Metagame</NavLink>
              <NavLink href={appPath('/teams')} exact>
                Teams
              </NavLink>
              <NavLink href={appPath('/shared')}>Shared</NavLink>
              <NavLink href={appPath('/settings')}>Settings</NavLink>
            </nav>
          )}
        </Router>
        {user === null && (
          <nav aria-label="Account" className="app-nav">
            <NavLink href="/cards">Cards</NavLink>
            <NavLink href="/metagame">Metagame</NavLink>
            <NavLink href="/login">Log in</NavLink>
            <NavLink href="/signup">Sign up</NavLink>
          </nav>
        )}
        {user && (
          <Button variant="default" size="xs" onClick={() => void logOut()} className="log-out">
            Log out
          </Button>
        )}
      </header>
      <Container component="main" size="lg" py="md">
        {children}
      </Container>
    </>
  );
}
