import { z } from 'zod';
import type { DomainErrorCode } from '@metagame/core';
import type { RouteContract, TeamAccess } from '../route-contract.js';
import { Uuid } from './common.js';

export const TEAM_TRACKER_TAG = 'team tracker';

const TeamParam = z.strictObject({ team_id: Uuid.describe('The team whose workspace the request reads or writes.') });
/**
 * What a team route answers besides the personal route's own: an outsider's 404, and a 403 to a role
 * too low (a viewer is the lowest role, so a route open to viewers refuses no member).
 */
const teamErrors = (role: TeamAccess): readonly DomainErrorCode[] =>
  role === 'viewer' ? ['NOT_FOUND'] : ['NOT_FOUND', 'INSUFFICIENT_PERMISSIONS'];

/**
 * A query without `owner_id`, its other rules kept: zod's `omit` refuses an object with refinements
 * (the simulator's rounds/min_wins rule), so it is rebuilt from the remaining fields and checks.
 */
function withoutOwner(query: z.ZodObject<z.ZodRawShape>): z.ZodObject<z.ZodRawShape> {
  const { owner_id: _owner, ...shape } = query.shape;
  const checks = (query._zod.def.checks ?? []) as z.core.$ZodCheck<Record<string, unknown>>[];
  return z.strictObject(shape).check(...checks);
}

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * A tracker route as a team's workspace serves it: the personal path under
 * `/api/v1/teams/{team_id}/`, the same inputs and answers. Reads have no `owner_id` (a team reads
 * its own workspace only). Built once per route, so the host mounts and the document lists the same
 * object.
 */
function teamVariant(route: RouteContract): RouteContract {
  const role = route.team!;
  const readsOthers = route.query !== undefined && 'owner_id' in route.query.shape;
  const query = readsOthers ? withoutOwner(route.query!) : route.query;
  // FORBIDDEN is a personal read's answer for a user who does not share: a team reads only itself.
  const errors = route.errors.filter((code) => !(readsOthers && code === 'FORBIDDEN'));
  return {
    ...route,
    operationId: `team${capitalised(route.operationId)}`,
    path: route.path.replace(/^\/api\/v1\//, '/api/v1/teams/{team_id}/'),
    tag: TEAM_TRACKER_TAG,
    summary: `${route.summary} (team)`,
    description: [route.description, `Needs the team role \`${role}\` or higher; outsiders get 404.`]
      .filter(Boolean)
      .join('\n\n'),
    params: TeamParam.extend(route.params?.shape ?? {}),
    query,
    errors: [...new Set([...errors, ...teamErrors(role)])],
    inTeam: true,
  };
}

const variants = new WeakMap<RouteContract, RouteContract>();

/** The team variant of a route that names a team role (`team`); the same object on every call. */
export function teamVariantOf(route: RouteContract): RouteContract {
  if (!route.team) throw new Error(`${route.operationId} is not served for teams`);
  let variant = variants.get(route);
  if (!variant) variants.set(route, (variant = teamVariant(route)));
  return variant;
}

/** The team variants of the routes among `routes` that name a team role. */
export const teamVariantsOf = (routes: readonly RouteContract[]): RouteContract[] =>
  routes.filter((route) => route.team).map(teamVariantOf);
