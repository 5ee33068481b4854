import { api } from '../api/client';
import { useApi } from '../api/use-api';

const owner = (ownerId?: string) => (ownerId ? { owner_id: ownerId } : {});

export const usePersonalDecks = (ownerId?: string) => useApi(() => api.GET('/api/v1/tracker/personal-decks', { params: { query: owner(ownerId) } }), [ownerId]);

export const useRoster = (ownerId?: string) => useApi(() => api.GET('/api/v1/tracker/meta-decks', { params: { query: owner(ownerId) } }), [ownerId]);

export const useSettings = () => useApi(() => api.GET('/api/v1/tracker/me/settings'), []);
