import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'wouter';
import { ArchetypeSummary } from '../tracker/archetype-summary';
import { useMatchFilters } from '../tracker/match-filters';
import { MatrixFilters } from '../tracker/matrix-filters';
import { MatchupMatrix } from '../tracker/matchup-matrix';
import { usePermissions } from '../workspace/workspace';

export function DashboardPage() {
  const { filters, active, update, clear } = useMatchFilters();
  const { record } = usePermissions();
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1}>Matchup matrix</Title>
        {record && (
          <Button component={Link} href="/matches/new">
            Record a match
          </Button>
        )}
      </Group>
      <MatrixFilters filters={filters} active={active} onChange={update} onClear={clear} />
      <Text size="sm" c="dimmed">
        Win rate per game (draws left out), its 95% interval, games won–lost and matches played.
      </Text>
      <MatchupMatrix filters={filters} />
      <Title order={2} size="h3">
        By archetype
      </Title>
      <ArchetypeSummary filters={filters} />
    </Stack>
  );
}
