import { Button, Container } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { useSession } from '../auth/session';
import { NavLink } from './nav-link';

/** Header with the app's sections (they wrap on a phone) and the page below it. */
export function AppLayout({ children }: { children: ReactNode }) {
  const { user, logOut } = useSession();
  return (
    <>
      <header className="app-header">
        <Link href="/" className="brand">
          Metagame
        </Link>
        {user && (
          <nav aria-label="Sections" className="app-nav">
            <NavLink href="/">Matrix</NavLink>
            <NavLink href="/matches/new">Record match</NavLink>
            <NavLink href="/events">Events</NavLink>
            <NavLink href="/decks">Decks</NavLink>
            <NavLink href="/roster">Roster</NavLink>
            <NavLink href="/simulator">Simulator</NavLink>
            <NavLink href="/card-tests">Card tests</NavLink>
            <NavLink href="/cards">Cards</NavLink>
            <NavLink href="/team">Team</NavLink>
            <NavLink href="/settings">Settings</NavLink>
          </nav>
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
