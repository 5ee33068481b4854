import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Route, Switch } from 'wouter';
import { LoadingState } from './components/loading-state';
import { RequireSession } from './components/require-session';

/** A page module's named export, loaded when the page is first shown (one chunk per page). */
const page = <K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
): LazyExoticComponent<ComponentType> => lazy(() => load().then((module) => ({ default: module[name] })));

const SignUpPage = page(() => import('./pages/sign-up-page'), 'SignUpPage');
const VerifyEmailPage = page(() => import('./pages/verify-email-page'), 'VerifyEmailPage');
const LogInPage = page(() => import('./pages/log-in-page'), 'LogInPage');
const ResetPasswordPage = page(() => import('./pages/reset-password-page'), 'ResetPasswordPage');
const DashboardPage = page(() => import('./pages/dashboard-page'), 'DashboardPage');
const MatchEntryPage = page(() => import('./pages/match-entry-page'), 'MatchEntryPage');
const EventsPage = page(() => import('./pages/events-page'), 'EventsPage');
const DecksPage = page(() => import('./pages/decks-page'), 'DecksPage');
const DeckPage = page(() => import('./pages/deck-page'), 'DeckPage');
const SideboardPlansPage = page(() => import('./pages/sideboard-plans-page'), 'SideboardPlansPage');
const SimulatorPage = page(() => import('./pages/simulator-page'), 'SimulatorPage');
const RosterPage = page(() => import('./pages/roster-page'), 'RosterPage');
const CardTestsPage = page(() => import('./pages/card-tests-page'), 'CardTestsPage');
const CardsPage = page(() => import('./pages/cards-page'), 'CardsPage');
const TeamPage = page(() => import('./pages/team-page'), 'TeamPage');
const TeammatePage = page(() => import('./pages/teammate-page'), 'TeammatePage');
const SettingsPage = page(() => import('./pages/settings-page'), 'SettingsPage');
const ConfirmEmailChangePage = page(() => import('./pages/confirm-email-change-page'), 'ConfirmEmailChangePage');
const NotFoundPage = page(() => import('./pages/not-found-page'), 'NotFoundPage');

/** Pages open to anyone, then pages for signed-in players. Paths are relative to /app. */
const PUBLIC: readonly [string, ComponentType][] = [
  ['/signup', SignUpPage],
  ['/verify-email', VerifyEmailPage],
  ['/login', LogInPage],
  ['/reset-password', ResetPasswordPage],
  // The card API is anonymous: so is the page, for players who only look cards up.
  ['/cards', CardsPage],
];
const SIGNED_IN: readonly [string, ComponentType][] = [
  ['/', DashboardPage],
  ['/matches/new', MatchEntryPage],
  ['/events', EventsPage],
  ['/decks', DecksPage],
  ['/decks/:id', DeckPage],
  ['/decks/:id/plans', SideboardPlansPage],
  ['/simulator', SimulatorPage],
  ['/roster', RosterPage],
  ['/card-tests', CardTestsPage],
  ['/team', TeamPage],
  ['/team/:ownerId', TeammatePage],
  ['/settings', SettingsPage],
  ['/confirm-email-change', ConfirmEmailChangePage],
];

export function AppRoutes() {
  return (
    <Suspense fallback={<LoadingState />}>
      <Switch>
        {PUBLIC.map(([path, Page]) => (
          <Route key={path} path={path} component={Page} />
        ))}
        {SIGNED_IN.map(([path, Page]) => (
          <Route key={path} path={path}>
            <RequireSession>
              <Page />
            </RequireSession>
          </Route>
        ))}
        <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
  );
}
