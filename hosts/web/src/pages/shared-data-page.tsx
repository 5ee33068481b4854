import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import { Link } from 'wouter';
import { api } from '../api/client';
import { useApi } from '../api/use-api';
import { ApiErrorAlert } from '../components/api-error-alert';
import { LoadingState } from '../components/loading-state';

/**
 * Players who share their whole tracker with every signed-in player (the sharing switch of their
 * settings); each opens read-only. Teams, where members record together, are another thing.
 */
export function SharedDataPage() {
  const shared = useApi(() => api.GET('/api/v1/tracker/shared-users'), []);
  return (
    <Stack>
      <Title order={1}>Shared with you</Title>
      {shared.loading && !shared.data ? (
        <LoadingState />
      ) : !shared.data ? (
        <ApiErrorAlert error={shared.error} />
      ) : shared.data.length === 0 ? (
        <Text c="dimmed">Nobody shares their data yet. Sharing is switched on in each player’s settings.</Text>
      ) : (
        <List>
          {shared.data.map((u) => (
            <List.Item key={u.id}>
              <Anchor component={Link} href={`/shared/${u.id}`}>
                {u.display_name ?? u.email}
              </Anchor>
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
