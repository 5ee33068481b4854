import { api } from '../api/client';
import { useApi } from '../api/use-api';

/**
 * The archetypes of a format's public metagame, most played first, as its share table names them
 * over every imported day (decks not classified yet left out); an empty list while no format is
 * given or when the share does not answer (a format that is not one).
 */
export function useArchetypes(format: string) {
  return useApi(async () => {
    if (!format) return { data: [], response: new Response() };
    const result = await api.GET('/api/v1/meta/share', { params: { query: { format } } });
    return { ...result, data: result.data?.archetypes.flatMap((a) => (a.archetype === null ? [] : [a.archetype])) };
  }, [format]);
}
