import { Table, Text, Title } from '@mantine/core';
import type { components } from '../api/openapi';
import { interval as intervalOf, percent as wholeOrTenths } from '../tracker/heat-colour';

type Simulation = components['schemas']['FieldSimulation'];

// Simulated rates are shown to a tenth of a percent: decks of a field often differ by less than one.
const percent = (p: number) => wholeOrTenths(p, 1);
const interval = (ci: { low: number; high: number }) => intervalOf(ci, 1);

/** Per deck: expected match and game win rates with their 95% intervals, the expected record and P(≥ min wins). */
function DeckTable({ simulation }: { simulation: Simulation }) {
  const swiss = simulation.decks[0]?.swiss;
  return (
    // Focusable so a keyboard can scroll it on a phone (axe: scrollable-region-focusable).
    <div className="table-scroll" tabIndex={0} role="region" aria-label="Decks ranked">
      <Table data-testid="simulation-decks">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Rank</Table.Th>
            <Table.Th>Deck</Table.Th>
            <Table.Th>Match win rate (95% interval)</Table.Th>
            <Table.Th>Game win rate (95% interval)</Table.Th>
            {swiss && <Table.Th>Expected record in {swiss.rounds}</Table.Th>}
            {swiss?.min_wins != null && <Table.Th>P(≥ {swiss.min_wins} wins) (95% interval)</Table.Th>}
            <Table.Th>Matchups without data</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {simulation.decks.map((d) => (
            <Table.Tr key={d.personal_deck_id} data-testid={`deck-${d.personal_deck_id}`}>
              <Table.Td>{d.rank}</Table.Td>
              <Table.Th scope="row">{d.personal_deck_name}</Table.Th>
              <Table.Td data-testid="match-win-rate">
                <strong>{percent(d.expected_match_win_rate)}</strong> ({interval(d.match_win_rate_ci)})
              </Table.Td>
              <Table.Td data-testid="game-win-rate">
                {percent(d.expected_game_win_rate)} ({interval(d.game_win_rate_ci)})
              </Table.Td>
              {d.swiss && (
                <Table.Td data-testid="expected-record">
                  {d.swiss.expected_wins.toFixed(2)}–{d.swiss.expected_losses.toFixed(2)}
                </Table.Td>
              )}
              {d.swiss?.p_at_least_min_wins != null && (
                <Table.Td data-testid="p-min-wins">
                  {percent(d.swiss.p_at_least_min_wins)}{' '}
                  {d.swiss.p_at_least_min_wins_ci && `(${interval(d.swiss.p_at_least_min_wins_ci)})`}
                </Table.Td>
              )}
              <Table.Td>{d.matchups_without_data.length}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}

/** P(at least k wins) for every k, a row per k and a column per deck, each a percentage and a bar. */
function AtLeastTable({ simulation }: { simulation: Simulation }) {
  const rounds = simulation.decks[0]?.swiss?.rounds;
  if (rounds === undefined) return null;
  const ks = Array.from({ length: rounds }, (_, i) => rounds - i);
  return (
    <>
      <Title order={2} size="h4">
        Chance of at least k wins in {rounds} rounds
      </Title>
      <div className="table-scroll" tabIndex={0} role="region" aria-label="Chance of at least k wins">
        <Table data-testid="simulation-at-least">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Wins</Table.Th>
              {simulation.decks.map((d) => (
                <Table.Th key={d.personal_deck_id}>{d.personal_deck_name}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {ks.map((k) => (
              <Table.Tr key={k}>
                <Table.Th scope="row">≥ {k}</Table.Th>
                {simulation.decks.map((d) => {
                  const p = d.swiss?.wins_distribution.find((w) => w.wins === k)?.at_least ?? 0;
                  return (
                    <Table.Td key={d.personal_deck_id} className="sim-cell" data-testid={`at-least-${k}`}>
                      {percent(p)}
                      <meter
                        className="sim-meter"
                        min={0}
                        max={1}
                        value={p}
                        aria-label={`${d.personal_deck_name}: at least ${k} wins`}
                      />
                    </Table.Td>
                  );
                })}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
    </>
  );
}

const tally = (t: { wins: number; losses: number; draws: number }) =>
  `${t.wins}–${t.losses}${t.draws ? `–${t.draws}` : ''}`;

/** Per deck, folded away: each matchup of the field with its games and rates (the prior alone where there is no data). */
function Matchups({ simulation }: { simulation: Simulation }) {
  const name = (id: string) => simulation.field.find((f) => f.opponent_deck_id === id)?.opponent_name ?? id;
  return simulation.decks.map((d) => (
    <details key={d.personal_deck_id} className="post-board">
      <summary>{d.personal_deck_name}: matchups</summary>
      <div className="table-scroll" tabIndex={0} role="region" aria-label={`${d.personal_deck_name}: matchups`}>
        <Table data-testid={`matchups-${d.personal_deck_id}`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Opponent</Table.Th>
              <Table.Th>Share</Table.Th>
              <Table.Th>Games on the play</Table.Th>
              <Table.Th>Games on the draw</Table.Th>
              <Table.Th>Game win rate</Table.Th>
              <Table.Th>Match win rate</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {d.matchups.map((m) => (
              <Table.Tr key={m.opponent_deck_id}>
                <Table.Th scope="row">{name(m.opponent_deck_id)}</Table.Th>
                <Table.Td>{percent(m.share)}</Table.Td>
                <Table.Td>{tally(m.games_on_play)}</Table.Td>
                <Table.Td>{tally(m.games_on_draw)}</Table.Td>
                <Table.Td>{percent(m.game_win_rate)}</Table.Td>
                <Table.Td>
                  {percent(m.match_win_rate)}
                  {m.no_data && ' (no games: the prior)'}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
    </details>
  ));
}

/** What the simulator answered: the decks ranked, the chance of each record, and how it was computed. */
export function SimulationResults({ simulation }: { simulation: Simulation }) {
  return (
    <section aria-labelledby="simulation-title">
      <Title order={2} size="h3" id="simulation-title" mb="xs">
        Expected results
      </Title>
      <Text size="sm" mb="xs">
        Against {simulation.field.map((f) => `${f.opponent_name} ${percent(f.share)}`).join(', ')}.
      </Text>
      <DeckTable simulation={simulation} />
      <Matchups simulation={simulation} />
      <AtLeastTable simulation={simulation} />
      <Text size="xs" c="dimmed" mt="xs">
        Seed {simulation.seed}, {simulation.draws} draws. {simulation.method}
      </Text>
    </section>
  );
}
