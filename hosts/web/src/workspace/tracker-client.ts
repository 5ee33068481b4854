import type { Client } from 'openapi-fetch';
import { api } from '../api/client';
import type { paths } from '../api/openapi';

const PERSONAL = '/api/v1/tracker/';
const TEAM = '/api/v1/teams/{team_id}/tracker/';

type TeamMirror<P> = P extends `${typeof PERSONAL}${infer Rest}` ? `${typeof TEAM}${Rest}` : never;

/**
 * The tracker routes a workspace serves: every personal `/api/v1/tracker/…` path that the API also
 * serves for teams at `/api/v1/teams/{team_id}/tracker/…` with the same inputs and answers. The
 * personal-only ones (the caller's settings, who shares their data) are not in it, so a page that
 * follows the workspace cannot call them by mistake.
 */
export type TrackerPaths = { [P in keyof paths as TeamMirror<P> extends keyof paths ? P : never]: paths[P] };

/** An openapi-fetch client over the tracker paths, typed by the personal routes. */
export type TrackerClient = Client<TrackerPaths>;

type Init = { params?: { path?: object; query?: object } } & Record<string, unknown>;
type Call = (method: string, url: string, init?: Init) => Promise<unknown>;
const request = api.request as unknown as Call;

/** A client whose calls go through `api` after `rewrite` changed their path and parameters. */
function rewritingClient(rewrite: (method: string, url: string, init: Init) => [string, Init]): TrackerClient {
  const call =
    (method: string) =>
    (url: string, init: Init = {}) =>
      request(method, ...rewrite(method, url, init));
  return {
    ...api,
    request: (method: string, url: string, init?: Init) => call(method)(url, init),
    GET: call('get'),
    PUT: call('put'),
    POST: call('post'),
    DELETE: call('delete'),
    OPTIONS: call('options'),
    HEAD: call('head'),
    PATCH: call('patch'),
    TRACE: call('trace'),
  } as unknown as TrackerClient;
}

/** The caller's own data: the personal routes as they are. */
export const personalTracker = api as unknown as TrackerClient;

/** A team's data: each personal path becomes the team's (`/api/v1/teams/{team_id}/tracker/…`). */
export function teamTracker(teamId: string): TrackerClient {
  return rewritingClient((_method, url, init) => [
    url.replace(PERSONAL, TEAM),
    { ...init, params: { ...init.params, path: { ...init.params?.path, team_id: teamId } } },
  ]);
}

/** Another player's shared data: its reads name them with `owner_id`; a write stays the caller's own. */
export function sharedTracker(ownerId: string): TrackerClient {
  return rewritingClient((method, url, init) => [
    url,
    method === 'get'
      ? { ...init, params: { ...init.params, query: { ...init.params?.query, owner_id: ownerId } } }
      : init,
  ]);
}
