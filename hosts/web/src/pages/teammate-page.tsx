import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'wouter';
import { ApiErrorAlert } from '../components/api-error-alert';
import { MatchupMatrix } from '../tracker/matchup-matrix';
import { usePersonalDecks } from '../tracker/use-tracker-lists';

/** A teammate's shared data, read-only: their matrix and decks (reads with owner_id; no write is offered). */
export function TeammatePage() {
  const { ownerId } = useParams<{ ownerId: string }>();
  const decks = usePersonalDecks(ownerId);
  return (
    <Stack>
      <Anchor component={Link} href="/team" size="sm">
        ← Team
      </Anchor>
      <Title order={1}>Teammate’s matrix</Title>
      <Text size="sm" c="dimmed">
        Read-only: shared by its owner.
      </Text>
      <MatchupMatrix ownerId={ownerId} />
      <Title order={2} size="h3">
        Their decks
      </Title>
      {decks.data ? (
        <List>
          {decks.data.map((d) => (
            <List.Item key={d.id}>{d.name}</List.Item>
          ))}
        </List>
      ) : (
        <ApiErrorAlert error={decks.error} />
      )}
    </Stack>
  );
}
