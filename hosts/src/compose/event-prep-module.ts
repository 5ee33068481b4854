import { ContainerModule, type ServiceIdentifier } from 'inversify';
import { MikroOrmSideboardPlanRepo } from '@metagame/adapters';
import {
  CreateSideboardPlan,
  DeleteSideboardPlan,
  GetSideboardPlan,
  ListSideboardPlans,
  SimulateField,
  UpdateSideboardPlan,
  type PlanReferences,
} from '@metagame/core';
import { TOKENS as T } from './tokens.js';

/** Sideboard plans and the field simulator, over the tracker's repos and the summaries' match aggregate. */
export const eventPrepModule = new ContainerModule(({ bind }) => {
  bind(T.SideboardPlanRepo)
    .toDynamicValue((ctx) => new MikroOrmSideboardPlanRepo(ctx.get(T.Orm).sql))
    .inSingletonScope();
  const refs = (ctx: { get: <X>(id: ServiceIdentifier<X>) => X }): PlanReferences => ({
    decks: ctx.get(T.PersonalDeckRepo),
    versions: ctx.get(T.DecklistVersionRepo),
    metaDecks: ctx.get(T.MetaDeckRepo),
  });
  bind(T.CreateSideboardPlan)
    .toDynamicValue(
      (ctx) =>
        new CreateSideboardPlan(ctx.get(T.SideboardPlanRepo), refs(ctx), ctx.get(T.IdGenerator), ctx.get(T.Clock)),
    )
    .inSingletonScope();
  bind(T.UpdateSideboardPlan)
    .toDynamicValue((ctx) => new UpdateSideboardPlan(ctx.get(T.SideboardPlanRepo), refs(ctx), ctx.get(T.Clock)))
    .inSingletonScope();
  bind(T.DeleteSideboardPlan)
    .toDynamicValue((ctx) => new DeleteSideboardPlan(ctx.get(T.SideboardPlanRepo)))
    .inSingletonScope();
  bind(T.GetSideboardPlan)
    .toDynamicValue(
      (ctx) =>
        new GetSideboardPlan(
          ctx.get(T.ResolveReadableOwner),
          ctx.get(T.SideboardPlanRepo),
          ctx.get(T.DecklistVersionRepo),
        ),
    )
    .inSingletonScope();
  bind(T.ListSideboardPlans)
    .toDynamicValue(
      (ctx) =>
        new ListSideboardPlans(
          ctx.get(T.ResolveReadableOwner),
          ctx.get(T.PersonalDeckRepo),
          ctx.get(T.DecklistVersionRepo),
          ctx.get(T.SideboardPlanRepo),
        ),
    )
    .inSingletonScope();
  bind(T.SimulateField)
    .toDynamicValue(
      (ctx) =>
        new SimulateField(
          ctx.get(T.ResolveReadableOwner),
          ctx.get(T.PersonalDeckRepo),
          ctx.get(T.DecklistVersionRepo),
          ctx.get(T.MetaDeckRepo),
          ctx.get(T.MatchStatsRepo),
        ),
    )
    .inSingletonScope();
});
