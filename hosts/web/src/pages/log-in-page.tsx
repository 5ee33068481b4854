import { Anchor, Button, PasswordInput, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Link, Redirect, useLocation } from 'wouter';
import { AuthCard } from '../auth/auth-card';
import { SecondFactorForm } from '../auth/second-factor-form';
import { useSession, type SecondFactorChallenge } from '../auth/session';
import { ApiErrorAlert } from '../components/api-error-alert';

export function LogInPage() {
  const { user, logIn } = useSession();
  const [, navigate] = useLocation();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [challenge, setChallenge] = useState<SecondFactorChallenge | null>(null);
  // A challenge's recovery codes are shown while already signed in: stay until the user goes on.
  if (user && !challenge) return <Redirect to="/" />;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    const outcome = await logIn(String(form.get('email')), String(form.get('password')));
    setBusy(false);
    if ('error' in outcome) return setError(outcome.error);
    if ('challenge' in outcome) return setChallenge(outcome.challenge);
    navigate('/');
  }

  if (challenge)
    return (
      <AuthCard title="Two-step login">
        <SecondFactorForm challenge={challenge} onDone={() => navigate('/')} />
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
