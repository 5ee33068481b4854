import { Table, Text } from '@mantine/core';
import type { components } from '../api/openapi';
import { RowActions } from '../components/row-actions';
import { TableHeader } from '../components/table-header';
import { percent } from '../tracker/heat-colour';
import { EXPECTATIONS, sourceLabel } from './roster-labels';

type MetaDeck = components['schemas']['MetaDeckRead'];
type FigureSource = components['schemas']['FigureSource'];

const COLUMNS = [
  'Deck',
  'Public archetype',
  'Tier',
  'Category',
  'Top 8',
  'Presence',
  'Conversion',
  'Expected',
  'Tests',
];

/** A figure and, for a deck a sync reads, whether the sync or the hand owns it. */
function Figure({ value, source, linked }: { value: number; source: FigureSource; linked: boolean }) {
  return (
    <Table.Td>
      {value}
      {linked && (
        <Text span size="xs" c="dimmed">
          {' '}
          {sourceLabel(source)}
        </Text>
      )}
    </Table.Td>
  );
}

interface RosterTableProps {
  readonly decks: readonly MetaDeck[];
  /** Edit and Archive buttons per row (captains and up). */
  readonly curate: boolean;
  readonly onEdit: (deck: MetaDeck) => void;
  readonly onArchive: (id: string) => void;
}

/** The roster decks with their figures, the public archetype each names, and who owns the figures. */
export function RosterTable({ decks, curate, onEdit, onArchive }: RosterTableProps) {
  return (
    <div className="table-scroll">
      <Table data-testid="roster">
        <TableHeader columns={COLUMNS} actions={curate} />
        <Table.Tbody>
          {decks.map((d) => {
            const link = d.public_archetype;
            return (
              <Table.Tr key={d.id}>
                <Table.Td>{d.name}</Table.Td>
                <Table.Td>{link ? `${link.name} (${link.format})` : '–'}</Table.Td>
                <Table.Td>{d.tier.toFixed(1)}</Table.Td>
                <Table.Td>{d.category}</Table.Td>
                <Figure value={d.top8} source={d.top8_source} linked={link !== null} />
                <Figure value={d.presence} source={d.presence_source} linked={link !== null} />
                <Table.Td>{percent(d.conversion)}</Table.Td>
                <Table.Td>{EXPECTATIONS.find((e) => e.value === d.expected)?.label}</Table.Td>
                <Table.Td>{d.tests_status}</Table.Td>
                {curate && <RowActions name={d.name} onEdit={() => onEdit(d)} onArchive={() => onArchive(d.id)} />}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </div>
  );
}
