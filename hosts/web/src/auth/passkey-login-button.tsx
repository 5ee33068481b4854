import { Button, Divider } from '@mantine/core';
import { useState } from 'react';
import { api } from '../api/client';
import { errorText } from '../api/error-text';
import { ApiErrorAlert } from '../components/api-error-alert';
import { ceremonyErrorText, getPasskey, passkeysSupported } from './passkey-ceremony';
import { useSession } from './session';

/**
 * "Sign in with a passkey": asks the server for options, lets the browser offer the passkeys it
 * holds for this site (no email needed), and signs in with the token pair the server answers. Only
 * on a press: the page never opens a passkey prompt by itself. Hidden where the browser has no WebAuthn.
 */
export function PasskeyLoginButton({ onSignedIn }: { onSignedIn: () => void }) {
  const { signIn } = useSession();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!passkeysSupported()) return null;

  async function signInWithPasskey() {
    setBusy(true);
    setError(null);
    try {
      const options = await api.POST('/api/v1/auth/passkeys/login/options');
      if (!options.data) return setError(errorText(options.error));
      let credential;
      try {
        credential = await getPasskey(options.data);
      } catch (failure) {
        return setError(ceremonyErrorText(failure));
      }
      const { data, error: refused } = await api.POST('/api/v1/auth/passkeys/login/verify', { body: { credential } });
      if (!data) return setError(errorText(refused));
      await signIn(data);
      onSignedIn();
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Divider label="or" labelPosition="center" my="sm" />
      <Button variant="default" fullWidth onClick={() => void signInWithPasskey()} loading={busy}>
        Sign in with a passkey
      </Button>
      <ApiErrorAlert error={error} title="Passkey sign-in failed" />
    </>
  );
}
