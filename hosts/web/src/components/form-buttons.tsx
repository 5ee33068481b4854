import { Button, Group } from '@mantine/core';

/** A form's submit button (busy while saving) and, when the form can be left, Cancel. */
export function FormButtons({
  label,
  busy,
  onCancel,
  mt,
}: {
  label: string;
  busy: boolean;
  onCancel?: (() => void) | undefined;
  mt?: string;
}) {
  return (
    <Group gap="xs" mt={mt}>
      <Button type="submit" loading={busy}>
        {label}
      </Button>
      {onCancel && (
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
      )}
    </Group>
  );
}
