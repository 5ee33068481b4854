import { NativeSelect, Stack, Switch, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { api } from '../api/client';
import { errorText } from '../api/error-text';
import { ApiTokensPanel } from '../auth/api-tokens-panel';
import { EmailChangeForm } from '../auth/email-change-form';
import { PasskeySettings } from '../auth/passkey-settings';
import { LinkedProviders } from '../auth/linked-providers';
import { SessionsPanel } from '../auth/sessions-panel';
import { TwoFactorSettings } from '../auth/two-factor-settings';
import { ApiErrorAlert } from '../components/api-error-alert';
import { LoadingState } from '../components/loading-state';
import type { components } from '../api/openapi';
import { usePersonalDecks, useSettings } from '../tracker/use-tracker-lists';
import { WebhooksPanel } from '../webhooks/webhooks-panel';
import { PERSONAL_OWNER } from '../workspace/integration-owner';

type Settings = components['schemas']['UserSettingsRead'];

/**
 * Sharing and the active deck (each change saved at once), the signed-in devices, two-step login,
 * passkeys, linked OpenID providers, changing the account's email, API tokens and webhooks.
 */
export function SettingsPage() {
  const settings = useSettings();
  const decks = usePersonalDecks();
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  // A change shows at once while it is saved; then the server's answer is what the page shows.
  const [pending, setPending] = useState<Partial<Settings>>({});
  const [answered, setAnswered] = useState<Settings | null>(null);

  if ((settings.loading && !settings.data) || (decks.loading && !decks.data)) return <LoadingState />;
  if (!settings.data || !decks.data) return <ApiErrorAlert error={settings.error ?? decks.error} />;

  const current = { ...(answered ?? settings.data), ...pending };

  async function update(body: { data_shared?: boolean; active_personal_deck_id?: string | null }) {
    setPending(body);
    setSaved(null);
    const { data, error: failure } = await api.PATCH('/api/v1/tracker/me/settings', { body });
    if (data) setAnswered(data);
    setPending({});
    setError(data ? null : errorText(failure));
    setSaved(data ? 'Saved.' : null);
  }

  return (
    <Stack maw={520}>
      <Title order={1}>Settings</Title>
      <Switch
        label="Share my data with other players"
        description="Other signed-in players can read your decks, roster, matches and card tests. They can never change them."
        checked={current.data_shared}
        onChange={(e) => void update({ data_shared: e.currentTarget.checked })}
      />
      <NativeSelect
        label="Active deck"
        description="Chosen first when you record a match."
        value={current.active_personal_deck_id ?? ''}
        onChange={(e) => void update({ active_personal_deck_id: e.currentTarget.value || null })}
        data={[{ value: '', label: 'none' }, ...decks.data.map((d) => ({ value: d.id, label: d.name }))]}
      />
      <ApiErrorAlert error={error} />
      {saved && (
        <Text role="status" size="sm">
          {saved}
        </Text>
      )}
      <SessionsPanel />
      <TwoFactorSettings />
      <PasskeySettings />
      <LinkedProviders />
      <EmailChangeForm />
      <ApiTokensPanel owner={PERSONAL_OWNER} />
      <WebhooksPanel owner={PERSONAL_OWNER} />
    </Stack>
  );
}
