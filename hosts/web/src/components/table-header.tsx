import { Table } from '@mantine/core';

/**
 * A table's header row: one heading per column and, with `actions`, the button column's, named for
 * screen readers and blank on screen.
 */
export function TableHeader({ columns, actions = false }: { columns: readonly string[]; actions?: boolean }) {
  return (
    <Table.Thead>
      <Table.Tr>
        {columns.map((h) => (
          <Table.Th key={h}>{h}</Table.Th>
        ))}
        {actions && (
          <Table.Th>
            <span className="visually-hidden">Actions</span>
          </Table.Th>
        )}
      </Table.Tr>
    </Table.Thead>
  );
}
