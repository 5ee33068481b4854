import { Anchor, Button, Modal, NativeSelect, NumberInput } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'wouter';
import type { components } from '../api/openapi';
import { usePermissions } from '../workspace/workspace';
import { EventForm } from './event-form';

type TrackerEvent = components['schemas']['EventRead'];

interface EventPickerProps {
  /** The active events, newest first. */
  readonly events: readonly TrackerEvent[];
  readonly eventId: string | null;
  readonly round: number | null;
  readonly date: string;
  readonly onEvent: (eventId: string | null) => void;
  readonly onRound: (round: number | null) => void;
  /** An event was created here: the list should be read again. */
  readonly onCreated: (event: TrackerEvent) => void;
}

/**
 * The event of the match (none: testing) and its round, plus a "New event" dialog so a player
 * arriving at a tournament creates it without leaving match entry.
 */
export function EventPicker({ events, eventId, round, date, onEvent, onRound, onCreated }: EventPickerProps) {
  const { curate } = usePermissions();
  const [creating, setCreating] = useState(false);
  const options = [
    { value: '', label: 'No event (testing)' },
    ...events.map((e) => ({ value: e.id, label: `${e.name} · ${e.kind} · ${e.date}` })),
  ];
  return (
    <div className="event-picker">
      <NativeSelect
        label="Event"
        value={eventId ?? ''}
        onChange={(e) => onEvent(e.currentTarget.value || null)}
        data={options}
        className="event-select"
      />
      {curate && (
        <Button variant="default" onClick={() => setCreating(true)}>
          New event
        </Button>
      )}
      <NumberInput
        label="Round"
        className="event-round"
        disabled={!eventId}
        min={1}
        max={100}
        allowDecimal={false}
        allowNegative={false}
        value={round ?? ''}
        onChange={(v) => onRound(typeof v === 'number' ? v : null)}
      />
      {/* lockScroll off: the scroll lock injects a <style> element, which the page's CSP refuses. */}
      <Modal
        opened={creating}
        onClose={() => setCreating(false)}
        title="New event"
        closeButtonProps={{ 'aria-label': 'Close' }}
        lockScroll={false}
      >
        <EventForm
          compact
          defaultDate={date}
          onSaved={(event) => {
            setCreating(false);
            onCreated(event);
          }}
          onCancel={() => setCreating(false)}
        />
        <Anchor component={Link} href="/events" size="sm" mt="sm" display="block">
          All events, with location, rounds and notes
        </Anchor>
      </Modal>
    </div>
  );
}
