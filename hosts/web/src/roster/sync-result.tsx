import { Table, Text } from '@mantine/core';
import type { components } from '../api/openapi';
import { TableHeader } from '../components/table-header';
import { share } from '../metagame/meta-window';
import { sourceLabel } from './roster-labels';
import type { FigureChange, SyncChange } from './sync-changes';

type Snapshot = components['schemas']['RosterSnapshotRead'];

/** `0 → 4` for a figure that moved, else its value; `by hand` when the sync left it to the hand. */
const figure = ({ before, after, source }: FigureChange) =>
  `${before !== null && before !== after ? `${before} → ` : ''}${after}${source === 'manual' ? ` ${sourceLabel(source)}` : ''}`;

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The answer of one sync: how many decks it read, and each linked roster deck as it left it. */
export function SyncResult({ snapshot, changes }: { snapshot: Snapshot; changes: readonly SyncChange[] }) {
  const of = (outcome: SyncChange['outcome']) => changes.filter((c) => c.outcome === outcome).length;
  return (
    <>
      <Text role="status" aria-live="polite" mt="sm">
        Synced from {count(snapshot.field_decks, 'public deck', 'public decks')} of {snapshot.format}:{' '}
        {count(of('updated'), 'deck', 'decks')} updated, {of('created')} created, {of('unchanged')} unchanged.
      </Text>
      {changes.length === 0 ? (
        <Text size="sm">No roster deck names an archetype of this format.</Text>
      ) : (
        <div className="table-scroll" tabIndex={0} role="region" aria-label="What the sync changed">
          <Table data-testid="sync-result">
            <TableHeader columns={['Deck', 'Archetype', 'Public decks', 'Presence', 'Top 8', 'Change']} />
            <Table.Tbody>
              {changes.map(({ row, presence, top8, outcome }) => (
                <Table.Tr key={row.meta_deck_id}>
                  <Table.Th scope="row">{row.name}</Table.Th>
                  <Table.Td>{row.archetype}</Table.Td>
                  <Table.Td>
                    {row.decks} ({share(row.share)})
                  </Table.Td>
                  <Table.Td>{figure(presence)}</Table.Td>
                  <Table.Td>{figure(top8)}</Table.Td>
                  <Table.Td>{outcome}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </div>
      )}
    </>
  );
}
