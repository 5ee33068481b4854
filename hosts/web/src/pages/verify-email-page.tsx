import { Alert, Anchor, Button, Group, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { api } from '../api/client';
import { errorText } from '../api/error-text';
import { AuthCard } from '../auth/auth-card';
import { useSession } from '../auth/session';
import { EmailedCodeInput } from '../auth/emailed-code-input';
import { ApiErrorAlert } from '../components/api-error-alert';

/**
 * The page the emailed link opens (`/verify-email?email=…&code=…`). It fills the form from the
 * link and verifies only when the player presses the button, never on load: mail scanners and
 * link previews open links too, and must not use up the code or an attempt.
 */
export function VerifyEmailPage() {
  const params = new URLSearchParams(useSearch());
  const { signIn } = useSession();
  const [, navigate] = useLocation();
  const [email, setEmail] = useState(params.get('email') ?? '');
  const [code, setCode] = useState(params.get('code') ?? '');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(
    params.get('sent') ? 'We emailed you a 6-digit code. Enter it below, or open the link in the email.' : null,
  );
  const [busy, setBusy] = useState<'verify' | 'resend' | null>(null);

  async function verify(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy('verify');
    setError(null);
    const { data, error: failure } = await api.POST('/api/v1/auth/signup/verify', {
      body: { email, code: code.trim() },
    });
    setBusy(null);
    if (!data) return setError(errorText(failure));
    await signIn(data);
    navigate('/');
  }

  async function resend() {
    setBusy('resend');
    setError(null);
    const { data, error: failure } = await api.POST('/api/v1/auth/signup/resend', { body: { email } });
    setBusy(null);
    if (!data) return setError(errorText(failure));
    setNotice(data.message);
  }

  return (
    <AuthCard title="Verify your email">
      {notice && (
        <Alert color="blue" role="status">
          {notice}
        </Alert>
      )}
      <form onSubmit={(e) => void verify(e)} noValidate>
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
          required
          mb="sm"
        />
        <EmailedCodeInput value={code} onChange={setCode} />
        <ApiErrorAlert error={error} title="Not verified" />
        <Group mt="md" grow>
          <Button type="submit" loading={busy === 'verify'} disabled={busy !== null}>
            Verify email
          </Button>
          <Button
            variant="default"
            onClick={() => void resend()}
            loading={busy === 'resend'}
            disabled={busy !== null || !email}
          >
            Send a new code
          </Button>
        </Group>
      </form>
      <Text size="sm">
        Verified already?{' '}
        <Anchor component={Link} href="/login">
          Log in
        </Anchor>
      </Text>
    </AuthCard>
  );
}
