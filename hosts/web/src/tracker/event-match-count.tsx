import { api } from '../api/client';
import { useApi } from '../api/use-api';

/** How many matches an event has: the X-Total-Count of its match list, read one match long. */
export function EventMatchCount({ eventId }: { eventId: string }) {
  const count = useApi(async () => {
    const { response, error } = await api.GET('/api/v1/tracker/matches', {
      params: { query: { event_id: eventId, limit: 1 } },
    });
    return { response, error, data: response.ok ? Number(response.headers.get('X-Total-Count')) : undefined };
  }, [eventId]);
  if (count.data === undefined) return <>{count.loading ? '…' : '?'}</>;
  return <>{count.data}</>;
}
