import { Button, Group, Table } from '@mantine/core';

/**
 * A table row's Edit and Archive buttons, each named after the row for screen readers ("Edit Burn").
 * Either is left out when its handler is absent (an archived row has nothing to archive).
 */
export function RowActions({ name, onEdit, onArchive }: { name: string; onEdit?: () => void; onArchive?: () => void }) {
  return (
    <Table.Td>
      <Group gap={4} wrap="nowrap">
        {onEdit && (
          <Button size="compact-xs" variant="subtle" onClick={onEdit} aria-label={`Edit ${name}`}>
            Edit
          </Button>
        )}
        {onArchive && (
          <Button size="compact-xs" variant="subtle" color="red" onClick={onArchive} aria-label={`Archive ${name}`}>
            Archive
          </Button>
        )}
      </Group>
    </Table.Td>
  );
}
