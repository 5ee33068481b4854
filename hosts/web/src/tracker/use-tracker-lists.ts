import { api } from '../api/client';
import { useApi } from '../api/use-api';

const owner = (ownerId?: string) => (ownerId ? { owner_id: ownerId } : {});

export const usePersonalDecks = (ownerId?: string) =>
  useApi(() => api.GET('/api/v1/tracker/personal-decks', { params: { query: owner(ownerId) } }), [ownerId]);

export const useRoster = (ownerId?: string) =>
  useApi(() => api.GET('/api/v1/tracker/meta-decks', { params: { query: owner(ownerId) } }), [ownerId]);

export const useSettings = () => useApi(() => api.GET('/api/v1/tracker/me/settings'), []);

/** Events, newest date first; archived ones too when asked (to name the matches that kept them). */
export const useEvents = (includeArchived = false) =>
  useApi(
    () =>
      api.GET('/api/v1/tracker/events', {
        params: { query: { include_archived: includeArchived ? 'true' : 'false' } },
      }),
    [includeArchived],
  );

/** A deck's decklist versions, newest first; none while no deck is chosen. */
export const useVersions = (deckId: string | null | undefined) =>
  useApi(
    async () =>
      deckId
        ? api.GET('/api/v1/tracker/personal-decks/{id}/versions', { params: { path: { id: deckId } } })
        : { data: [], response: new Response() },
    [deckId],
  );
