import { Button, Group, NativeSelect, TextInput } from '@mantine/core';
import type { FormEvent } from 'react';
import { WEIGHTINGS, type MetaWindow } from './meta-window';

interface WindowPickerProps {
  /** The formats with imported events; the window's own is offered even when not among them. */
  readonly formats: readonly string[];
  readonly window: MetaWindow;
  readonly onChange: (window: MetaWindow) => void;
}

/** Format, first and last day (both included, UTC) and the weighting of the share and trend. */
export function WindowPicker({ formats, window, onChange }: WindowPickerProps) {
  const offered = formats.includes(window.format) ? formats : [window.format, ...formats].filter(Boolean);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '').trim();
    onChange({
      format: text('format'),
      ...(text('from') ? { from: text('from') } : {}),
      ...(text('to') ? { to: text('to') } : {}),
      weighting: WEIGHTINGS.find((w) => w.value === text('weighting'))?.value ?? 'none',
    });
  };
  return (
    <form onSubmit={submit} aria-label="Window" key={JSON.stringify(window)}>
      <Group align="flex-end" gap="sm">
        <NativeSelect label="Format" name="format" defaultValue={window.format} data={[...offered]} />
        <TextInput label="From" name="from" type="date" defaultValue={window.from ?? ''} />
        <TextInput label="To" name="to" type="date" defaultValue={window.to ?? ''} />
        <NativeSelect
          label="Weighting"
          name="weighting"
          defaultValue={window.weighting}
          data={WEIGHTINGS.map((w) => ({ value: w.value, label: w.label }))}
        />
        <Button type="submit">Show</Button>
      </Group>
    </form>
  );
}
