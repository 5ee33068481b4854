import { useApi } from '../api/use-api';
import { useTracker } from '../workspace/workspace';

/** How many matches an event has: the X-Total-Count of its match list, read one match long. */
export function EventMatchCount({ eventId }: { eventId: string }) {
  const tracker = useTracker();
  const count = useApi(async () => {
    const { response, error } = await tracker.GET('/api/v1/tracker/matches', {
      params: { query: { event_id: eventId, limit: 1 } },
    });
    return { response, error, data: response.ok ? Number(response.headers.get('X-Total-Count')) : undefined };
  }, [eventId]);
  if (count.data === undefined) return <>{count.loading ? '…' : '?'}</>;
  return <>{count.data}</>;
}
