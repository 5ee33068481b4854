import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'wouter';
import { ApiErrorAlert } from '../components/api-error-alert';
import { MatchupMatrix } from '../tracker/matchup-matrix';
import { usePersonalDecks } from '../tracker/use-tracker-lists';
import { WorkspaceProvider } from '../workspace/workspace';

/** Another player's shared data, read-only: their matrix and decks (reads with owner_id; no write is offered). */
export function SharedPlayerPage() {
  const { ownerId } = useParams<{ ownerId: string }>();
  return (
    <WorkspaceProvider workspace={{ kind: 'shared', ownerId }}>
      <Stack>
        <Anchor component={Link} href="/shared" size="sm">
          ← Shared with you
        </Anchor>
        <Title order={1}>Their matrix</Title>
        <Text size="sm" c="dimmed">
          Read-only: shared by its owner.
        </Text>
        <MatchupMatrix />
        <Title order={2} size="h3">
          Their decks
        </Title>
        <SharedDecks />
      </Stack>
    </WorkspaceProvider>
  );
}

function SharedDecks() {
  const decks = usePersonalDecks();
  return decks.data ? (
    <List>
      {decks.data.map((d) => (
        <List.Item key={d.id}>{d.name}</List.Item>
      ))}
    </List>
  ) : (
    <ApiErrorAlert error={decks.error} />
  );
}
