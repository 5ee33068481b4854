import { Table, Text } from '@mantine/core';
import { api } from '../api/client';
import { useApi } from '../api/use-api';
import { ApiErrorAlert } from '../components/api-error-alert';
import { LoadingState } from '../components/loading-state';
import { TableHeader } from '../components/table-header';
import { interval, percent } from '../tracker/heat-colour';
import { archetypeName, ratio, share, tally, WEIGHTINGS, windowQuery, type MetaWindow } from './meta-window';

/**
 * GET /meta/share as a table, most played first: each archetype's decks and share of the field
 * with a bar scaled to the most played, its top-8 decks and conversion, and its match record with
 * the 95% interval of its win rate.
 */
export function ShareTable({ window }: { window: MetaWindow }) {
  const answer = useApi(() => api.GET('/api/v1/meta/share', { params: { query: windowQuery(window) } }), [window]);
  if (answer.loading && !answer.data) return <LoadingState label="Loading the share…" />;
  if (!answer.data) return <ApiErrorAlert error={answer.error} title="The share did not load" />;
  const { archetypes, decks, top8_decks, weighting } = answer.data;
  if (decks === 0) return <Text role="status">No decks of this format in this window.</Text>;
  const widest = Math.max(...archetypes.map((a) => a.share));
  return (
    <>
      <Text role="status" aria-live="polite">
        {decks} {decks === 1 ? 'deck' : 'decks'}, {top8_decks} in a top 8
      </Text>
      <Text size="sm" c="dimmed">
        Share weighs {WEIGHTINGS.find((w) => w.value === weighting)?.label.toLowerCase()}. Conversion: share of the top
        8 ÷ share of the events that publish placements. Match record: win rate with its 95% interval, from the
        published rounds, mirrors and byes left out, draws apart.
      </Text>
      <div className="table-scroll" tabIndex={0} role="region" aria-label="Share of the field">
        <Table data-testid="meta-share" aria-busy={answer.loading}>
          <TableHeader columns={['Archetype', 'Decks', 'Share', 'Top 8', 'Conversion', 'Match record']} />
          <Table.Tbody>
            {archetypes.map((a) => (
              <Table.Tr key={a.archetype ?? ''}>
                <Table.Th scope="row">{archetypeName(a.archetype)}</Table.Th>
                <Table.Td>{a.decks}</Table.Td>
                <Table.Td className="share-cell">
                  {share(a.share)}
                  <span className="share-bar" aria-hidden style={{ width: `${(a.share / widest) * 100}%` }} />
                </Table.Td>
                <Table.Td>{a.top8}</Table.Td>
                <Table.Td>{ratio(a.conversion)}</Table.Td>
                <Table.Td className="record-cell">
                  {a.record.matches === 0 ? (
                    'no matches'
                  ) : (
                    <>
                      {percent(a.record.win_rate)} ({interval(a.record.interval)})
                      <Text size="xs" component="span" className="record-detail">
                        {tally(a.record)} in {a.record.matches} {a.record.matches === 1 ? 'match' : 'matches'}
                      </Text>
                    </>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
    </>
  );
}
