import { Anchor, Stack, Table, Text, Title } from '@mantine/core';
import { api } from '../api/client';
import { useApi } from '../api/use-api';
import { ApiErrorAlert } from '../components/api-error-alert';
import { LoadingState } from '../components/loading-state';
import { TableHeader } from '../components/table-header';
import type { components } from '../api/openapi';
import { archetypeName } from './meta-window';

type Tournament = components['schemas']['TournamentRead'];
type Deck = components['schemas']['TournamentDeckRead'];

/** A deck's archetype with how it got it: by hand, or the classifier's rule, fallback or no match. */
const labelled = (deck: Deck | undefined): string => {
  if (!deck) return '–';
  const how = deck.archetype_overridden ? 'by hand' : deck.archetype_match;
  return `${archetypeName(deck.archetype)}${how && how !== 'rule' ? ` (${how})` : ''}`;
};

/** GET /meta/tournaments/{id}: the event's decks with their archetypes, its standings and its rounds. */
export function TournamentView({ id }: { id: string }) {
  const answer = useApi(
    () => api.GET('/api/v1/meta/tournaments/{tournament_id}', { params: { path: { tournament_id: id } } }),
    [id],
  );
  if (answer.loading && !answer.data) return <LoadingState label="Loading the tournament…" />;
  if (!answer.data) return <ApiErrorAlert error={answer.error} title="The tournament did not load" />;
  const t = answer.data;
  const decks = new Map(t.decks.map((d) => [d.id, d]));
  return (
    <Stack data-testid="meta-tournament">
      <Title order={3}>{t.name}</Title>
      <Text>
        {t.format}, {t.date.slice(0, 10)}: {t.deck_count} decks, {t.player_count} players
        {t.uri && (
          <>
            {' · '}
            <Anchor href={t.uri} target="_blank" rel="noreferrer">
              published results
            </Anchor>
          </>
        )}
      </Text>
      {t.inconsistent && (
        <Text role="note">Some published standings disagree with what the rounds give (a bye counted as a win).</Text>
      )}
      <Decks tournament={t} />
      {t.standings.length > 0 && <Standings tournament={t} decks={decks} />}
      {t.rounds.length > 0 && <Rounds tournament={t} />}
    </Stack>
  );
}

function Decks({ tournament }: { tournament: Tournament }) {
  return (
    <>
      <Title order={4}>Decks</Title>
      <div className="table-scroll" tabIndex={0} role="region" aria-label="Decks">
        <Table data-testid="meta-tournament-decks">
          <TableHeader columns={['Player', 'Result', 'Archetype', 'Colours']} />
          <Table.Tbody>
            {tournament.decks.map((d) => (
              <Table.Tr key={d.id}>
                <Table.Th scope="row">{d.player}</Table.Th>
                <Table.Td>{d.result ?? '–'}</Table.Td>
                <Table.Td>{labelled(d)}</Table.Td>
                <Table.Td>{d.colors || '–'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
    </>
  );
}

function Standings({ tournament, decks }: { tournament: Tournament; decks: ReadonlyMap<string, Deck> }) {
  return (
    <>
      <Title order={4}>Standings</Title>
      <div className="table-scroll" tabIndex={0} role="region" aria-label="Standings">
        <Table data-testid="meta-tournament-standings">
          <TableHeader columns={['Rank', 'Player', 'Archetype', 'Points', 'Record']} />
          <Table.Tbody>
            {tournament.standings.map((s) => (
              <Table.Tr key={s.deck_id}>
                <Table.Td>{s.rank}</Table.Td>
                <Table.Th scope="row">{s.player}</Table.Th>
                <Table.Td>{labelled(decks.get(s.deck_id))}</Table.Td>
                <Table.Td>{s.points}</Table.Td>
                <Table.Td>
                  {s.wins}–{s.losses}–{s.draws}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
    </>
  );
}

function Rounds({ tournament }: { tournament: Tournament }) {
  return (
    <>
      <Title order={4}>Rounds</Title>
      {tournament.rounds.map((round) => (
        <details key={round.name} className="meta-round">
          <summary>
            {round.name} ({round.matches.length} {round.matches.length === 1 ? 'match' : 'matches'})
          </summary>
          <div className="table-scroll" tabIndex={0} role="region" aria-label={round.name}>
            <Table data-testid={`meta-round-${round.name}`}>
              <TableHeader columns={['Player 1', 'Player 2', 'Games']} />
              <Table.Tbody>
                {round.matches.map((m) => (
                  <Table.Tr key={m.deck1_id}>
                    <Table.Td>
                      {m.player1}{' '}
                      <Text span size="xs">
                        ({archetypeName(m.archetype1)})
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      {m.player2 === null ? (
                        'bye'
                      ) : (
                        <>
                          {m.player2}{' '}
                          <Text span size="xs">
                            ({archetypeName(m.archetype2)})
                          </Text>
                        </>
                      )}
                    </Table.Td>
                    <Table.Td>{m.player2 === null ? '–' : `${m.wins1}-${m.wins2}-${m.draws}`}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </div>
        </details>
      ))}
    </>
  );
}
