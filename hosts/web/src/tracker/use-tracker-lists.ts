import { api } from '../api/client';
import { useApi } from '../api/use-api';
import { useTracker, useWorkspace } from '../workspace/workspace';

/** The workspace's decks (a team's candidate decks). */
export const usePersonalDecks = () => {
  const tracker = useTracker();
  return useApi(() => tracker.GET('/api/v1/tracker/personal-decks'), []);
};

/** The workspace's roster (a team's gauntlet). */
export const useRoster = () => {
  const tracker = useTracker();
  return useApi(() => tracker.GET('/api/v1/tracker/meta-decks'), []);
};

/** The caller's own tracker settings (sharing, active deck). */
export const useSettings = () => useApi(() => api.GET('/api/v1/tracker/me/settings'), []);

/** The deck chosen first in forms: the caller's active deck in their own workspace, none elsewhere. */
export const useActiveDeckId = () => {
  const personal = useWorkspace().workspace.kind === 'personal';
  const settings = useApi(
    async () => (personal ? api.GET('/api/v1/tracker/me/settings') : { data: undefined, response: new Response() }),
    [personal],
  );
  return { ...settings, data: personal ? settings.data?.active_personal_deck_id : null };
};

/** Events, newest date first; archived ones too when asked (to name the matches that kept them). */
export const useEvents = (includeArchived = false) => {
  const tracker = useTracker();
  return useApi(
    () =>
      tracker.GET('/api/v1/tracker/events', {
        params: { query: { include_archived: includeArchived ? 'true' : 'false' } },
      }),
    [includeArchived],
  );
};

/** A deck's decklist versions, newest first; none while no deck is chosen. */
export const useVersions = (deckId: string | null | undefined) => {
  const tracker = useTracker();
  return useApi(
    async () =>
      deckId
        ? tracker.GET('/api/v1/tracker/personal-decks/{id}/versions', { params: { path: { id: deckId } } })
        : { data: [], response: new Response() },
    [deckId],
  );
};
