import { Alert, Anchor, Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'wouter';
import { api } from '../api/client';
import { errorText } from '../api/error-text';
import { AuthCard } from '../auth/auth-card';
import { pendingLink } from '../auth/open-id-outcome';
import { useSession } from '../auth/session';
import { ApiErrorAlert } from '../components/api-error-alert';

/** Signed in to the email's account, its owner confirms (or drops) the pending link to a provider. */
export function OpenIdLinkPage() {
  const { user } = useSession();
  const [link, setLink] = useState(() => pendingLink.read());
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function confirm() {
    if (!link) return;
    setBusy(true);
    const { data, error: failure } = await api.POST('/api/v1/auth/oidc/link', { body: { ticket: link.ticket } });
    setBusy(false);
    pendingLink.write(null);
    if (data) setDone(true);
    else setError(errorText(failure));
  }

  if (done)
    return (
      <AuthCard title="Provider linked">
        <Alert color="green" role="status">
          {link?.provider} now signs you in to this account.
        </Alert>
        <Anchor component={Link} href="/settings">
          Linked providers in settings
        </Anchor>
      </AuthCard>
    );
  if (!link)
    return (
      <AuthCard title="Link a provider">
        <ApiErrorAlert error={error ?? 'There is no link waiting to be confirmed.'} />
        <Anchor component={Link} href="/settings">
          Settings
        </Anchor>
      </AuthCard>
    );
  return (
    <AuthCard title="Link a provider">
      <Text>
        Link your {link.provider} account to {user?.email}? You can then sign in with either.
      </Text>
      <ApiErrorAlert error={error} />
      <Group>
        <Button onClick={() => void confirm()} loading={busy}>
          Link {link.provider}
        </Button>
        <Button
          variant="default"
          onClick={() => {
            pendingLink.write(null);
            setLink(null);
          }}
        >
          Cancel
        </Button>
      </Group>
    </AuthCard>
  );
}
