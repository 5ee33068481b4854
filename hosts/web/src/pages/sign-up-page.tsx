import { Anchor, Button, PasswordInput, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'wouter';
import { api } from '../api/client';
import { errorText } from '../api/error-text';
import { AuthCard } from '../auth/auth-card';
import { useSession } from '../auth/session';
import { ApiErrorAlert } from '../components/api-error-alert';

const PASSWORD_RULE = 'At least 12 characters with 1 uppercase, 1 lowercase, 1 digit and 1 symbol.';

export function SignUpPage() {
  const { signIn } = useSession();
  const [, navigate] = useLocation();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const email = String(form.get('email'));
    const displayName = String(form.get('display_name')).trim();
    setBusy(true);
    setError(null);
    const { data, error: failure } = await api.POST('/api/v1/auth/signup', {
      body: { email, password: String(form.get('password')), display_name: displayName || null },
    });
    setBusy(false);
    if (!data) return setError(errorText(failure));
    if (data.tokens) {
      await signIn(data.tokens);
      return navigate('/');
    }
    navigate(`/verify-email?${new URLSearchParams({ email: data.user.email, sent: '1' })}`);
  }

  return (
    <AuthCard title="Create your account">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <TextInput name="email" type="email" label="Email" autoComplete="email" required mb="sm" />
        <PasswordInput
          name="password"
          label="Password"
          description={PASSWORD_RULE}
          autoComplete="new-password"
          required
          mb="sm"
        />
        <TextInput
          name="display_name"
          label="Display name (optional)"
          autoComplete="nickname"
          maxLength={100}
          mb="md"
        />
        <ApiErrorAlert error={error} title="Sign-up failed" />
        <Button type="submit" fullWidth mt="md" loading={busy}>
          Sign up
        </Button>
      </form>
      <Text size="sm">
        Already have an account?{' '}
        <Anchor component={Link} href="/login">
          Log in
        </Anchor>
      </Text>
    </AuthCard>
  );
}
