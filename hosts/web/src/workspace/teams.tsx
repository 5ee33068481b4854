import { createContext, use, useMemo, type ReactNode } from 'react';
import { api } from '../api/client';
import type { components } from '../api/openapi';
import { useApi } from '../api/use-api';
import { useSession } from '../auth/session';

export type Team = components['schemas']['TeamRead'];

interface Teams {
  /** The caller's teams with their role in each, oldest first; undefined until the API has answered. */
  readonly teams: readonly Team[] | undefined;
  readonly error: unknown;
  /** Reads the list again: after a team is created, joined, renamed, left or deleted. */
  readonly reload: () => void;
}

const TeamsContext = createContext<Teams>({ teams: [], error: null, reload: () => undefined });

/** The signed-in player's teams (`GET /teams`), for the workspace switcher and the role in each. */
export function TeamsProvider({ children }: { children: ReactNode }) {
  const userId = useSession().user?.id ?? null;
  const list = useApi(
    async () => (userId ? api.GET('/api/v1/teams') : { data: [], response: new Response() }),
    [userId],
  );
  const { data, error, reload } = list;
  const value = useMemo(() => ({ teams: data, error, reload }), [data, error, reload]);
  return <TeamsContext value={value}>{children}</TeamsContext>;
}

export const useTeams = () => use(TeamsContext);
