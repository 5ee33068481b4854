import { api } from '../api/client';
import { useApi } from '../api/use-api';

/** Every format with imported events, the one of the newest event first: what a format picker offers. */
export function useFormats() {
  return useApi(async () => {
    const result = await api.GET('/api/v1/meta/formats');
    return { ...result, data: result.data?.formats.map((f) => f.format) };
  }, []);
}
