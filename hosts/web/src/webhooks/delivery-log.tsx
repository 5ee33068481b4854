import { Badge, Button, Table, Text } from '@mantine/core';
import { errorText } from '../api/error-text';
import { useApi } from '../api/use-api';
import { LoadingState } from '../components/loading-state';
import { TableHeader } from '../components/table-header';
import type { WebhookClient } from './webhook-client';

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : '–');
// The dot variant: the status in dark text beside a coloured dot (light green or yellow text on a
// tinted badge falls short of the contrast ratio).
const COLOURS = { delivered: 'green', pending: 'yellow', failed: 'red' } as const;

interface DeliveryLogProps {
  /** The routes of the webhook's workspace. */
  readonly client: WebhookClient;
  readonly webhookId: string;
  readonly onError: (text: string | null) => void;
}

/** One webhook's deliveries, newest first: status, attempts, the last error, and redelivery. */
export function DeliveryLog({ client, webhookId, onError }: DeliveryLogProps) {
  const log = useApi(() => client.deliveries(webhookId), [webhookId]);

  async function redeliver(eventId: string) {
    const { error, response } = await client.redeliver(webhookId, eventId);
    onError(response.ok ? null : errorText(error));
    log.reload();
  }

  if (log.loading && !log.data) return <LoadingState />;
  const rows = log.data ?? [];
  if (rows.length === 0) return <Text size="sm">No deliveries yet.</Text>;
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table data-testid="delivery-log">
        <TableHeader columns={['Event', 'Status', 'Attempts', 'Last attempt', 'Next attempt', 'Last error']} actions />
        <Table.Tbody>
          {rows.map((d) => (
            <Table.Tr key={d.event_id}>
              <Table.Td>{d.event_type}</Table.Td>
              <Table.Td>
                <Badge variant="dot" color={COLOURS[d.status]}>
                  {d.status}
                </Badge>
              </Table.Td>
              <Table.Td>{d.attempts}</Table.Td>
              <Table.Td>{when(d.last_attempt_at)}</Table.Td>
              <Table.Td>{when(d.next_attempt_at)}</Table.Td>
              <Table.Td>
                <Text size="sm" lineClamp={2}>
                  {d.last_error ?? (d.response_status ? `HTTP ${d.response_status}` : '–')}
                </Text>
              </Table.Td>
              <Table.Td>
                <Button
                  variant="subtle"
                  size="xs"
                  onClick={() => void redeliver(d.event_id)}
                  aria-label={`Redeliver the ${d.event_type} event of ${when(d.created_at)}`}
                >
                  Redeliver
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
