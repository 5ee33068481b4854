import { MATCHUP_PRIOR, PUBLIC_PRIOR_GAMES_DEFAULT, type PlanSides, type PublicPriorRequest } from '@metagame/core';
import { eventPrep, sideboardPlanCodec, type BodyOf, type QueryOf } from '@metagame/contracts';
import { CreateSideboardPlan } from '@metagame/core/event-prep/use-cases/create-sideboard-plan';
import { DeleteSideboardPlan } from '@metagame/core/event-prep/use-cases/delete-sideboard-plan';
import { GetSideboardPlan } from '@metagame/core/event-prep/use-cases/get-sideboard-plan';
import { ListSideboardPlans } from '@metagame/core/event-prep/use-cases/list-sideboard-plans';
import { SimulateField } from '@metagame/core/event-prep/use-cases/simulate-field';
import { UpdateSideboardPlan } from '@metagame/core/event-prep/use-cases/update-sideboard-plan';
import { presentFieldSimulation, presentPlan } from '../presenters/event-prep-presenter.js';
import { route, type RouteRow } from '../route-table.js';
import { matchFilterOf } from './match-filter-query.js';

/** The public prior the query asks for (the contract has checked its parameters fit), or undefined. */
const publicPriorOf = (query: QueryOf<typeof eventPrep.simulateField>): PublicPriorRequest | undefined =>
  query.prior !== 'public' || query.prior_archetype === undefined || query.prior_format === undefined
    ? undefined
    : {
        archetype: query.prior_archetype,
        format: query.prior_format,
        from: query.prior_from ?? null,
        to: query.prior_to ?? null,
        maxGames: query.prior_games ?? PUBLIC_PRIOR_GAMES_DEFAULT,
      };

/** The body's swaps: the contract has already checked it names `both` or both sides. */
const planFields = (body: BodyOf<typeof eventPrep.createSideboardPlan>) => {
  const { both, onPlay, onDraw, ...fields } = sideboardPlanCodec.fromWire(body);
  const sides: PlanSides = both
    ? { kind: 'both', both }
    : { kind: 'split', onPlay: onPlay ?? { in: [], out: [] }, onDraw: onDraw ?? { in: [], out: [] } };
  return { ...fields, sides };
};

/** Sideboard plans and the field simulator. Writes never read owner_id; reads take it under the sharing rule. */
export const EVENT_PREP_ROUTES: readonly RouteRow[] = [
  route({
    contract: eventPrep.createSideboardPlan,
    useCase: CreateSideboardPlan,
    input: ({ params, body, workspace }) => ({
      ownerId: workspace.ownerId,
      personalDeckId: params.id,
      fields: planFields(body),
    }),
    present: presentPlan,
  }),
  route({
    contract: eventPrep.listSideboardPlans,
    useCase: ListSideboardPlans,
    input: ({ params, query, workspace }) => ({
      callerId: workspace.ownerId,
      ownerId: query.owner_id,
      personalDeckId: params.id,
      opponentDeckId: query.opponent_deck_id,
    }),
    present: (views) => views.map(presentPlan),
  }),
  route({
    contract: eventPrep.getSideboardPlan,
    useCase: GetSideboardPlan,
    input: ({ params, query, workspace }) => ({ callerId: workspace.ownerId, ownerId: query.owner_id, id: params.id }),
    present: presentPlan,
  }),
  route({
    contract: eventPrep.updateSideboardPlan,
    useCase: UpdateSideboardPlan,
    input: ({ params, body, workspace }) => ({ ownerId: workspace.ownerId, id: params.id, fields: planFields(body) }),
    present: presentPlan,
  }),
  route({
    contract: eventPrep.deleteSideboardPlan,
    useCase: DeleteSideboardPlan,
    input: ({ params, workspace }) => ({ ownerId: workspace.ownerId, id: params.id }),
    present: () => undefined,
  }),
  route({
    contract: eventPrep.simulateField,
    useCase: SimulateField,
    input: ({ query, workspace }) => ({
      callerId: workspace.ownerId,
      ownerId: query.owner_id,
      personalDeckIds: query.personal_deck_ids,
      field: query.field,
      filter: matchFilterOf(query),
      sinceLastChange: query.since_last_change,
      settings: { draws: query.draws, seed: query.seed, rounds: query.rounds ?? null, minWins: query.min_wins ?? null },
      prior: publicPriorOf(query),
    }),
    present: (out, { query }) =>
      presentFieldSimulation(
        out,
        { seed: query.seed, draws: query.draws, sinceLastChange: query.since_last_change },
        MATCHUP_PRIOR,
        publicPriorOf(query),
      ),
  }),
];
