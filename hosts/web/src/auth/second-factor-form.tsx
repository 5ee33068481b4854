import { Button, Code, List, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { ApiErrorAlert } from '../components/api-error-alert';
import { useSession, type SecondFactorChallenge } from './session';

/**
 * The login's second step: a code from the authenticator app (or a recovery code). For an enrolment
 * challenge (an admin who must turn TOTP on) it first shows the secret to add to the app, and after
 * success the ten recovery codes, which the server shows only this once.
 */
export function SecondFactorForm({ challenge, onDone }: { challenge: SecondFactorChallenge; onDone: () => void }) {
  const { completeSecondFactor } = useSession();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [recoveryCodes, setRecoveryCodes] = useState<readonly string[] | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    const outcome = await completeSecondFactor(
      challenge.challenge_token,
      String(new FormData(event.currentTarget).get('code')).trim(),
    );
    setBusy(false);
    if ('error' in outcome) return setError(outcome.error);
    if (outcome.recoveryCodes.length === 0) return onDone();
    setRecoveryCodes(outcome.recoveryCodes);
  }

  if (recoveryCodes)
    return (
      <>
        <Text mb="sm">
          Two-step login is on. Keep these recovery codes somewhere safe: each works once, and they are not shown again.
        </Text>
        <List mb="md" aria-label="Recovery codes">
          {recoveryCodes.map((code) => (
            <List.Item key={code}>
              <Code>{code}</Code>
            </List.Item>
          ))}
        </List>
        <Button fullWidth onClick={onDone}>
          Continue
        </Button>
      </>
    );

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      {challenge.challenge_type === 'totp_enrolment' && (
        <Text size="sm" mb="sm">
          This account must use two-step login. Add this key to your authenticator app, then enter the code it shows:{' '}
          <Code>{challenge.secret}</Code>
        </Text>
      )}
      <TextInput
        name="code"
        label="Code from your authenticator app, or a recovery code"
        autoComplete="one-time-code"
        required
        mb="md"
        data-autofocus
      />
      <ApiErrorAlert error={error} title="Login failed" />
      <Button type="submit" fullWidth mt="md" loading={busy}>
        Continue
      </Button>
    </form>
  );
}
