import { Alert, Anchor, Button, PasswordInput, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Link, useSearch } from 'wouter';
import { api } from '../api/client';
import { errorText } from '../api/error-text';
import { AuthCard } from '../auth/auth-card';
import { EmailedCodeInput } from '../auth/emailed-code-input';
import { ApiErrorAlert } from '../components/api-error-alert';

/**
 * Forgotten password: asks for a code by email, then sets a new password with it. The emailed link
 * (`/reset-password?email=…&code=…`) fills the form; like the verify page, nothing is sent until the
 * player presses a button (mail scanners open links too).
 */
export function ResetPasswordPage() {
  const params = new URLSearchParams(useSearch());
  const [email, setEmail] = useState(params.get('email') ?? '');
  const [code, setCode] = useState(params.get('code') ?? '');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState<'request' | 'confirm' | null>(null);

  async function request() {
    setBusy('request');
    setError(null);
    const { data, error: failure } = await api.POST('/api/v1/auth/password-reset', { body: { email } });
    setBusy(null);
    if (!data) return setError(errorText(failure));
    setNotice(data.message);
  }

  async function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const newPassword = String(new FormData(event.currentTarget).get('new_password'));
    setBusy('confirm');
    setError(null);
    const { error: failure, response } = await api.POST('/api/v1/auth/password-reset/confirm', {
      body: { email, code: code.trim(), new_password: newPassword },
    });
    setBusy(null);
    if (!response.ok) return setError(errorText(failure));
    setDone(true);
  }

  if (done)
    return (
      <AuthCard title="Password changed">
        <Text mb="md">Your password is changed and every device was signed out.</Text>
        <Button component={Link} href="/login" fullWidth>
          Log in
        </Button>
      </AuthCard>
    );

  return (
    <AuthCard title="Reset your password">
      {notice && (
        <Alert color="blue" role="status">
          {notice}
        </Alert>
      )}
      <form onSubmit={(e) => void confirm(e)} noValidate>
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
          required
          mb="sm"
        />
        <Button
          variant="default"
          fullWidth
          mb="md"
          onClick={() => void request()}
          loading={busy === 'request'}
          disabled={busy !== null || !email}
        >
          Email me a code
        </Button>
        <EmailedCodeInput value={code} onChange={setCode} mb="sm" />
        <PasswordInput name="new_password" label="New password" autoComplete="new-password" required mb="md" />
        <ApiErrorAlert error={error} title="Password not changed" />
        <Button type="submit" fullWidth mt="md" loading={busy === 'confirm'} disabled={busy !== null}>
          Set the new password
        </Button>
      </form>
      <Text size="sm">
        Remembered it?{' '}
        <Anchor component={Link} href="/login">
          Log in
        </Anchor>
      </Text>
    </AuthCard>
  );
}
