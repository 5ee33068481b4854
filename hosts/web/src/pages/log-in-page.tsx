import { Anchor, Button, PasswordInput, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Link, Redirect, useLocation, useSearch } from 'wouter';
import { AuthCard } from '../auth/auth-card';
import { PasskeyLoginButton } from '../auth/passkey-login-button';
import { OpenIdButtons } from '../auth/open-id-buttons';
import { SecondFactorForm } from '../auth/second-factor-form';
import { useSession, type SecondFactorChallenge } from '../auth/session';
import { ApiErrorAlert } from '../components/api-error-alert';

/** Where to go after logging in: `next` when it is a path of this app (`/teams/join?token=…`), else the matrix. */
function nextPath(search: string): string {
  const next = new URLSearchParams(search).get('next') ?? '';
  return next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\') ? next : '/';
}

export function LogInPage() {
  const { user, logIn } = useSession();
  const next = nextPath(useSearch());
  const [, navigate] = useLocation();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [challenge, setChallenge] = useState<SecondFactorChallenge | null>(null);
  // A challenge's recovery codes are shown while already signed in: stay until the user goes on.
  if (user && !challenge) return <Redirect to={next} />;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    const outcome = await logIn(String(form.get('email')), String(form.get('password')));
    setBusy(false);
    if ('error' in outcome) return setError(outcome.error);
    if ('challenge' in outcome) return setChallenge(outcome.challenge);
    navigate(next);
  }

  if (challenge)
    return (
      <AuthCard title="Two-step login">
        <SecondFactorForm challenge={challenge} onDone={() => navigate(next)} />
      </AuthCard>
    );

  return (
    <AuthCard title="Log in">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <TextInput name="email" type="email" label="Email" autoComplete="username" required mb="sm" />
        <PasswordInput name="password" label="Password" autoComplete="current-password" required mb="md" />
        <ApiErrorAlert error={error} title="Login failed" />
        <Button type="submit" fullWidth mt="md" loading={busy}>
          Log in
        </Button>
      </form>
      <PasskeyLoginButton onSignedIn={() => navigate(next)} />
      <OpenIdButtons />
      <Text size="sm">
        <Anchor component={Link} href="/reset-password">
          Forgot your password?
        </Anchor>
      </Text>
      <Text size="sm">
        New here?{' '}
        <Anchor component={Link} href="/signup">
          Create an account
        </Anchor>
      </Text>
    </AuthCard>
  );
}
