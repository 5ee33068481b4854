import { Group, Text } from '@mantine/core';
import { useApi } from '../api/use-api';
import { ApiErrorAlert } from '../components/api-error-alert';
import { LoadingState } from '../components/loading-state';
import { useTracker } from '../workspace/workspace';

const LEGEND = [
  ['validated', 'validated (tests rate it 4 or more)'],
  ['rejected', 'rejected (2 or less)'],
  ['in_test', 'in test'],
  ['neutral', 'not tested'],
] as const;

/** The current decklist coloured by the server from the card tests of this deck. */
export function DecklistView({ deckId, version }: { deckId: string; version: number }) {
  const tracker = useTracker();
  const view = useApi(
    () =>
      tracker.GET('/api/v1/tracker/personal-decks/{id}/decklist-view', {
        params: { path: { id: deckId } },
      }),
    [deckId, version],
  );
  if (view.loading && !view.data) return <LoadingState />;
  if (!view.data) return <ApiErrorAlert error={view.error} />;
  if (view.data.length === 0) return <Text c="dimmed">No decklist yet.</Text>;
  return (
    <>
      <Group gap="xs" className="decklist-legend" role="list" aria-label="Legend">
        {LEGEND.map(([status, label]) => (
          <span key={status} role="listitem" className={status}>
            {label}
          </span>
        ))}
      </Group>
      <ul className="decklist" data-testid="decklist-view">
        {view.data.map((item, i) => (
          <li key={i} className={item.status}>
            {item.line}
            {item.status !== 'neutral' && <span className="visually-hidden"> ({item.status.replace('_', ' ')})</span>}
          </li>
        ))}
      </ul>
    </>
  );
}
