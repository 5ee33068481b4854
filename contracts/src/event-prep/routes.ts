import { z } from 'zod';
import { IdParams } from '../common-schemas.js';
import { defineRoute } from '../route-contract.js';
import { OwnerQuery, TRACKER_PREFIX as P, TRACKER_TAG as tag } from '../tracker/common.js';
import { PlanListQuery, SideboardPlanRead, SideboardPlanWrite, SimulationQuery, SimulationRead } from './schemas.js';

const PLAN_RULES =
  'A plan must fit its version’s 75: each card out in the main deck in that number, each card in in the sideboard in that number, ' +
  'as many cards in as out. A 422 names every card that breaks a rule, in `detail` and as a list in `issues`.';

export const createSideboardPlan = defineRoute({
  operationId: 'createSideboardPlan',
  method: 'post',
  path: `${P}/personal-decks/{id}/sideboard-plans`,
  tag,
  summary: 'Add a sideboard plan for a decklist version and a roster deck',
  description: PLAN_RULES,
  access: 'user',
  tokenScope: 'tracker:write',
  team: 'captain',
  params: IdParams,
  body: SideboardPlanWrite,
  success: { status: 201, description: 'The plan, with its post-board 75', schema: SideboardPlanRead },
  errors: ['NOT_FOUND', 'VALIDATION_FAILED'],
});

export const listSideboardPlans = defineRoute({
  operationId: 'listSideboardPlans',
  method: 'get',
  path: `${P}/personal-decks/{id}/sideboard-plans`,
  tag,
  summary: 'The plans of a deck, every version’s, and whether each fits the newest version',
  access: 'user',
  tokenScope: 'tracker:read',
  team: 'viewer',
  params: IdParams,
  query: PlanListQuery,
  success: { status: 200, description: 'The plans, oldest first', schema: z.array(SideboardPlanRead) },
  errors: ['FORBIDDEN', 'NOT_FOUND'],
});

export const getSideboardPlan = defineRoute({
  operationId: 'getSideboardPlan',
  method: 'get',
  path: `${P}/sideboard-plans/{id}`,
  tag,
  summary: 'One sideboard plan with its post-board 75',
  access: 'user',
  tokenScope: 'tracker:read',
  team: 'viewer',
  params: IdParams,
  query: OwnerQuery,
  success: { status: 200, description: 'The plan', schema: SideboardPlanRead },
  errors: ['FORBIDDEN', 'NOT_FOUND'],
});

export const updateSideboardPlan = defineRoute({
  operationId: 'updateSideboardPlan',
  method: 'put',
  path: `${P}/sideboard-plans/{id}`,
  tag,
  summary: 'Replace a sideboard plan (its deck stays)',
  description: PLAN_RULES,
  access: 'user',
  tokenScope: 'tracker:write',
  team: 'captain',
  params: IdParams,
  body: SideboardPlanWrite,
  success: { status: 200, description: 'The plan', schema: SideboardPlanRead },
  errors: ['NOT_FOUND', 'VALIDATION_FAILED'],
});

export const deleteSideboardPlan = defineRoute({
  operationId: 'deleteSideboardPlan',
  method: 'delete',
  path: `${P}/sideboard-plans/{id}`,
  tag,
  summary: 'Delete a sideboard plan',
  access: 'user',
  tokenScope: 'tracker:write',
  team: 'captain',
  params: IdParams,
  success: { status: 204, description: 'Deleted' },
  errors: ['NOT_FOUND'],
});

export const simulateField = defineRoute({
  operationId: 'simulateField',
  method: 'get',
  path: `${P}/field-simulation`,
  tag,
  summary: 'Expected results of candidate decks against a field, from the match log',
  description:
    'Per candidate deck: expected game and best-of-three match win rates against the field, 95% intervals, the matchups with no data, and ' +
    'for Swiss rounds the expected record and the chance of at least min_wins wins. Every game win rate has a Beta(1, 1) prior updated by the ' +
    'games counted (draws left out); rates on the play and on the draw are kept apart when both sides have data. Games 1 and 2–3 alternate ' +
    'sides (coin flip for game 1, the loser of a game plays the next). Point figures are exact posterior expectations; intervals are the ' +
    '2.5–97.5 percentiles of a Monte Carlo seeded by `seed`. Every match filter applies. Decks ranked by expected match win rate.',
  access: 'user',
  tokenScope: 'tracker:read',
  team: 'viewer',
  query: SimulationQuery,
  success: { status: 200, description: 'The simulation', schema: SimulationRead },
  errors: ['FORBIDDEN', 'NOT_FOUND', 'VALIDATION_FAILED'],
});

export const EVENT_PREP_ROUTES = [
  createSideboardPlan,
  listSideboardPlans,
  getSideboardPlan,
  updateSideboardPlan,
  deleteSideboardPlan,
  simulateField,
] as const;
