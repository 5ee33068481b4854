import { Button, Container } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, Router } from 'wouter';
import { useSession } from '../auth/session';
import { appPath } from '../workspace/current-workspace';
import { useWorkspace } from '../workspace/workspace';
import { NavLink } from './nav-link';

/** Header with the app's sections (they wrap on a phone) and the page below it. */
export function AppLayout({ children }: { children: ReactNode }) {
  const { user, logOut } = useSession();
  const { base } = useWorkspace();
  return (
    <>
      <header className="app-header">
        <Link href="/" className="brand">
          Metagame
        </Link>
        {user && (
          // The workspace's sections are relative to its base; the account's pages are outside it.
          <Router base={base}>
            <nav aria-label="Sections" className="app-nav">
              <NavLink href="/">Matrix</NavLink>
              <NavLink href="/matches/new">Record match</NavLink>
              <NavLink href="/events">Events</NavLink>
              <NavLink href="/decks">Decks</NavLink>
              <NavLink href="/roster">Roster</NavLink>
              <NavLink href="/simulator">Simulator</NavLink>
              <NavLink href="/card-tests">Card tests</NavLink>
              <NavLink href="/data">Import/export</NavLink>
              <NavLink href={appPath('/cards')}>Cards</NavLink>
              <NavLink href={appPath('/shared')}>Shared</NavLink>
              <NavLink href={appPath('/settings')}>Settings</NavLink>
            </nav>
          </Router>
        )}
        {user === null && (
          <nav aria-label="Account" className="app-nav">
            <NavLink href="/cards">Cards</NavLink>
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
