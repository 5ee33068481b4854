import { Button, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { errorText } from '../api/error-text';
import type { components } from '../api/openapi';
import { useApi } from '../api/use-api';
import type { TrackerClient } from '../workspace/tracker-client';
import { usePlayerNames } from '../workspace/use-team';
import { usePermissions, useTracker } from '../workspace/workspace';
import { ApiErrorAlert } from '../components/api-error-alert';
import { LoadingState } from '../components/loading-state';
import { score } from './game-results';
import { TableHeader } from '../components/table-header';

type MetaDeck = components['schemas']['MetaDeckRead'];
type Match = components['schemas']['MatchRead'];

const LETTER = { win: 'W', loss: 'L', draw: 'D' } as const;

/** The last ten matches, with the names of their events (archived ones too) and version numbers. */
async function loadRecent(tracker: TrackerClient) {
  const matches = await tracker.GET('/api/v1/tracker/matches', { params: { query: { limit: 10 } } });
  if (!matches.data) return matches;
  const deckIds = [...new Set(matches.data.map((m) => m.personal_deck_id))];
  const [events, ...versions] = await Promise.all([
    tracker.GET('/api/v1/tracker/events', { params: { query: { include_archived: 'true' } } }),
    ...deckIds.map((id) => tracker.GET('/api/v1/tracker/personal-decks/{id}/versions', { params: { path: { id } } })),
  ]);
  const failed = [events, ...versions].find((r) => !r.data);
  if (failed) return failed;
  return {
    ...matches,
    data: {
      matches: matches.data,
      events: new Map(events.data!.map((e) => [e.id, e])),
      versions: new Map(versions.flatMap((v) => v.data!).map((v) => [v.id, v.version])),
    },
  };
}

/** ["W play", "L draw, 1 mull.", "W play"]: each game's result, side and mulligans when any. */
function gameLines(m: Match): string[] {
  const games = [
    [m.game1, m.on_play, m.game1_mulligans],
    [m.game2, m.game2_on_play, m.game2_mulligans],
    [m.game3, m.game3_on_play, m.game3_mulligans],
  ] as const;
  return games
    .filter(([result]) => result !== null)
    .map(
      ([result, onPlay, mulligans]) =>
        `${LETTER[result!]} ${onPlay ? 'play' : 'draw'}${mulligans ? `, ${mulligans} mull.` : ''}`,
    );
}

/** The last matches recorded, newest first as the API lists them, each deletable. */
export function RecentMatches({ roster }: { roster: readonly MetaDeck[] }) {
  const tracker = useTracker();
  const { editRecordOf } = usePermissions();
  const playerName = usePlayerNames();
  const recent = useApi(() => loadRecent(tracker), []);
  const [failed, setFailed] = useState<string | null>(null);
  const names = new Map(roster.map((d) => [d.id, d.name]));
  if (recent.loading && !recent.data) return <LoadingState />;
  if (!recent.data) return <ApiErrorAlert error={recent.error} />;
  const { matches, events, versions } = recent.data;
  async function remove(id: string) {
    const { error } = await tracker.DELETE('/api/v1/tracker/matches/{id}', { params: { path: { id } } });
    setFailed(error ? errorText(error) : null);
    recent.reload();
  }
  const eventText = (m: Match) => {
    const event = m.event_id ? events.get(m.event_id) : undefined;
    if (!event) return 'testing';
    return `${event.name}${m.round ? `, round ${m.round}` : ''}`;
  };
  return (
    <section aria-labelledby="recent-matches">
      <Title order={2} size="h3" id="recent-matches">
        Recent matches
      </Title>
      <ApiErrorAlert error={failed} title="The match was not deleted" />
      {matches.length === 0 && <Text c="dimmed">No matches yet.</Text>}
      <div className="table-scroll" hidden={matches.length === 0}>
        <Table data-testid="recent-matches">
          <TableHeader
            columns={['Date', ...(playerName ? ['Player'] : []), 'Opponent', 'Score', 'Games', 'Event', 'Version']}
            actions
          />
          <Table.Tbody>
            {matches.map((m) => (
              <Table.Tr key={m.id}>
                <Table.Td>{m.date}</Table.Td>
                {playerName && <Table.Td>{playerName(m.player_id)}</Table.Td>}
                <Table.Td>{names.get(m.opponent_deck_id) ?? 'archived deck'}</Table.Td>
                <Table.Td>{score([m.game1, m.game2, m.game3])}</Table.Td>
                <Table.Td className="game-lines">
                  {gameLines(m).map((line, i) => (
                    <span key={i}>{line}</span>
                  ))}
                </Table.Td>
                <Table.Td>{eventText(m)}</Table.Td>
                <Table.Td>{m.decklist_version_id ? `v${versions.get(m.decklist_version_id) ?? '?'}` : '–'}</Table.Td>
                <Table.Td>
                  {editRecordOf(m.player_id) && (
                    <Button
                      size="compact-xs"
                      variant="subtle"
                      color="red"
                      onClick={() => void remove(m.id)}
                      aria-label={`Delete the match of ${m.date} against ${names.get(m.opponent_deck_id) ?? 'an archived deck'}`}
                    >
                      Delete
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
    </section>
  );
}
