import { Table } from '@mantine/core';

/** The header of a table's button column: named for screen readers, blank on screen. */
export function ActionsHeader() {
  return (
    <Table.Th>
      <span className="visually-hidden">Actions</span>
    </Table.Th>
  );
}
