import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'wouter';
import { ArchetypeSummary } from '../tracker/archetype-summary';
import { MatchupMatrix } from '../tracker/matchup-matrix';

export function DashboardPage() {
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1}>Matchup matrix</Title>
        <Button component={Link} href="/matches/new">
          Record a match
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        Win rate per game (draws left out), its 95% interval, games won–lost and matches played.
      </Text>
      <MatchupMatrix />
      <Title order={2} size="h3">
        By archetype
      </Title>
      <ArchetypeSummary />
    </Stack>
  );
}
