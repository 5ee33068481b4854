import { Stack } from '@mantine/core';
import { ApiTokensPanel } from '../auth/api-tokens-panel';
import { WebhooksPanel } from '../webhooks/webhooks-panel';

/**
 * The team's API tokens and webhooks, the same panels as the account's in Settings, over the team's
 * routes. Its page shows them to captains and the owner only, the roles the API lets manage them.
 */
export function TeamIntegrations({ teamId }: { teamId: string }) {
  const owner = { kind: 'team', teamId } as const;
  return (
    <Stack gap="lg" maw={720}>
      <ApiTokensPanel owner={owner} />
      <WebhooksPanel owner={owner} />
    </Stack>
  );
}
