import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Redirect, Route, Switch, useParams } from 'wouter';
import { LoadingState } from './components/loading-state';
import { RequireSession } from './components/require-session';
import { TEAM_WORKSPACE_PATH } from './workspace/current-workspace';
import { useWorkspace } from './workspace/workspace';

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
const DataPage = page(() => import('./pages/data-page'), 'DataPage');
const TeamsPage = page(() => import('./pages/teams-page'), 'TeamsPage');
const TeamPage = page(() => import('./pages/team-page'), 'TeamPage');
const JoinTeamPage = page(() => import('./pages/join-team-page'), 'JoinTeamPage');
const CardsPage = page(() => import('./pages/cards-page'), 'CardsPage');
const MetagamePage = page(() => import('./pages/metagame-page'), 'MetagamePage');
const SharedDataPage = page(() => import('./pages/shared-data-page'), 'SharedDataPage');
const SharedPlayerPage = page(() => import('./pages/shared-player-page'), 'SharedPlayerPage');
const SettingsPage = page(() => import('./pages/settings-page'), 'SettingsPage');
const ConfirmEmailChangePage = page(() => import('./pages/confirm-email-change-page'), 'ConfirmEmailChangePage');
const OpenIdPage = page(() => import('./pages/open-id-page'), 'OpenIdPage');
const OpenIdLinkPage = page(() => import('./pages/open-id-link-page'), 'OpenIdLinkPage');
const NotFoundPage = page(() => import('./pages/not-found-page'), 'NotFoundPage');

/** Pages open to anyone, then pages for signed-in players. Paths are relative to /app. */
const PUBLIC: readonly [string, ComponentType][] = [
  ['/signup', SignUpPage],
  ['/verify-email', VerifyEmailPage],
  ['/login', LogInPage],
  ['/reset-password', ResetPasswordPage],
  // Where the server's OpenID callback lands, signed in or not.
  ['/oidc', OpenIdPage],
  // The card API is anonymous: so is the page, for players who only look cards up.
  ['/cards', CardsPage],
  // The public metagame's reads are anonymous as well.
  ['/metagame', MetagamePage],
  // An invitation's link: signed out, the page offers to log in and come back.
  ['/teams/join', JoinTeamPage],
];
/** Tracker pages: each shows the current workspace's data, the player's own at `/…`, a team's at `/teams/<id>/…`. */
const WORKSPACE: readonly [string, ComponentType][] = [
  ['/', DashboardPage],
  ['/matches/new', MatchEntryPage],
  ['/events', EventsPage],
  ['/decks', DecksPage],
  ['/decks/:id', DeckPage],
  ['/decks/:id/plans', SideboardPlansPage],
  ['/simulator', SimulatorPage],
  ['/roster', RosterPage],
  ['/card-tests', CardTestsPage],
  ['/data', DataPage],
];
/** The signed-in account's pages, outside any workspace. */
const ACCOUNT: readonly [string, ComponentType][] = [
  ['/shared', SharedDataPage],
  ['/shared/:ownerId', SharedPlayerPage],
  // The shared data's first address, before teams had pages of their own.
  ['/team', () => <Redirect to="/shared" replace />],
  ['/team/:ownerId', () => <Redirect to={`/shared/${useParams<{ ownerId: string }>().ownerId}`} replace />],
  ['/teams', TeamsPage],
  ['/settings', SettingsPage],
  ['/confirm-email-change', ConfirmEmailChangePage],
  ['/oidc/link', OpenIdLinkPage],
];

const signedIn = ([path, Page]: readonly [string, ComponentType]) => (
  <Route key={path} path={path}>
    <RequireSession>
      <Page />
    </RequireSession>
  </Route>
);

export function AppRoutes() {
  // A new workspace mounts every page afresh: no read, form or choice carries over from the last one.
  const { key, workspace } = useWorkspace();
  return (
    <Suspense fallback={<LoadingState />}>
      <Switch key={key}>
        {PUBLIC.map(([path, Page]) => (
          <Route key={path} path={path} component={Page} />
        ))}
        {ACCOUNT.map(signedIn)}
        <Route path={TEAM_WORKSPACE_PATH} nest>
          {/* `/teams/<not a team id>/…` names no workspace. */}
          {workspace.kind === 'team' ? (
            <Switch>
              {WORKSPACE.map(signedIn)}
              {signedIn(['/members', TeamPage])}
              <Route component={NotFoundPage} />
            </Switch>
          ) : (
            <NotFoundPage />
          )}
        </Route>
        {WORKSPACE.map(signedIn)}
        <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
  );
}
