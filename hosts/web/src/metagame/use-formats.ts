import { api } from '../api/client';
import { useApi } from '../api/use-api';

/** The formats of the newest imported events, newest first: what a format picker offers. */
export function useFormats() {
  return useApi(async () => {
    const result = await api.GET('/api/v1/meta/tournaments', { params: { query: { limit: 200 } } });
    return { ...result, data: result.data && [...new Set(result.data.map((t) => t.format))] };
  }, []);
}
