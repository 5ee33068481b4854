import { Checkbox, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { errorText } from '../api/error-text';
import type { components } from '../api/openapi';
import { ApiErrorAlert } from '../components/api-error-alert';
import { LoadingState } from '../components/loading-state';
import { RowActions } from '../components/row-actions';
import { EventForm } from '../tracker/event-form';
import { EventMatchCount } from '../tracker/event-match-count';
import { useEvents } from '../tracker/use-tracker-lists';
import { TableHeader } from '../components/table-header';
import { usePermissions, useTracker } from '../workspace/workspace';

type TrackerEvent = components['schemas']['EventRead'];

/** Events (tournaments, leagues, testing sessions): created and edited in one form, archived, never deleted. */
export function EventsPage() {
  const tracker = useTracker();
  const { curate } = usePermissions();
  const [showArchived, setShowArchived] = useState(false);
  const events = useEvents(showArchived);
  const [editing, setEditing] = useState<TrackerEvent | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function archive(event: TrackerEvent) {
    const { error: failure } = await tracker.DELETE('/api/v1/tracker/events/{id}', {
      params: { path: { id: event.id } },
    });
    setError(failure ? errorText(failure) : null);
    if (editing?.id === event.id) setEditing(null);
    events.reload();
  }

  return (
    <Stack>
      <Title order={1}>Events</Title>
      <Text size="sm" c="dimmed">
        Tournaments, leagues and testing sessions. Matches recorded without an event count as testing. Archiving hides
        an event from match entry; its matches keep it.
      </Text>
      {curate && (
        <section aria-labelledby="event-form-title">
          <Title order={2} size="h4" id="event-form-title" mb="xs">
            {editing ? `Edit ${editing.name}` : 'New event'}
          </Title>
          <EventForm
            editing={editing}
            onSaved={() => {
              setEditing(null);
              events.reload();
            }}
            onCancel={editing ? () => setEditing(null) : undefined}
          />
        </section>
      )}
      <ApiErrorAlert error={error} />
      <Checkbox
        label="Show archived events"
        checked={showArchived}
        onChange={(e) => setShowArchived(e.currentTarget.checked)}
      />
      {events.loading && !events.data ? (
        <LoadingState />
      ) : !events.data ? (
        <ApiErrorAlert error={events.error} />
      ) : events.data.length === 0 ? (
        <Text c="dimmed">No events yet.</Text>
      ) : (
        <div className="table-scroll">
          <Table data-testid="events">
            <TableHeader
              columns={['Event', 'Date', 'Kind', 'Format', 'Location', 'Rounds', 'Matches']}
              actions={curate}
            />
            <Table.Tbody>
              {events.data.map((e) => (
                <Table.Tr key={e.id}>
                  <Table.Td>
                    {e.name}{' '}
                    {e.archived_at && (
                      <Text span size="xs" c="dimmed">
                        (archived)
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>{e.date}</Table.Td>
                  <Table.Td>{e.kind}</Table.Td>
                  <Table.Td>{e.format}</Table.Td>
                  <Table.Td>{e.location}</Table.Td>
                  <Table.Td>{e.rounds}</Table.Td>
                  <Table.Td>
                    <EventMatchCount eventId={e.id} />
                  </Table.Td>
                  {curate && (
                    <RowActions
                      name={e.name}
                      onEdit={() => setEditing(e)}
                      onArchive={e.archived_at ? undefined : () => void archive(e)}
                    />
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </div>
      )}
    </Stack>
  );
}
