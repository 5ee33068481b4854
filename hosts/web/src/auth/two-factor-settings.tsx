import { Alert, Badge, Button, Code, Group, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { api } from '../api/client';
import { errorText } from '../api/error-text';
import { useApi } from '../api/use-api';
import { ApiErrorAlert } from '../components/api-error-alert';
import { LoadingState } from '../components/loading-state';
import { RecoveryCodesList } from './recovery-codes-list';

// The QR code library is loaded only when an enrolment starts, not with the settings page.
const TotpQrCode = lazy(() => import('./totp-qr-code').then((module) => ({ default: module.TotpQrCode })));

type Step =
  { kind: 'idle' } | { kind: 'enrolling'; secret: string; uri: string } | { kind: 'codes'; codes: readonly string[] };

const fieldOf = (event: FormEvent<HTMLFormElement>, name: string) =>
  String(new FormData(event.currentTarget).get(name) ?? '').trim();

/**
 * Two-step login (TOTP) from Settings: the state from `GET /auth/totp`; turning it on
 * (secret as a QR code and as text, confirmed by a code, then the recovery codes shown once); and
 * turning it off with the password and a code.
 */
export function TwoFactorSettings() {
  const status = useApi(() => api.GET('/api/v1/auth/totp'), []);
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  /** One call with the busy state and the API's detail on failure; undefined when it failed. */
  async function run<T>(
    call: () => Promise<{ data?: T; error?: unknown; response: Response }>,
  ): Promise<{ data: T | undefined } | undefined> {
    setBusy(true);
    setError(null);
    setNotice(null);
    const { data, error: failure, response } = await call();
    setBusy(false);
    if (!response.ok) setError(errorText(failure));
    return response.ok ? { data } : undefined;
  }

  async function enrol() {
    const enrolment = (await run(() => api.POST('/api/v1/auth/totp/enrol')))?.data;
    if (enrolment) setStep({ kind: 'enrolling', secret: enrolment.secret, uri: enrolment.otpauth_uri });
  }
  async function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = fieldOf(event, 'code');
    const confirmed = (await run(() => api.POST('/api/v1/auth/totp/confirm', { body: { code } })))?.data;
    if (confirmed) setStep({ kind: 'codes', codes: confirmed.recovery_codes });
  }
  async function disable(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const body = { password: String(new FormData(form).get('password')), code: fieldOf(event, 'code') };
    if (!(await run(() => api.POST('/api/v1/auth/totp/disable', { body })))) return;
    form.reset();
    setNotice('Two-step login is off.');
    status.reload();
  }
  function finish() {
    setStep({ kind: 'idle' });
    status.reload();
  }

  const enabled = status.data?.enabled;
  return (
    <section aria-labelledby="two-factor-title">
      <Group gap="sm" mb="xs">
        <Title order={2} size="h4" id="two-factor-title">
          Two-step login
        </Title>
        {status.data && (
          <Badge color={enabled ? 'blue' : 'gray'} variant="light" data-testid="two-factor-state">
            {enabled ? 'on' : 'off'}
          </Badge>
        )}
      </Group>
      {status.loading && !status.data ? (
        <LoadingState />
      ) : !status.data ? (
        <ApiErrorAlert error={status.error} />
      ) : step.kind === 'codes' ? (
        <>
          <Alert color="green" role="status" mb="sm">
            Two-step login is on: each login asks for a code from your authenticator app.
          </Alert>
          <RecoveryCodesList codes={step.codes} />
          <Button onClick={finish}>I have kept them</Button>
        </>
      ) : step.kind === 'enrolling' ? (
        <form onSubmit={(e) => void confirm(e)} noValidate>
          <Text size="sm" mb="xs">
            Scan this code with your authenticator app, or type the key below into it. Then enter the 6 digits the app
            shows.
          </Text>
          <Suspense fallback={<LoadingState label="Drawing the QR code…" />}>
            <TotpQrCode uri={step.uri} />
          </Suspense>
          <Text size="sm" my="xs">
            Key: <Code data-testid="totp-secret">{step.secret}</Code>
          </Text>
          <TextInput
            name="code"
            label="Code from the app"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            required
            mb="sm"
          />
          <ApiErrorAlert error={error} title="Not turned on" />
          <Group gap="xs" mt="sm">
            <Button type="submit" loading={busy}>
              Turn on
            </Button>
            <Button variant="default" onClick={() => setStep({ kind: 'idle' })}>
              Cancel
            </Button>
          </Group>
        </form>
      ) : enabled ? (
        <form onSubmit={(e) => void disable(e)} noValidate aria-label="Turn off two-step login">
          <Text size="sm" mb="xs">
            Each login asks for a code from your authenticator app. {status.data.recovery_codes_left} recovery codes
            left.
          </Text>
          <Stack gap="sm" mb="sm">
            <PasswordInput name="password" label="Password" autoComplete="current-password" required />
            <TextInput
              name="code"
              label="Code from the app, or a recovery code"
              autoComplete="one-time-code"
              required
            />
          </Stack>
          <ApiErrorAlert error={error} title="Still on" />
          <Button type="submit" color="red" variant="light" mt="sm" loading={busy}>
            Turn off two-step login
          </Button>
        </form>
      ) : (
        <>
          <Text size="sm" mb="xs">
            Ask for a code from an authenticator app after the password, so a stolen password alone cannot log in.
          </Text>
          <ApiErrorAlert error={error} title="Not started" />
          <Button onClick={() => void enrol()} loading={busy} mt="xs">
            Set up two-step login
          </Button>
        </>
      )}
      {notice && (
        <Text role="status" size="sm" mt="xs">
          {notice}
        </Text>
      )}
    </section>
  );
}
