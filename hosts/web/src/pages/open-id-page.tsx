import { Alert, Anchor, Button, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { api } from '../api/client';
import { errorText } from '../api/error-text';
import { AuthCard } from '../auth/auth-card';
import { OPEN_ID_ERRORS, pendingLink, readOpenIdOutcome, type OpenIdOutcome } from '../auth/open-id-outcome';
import { SecondFactorForm } from '../auth/second-factor-form';
import { useSession, type SecondFactorChallenge } from '../auth/session';
import { ApiErrorAlert } from '../components/api-error-alert';
import { LoadingState } from '../components/loading-state';

/**
 * Where the server's OpenID callback sends the browser. The outcome comes in the fragment, read once
 * and then removed from the address (a sign-in ticket is single use, but it should not linger in
 * the history either): a ticket is exchanged for tokens (or a second-factor challenge); a link
 * ticket waits while the owner of the email's account logs in and confirms.
 */
export function OpenIdPage() {
  const [outcome] = useState<OpenIdOutcome>(() => readOpenIdOutcome(window.location.hash));
  const { user, signIn } = useSession();
  const [, navigate] = useLocation();
  const [challenge, setChallenge] = useState<SecondFactorChallenge | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (window.location.hash) window.history.replaceState(null, '', window.location.pathname);
    if (outcome.kind === 'link') pendingLink.write({ ticket: outcome.ticket, provider: outcome.provider });
    if (outcome.kind !== 'ticket') return;
    void api.POST('/api/v1/auth/oidc/token', { body: { ticket: outcome.ticket } }).then(async ({ data, error }) => {
      if (!data) return setError(errorText(error));
      if ('challenge_token' in data) return setChallenge(data);
      await signIn(data);
      navigate('/');
    });
  }, [outcome, signIn, navigate]);

  if (outcome.kind === 'ticket') {
    if (challenge)
      return (
        <AuthCard title="Two-step login">
          <SecondFactorForm challenge={challenge} onDone={() => navigate('/')} />
        </AuthCard>
      );
    return (
      <AuthCard title="Signing in">
        {error ? <ApiErrorAlert error={error} title="Sign-in failed" /> : <LoadingState />}
        {error && <BackToLogin />}
      </AuthCard>
    );
  }
  if (outcome.kind === 'link')
    return (
      <AuthCard title="You already have an account">
        <Text>
          An account with the email address of your {outcome.provider} account exists. Log in to it, then confirm the
          link: from then on {outcome.provider} signs you in to it.
        </Text>
        <Button component={Link} href={user ? '/oidc/link' : '/login?next=/oidc/link'}>
          {user ? 'Confirm the link' : 'Log in to link'}
        </Button>
      </AuthCard>
    );
  if (outcome.kind === 'linked')
    return (
      <AuthCard title="Provider linked">
        <Alert color="green" role="status">
          {outcome.provider} now signs you in to this account.
        </Alert>
        <Anchor component={Link} href="/settings">
          Back to settings
        </Anchor>
      </AuthCard>
    );
  return (
    <AuthCard title="Sign-in failed">
      <ApiErrorAlert
        error={
          outcome.kind === 'error' ? (OPEN_ID_ERRORS[outcome.code] ?? 'The sign-in failed.') : 'Nothing to show here.'
        }
        title="Sign-in failed"
      />
      <BackToLogin />
    </AuthCard>
  );
}

function BackToLogin() {
  return (
    <Anchor component={Link} href="/login">
      Back to log in
    </Anchor>
  );
}
