import { Checkbox, Stack } from '@mantine/core';
import type { components } from '../api/openapi';

type MetaDeck = components['schemas']['MetaDeckRead'];

const FIGURES = [
  { field: 'presence_source', source: 'presence', label: 'Hand presence back to the sync' },
  { field: 'top8_source', source: 'top8', label: 'Hand top 8 back to the sync' },
] as const;

/**
 * For each figure of `deck` typed by hand (a sync leaves those alone), a box that gives it back to
 * the sync: the form then sends its source as `sync`. Nothing for a new deck or a figure the sync
 * already owns; a value typed over one of those becomes the hand's again, by the API's own rule.
 */
export function HandBackFields({ deck }: { deck: MetaDeck | null }) {
  const manual = FIGURES.filter((f) => deck?.[`${f.source}_source`] === 'manual');
  if (manual.length === 0) return null;
  return (
    <Stack gap="xs" mt="sm">
      {manual.map((f) => (
        <Checkbox
          key={f.field}
          name={f.field}
          value="sync"
          label={f.label}
          description={`Typed by hand (${deck![f.source]}), so syncs leave it alone; ticked, the next sync sets it.`}
        />
      ))}
    </Stack>
  );
}
