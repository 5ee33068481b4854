import { Alert, Button, PasswordInput, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { api } from '../api/client';
import { errorText } from '../api/error-text';
import { ApiErrorAlert } from '../components/api-error-alert';

/** Asks for a change of address: the current password, then a code goes to the new address. */
export function EmailChangeForm() {
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    setNotice(null);
    const { data, error: failure } = await api.POST('/api/v1/auth/email-change', {
      body: { new_email: String(form.get('new_email')), current_password: String(form.get('current_password')) },
    });
    setBusy(false);
    if (!data) return setError(errorText(failure));
    setNotice(`${data.message} Open the link in that email to confirm.`);
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-labelledby="email-change-title">
      <Title order={2} size="h4" id="email-change-title" mb="xs">
        Change your email
      </Title>
      <TextInput name="new_email" type="email" label="New email" autoComplete="email" required mb="sm" />
      <PasswordInput
        name="current_password"
        label="Current password"
        autoComplete="current-password"
        required
        mb="sm"
      />
      <ApiErrorAlert error={error} title="Email not changed" />
      {notice && (
        <Alert color="blue" role="status" mb="sm">
          {notice}
        </Alert>
      )}
      <Button type="submit" loading={busy}>
        Send a code to the new address
      </Button>
    </form>
  );
}
