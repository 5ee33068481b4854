import { Button, Stack, Text, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useLocation, useSearch } from 'wouter';
import { api } from '../api/client';
import { errorText } from '../api/error-text';
import { useSession } from '../auth/session';
import { EmailedCodeInput } from '../auth/emailed-code-input';
import { ApiErrorAlert } from '../components/api-error-alert';

/**
 * The page the email-change link opens (`/confirm-email-change?email=…&code=…`, signed in). It fills
 * the code from the link and confirms only on the button: the change ends every earlier session, and
 * the fresh token pair the API answers keeps this browser signed in.
 */
export function ConfirmEmailChangePage() {
  const params = new URLSearchParams(useSearch());
  const { signIn } = useSession();
  const [, navigate] = useLocation();
  const [code, setCode] = useState(params.get('code') ?? '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    const { data, error: failure } = await api.POST('/api/v1/auth/email-change/confirm', {
      body: { code: code.trim() },
    });
    setBusy(false);
    if (!data) return setError(errorText(failure));
    await signIn(data);
    navigate('/settings');
  }

  return (
    <Stack maw={420}>
      <Title order={1}>Confirm your new email</Title>
      {params.get('email') && <Text>New address: {params.get('email')}</Text>}
      <form onSubmit={(e) => void confirm(e)} noValidate>
        <EmailedCodeInput value={code} onChange={setCode} />
        <ApiErrorAlert error={error} title="Email not changed" />
        <Button type="submit" mt="md" loading={busy}>
          Confirm the new email
        </Button>
      </form>
    </Stack>
  );
}
