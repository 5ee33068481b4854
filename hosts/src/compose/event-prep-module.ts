import { MikroOrmSideboardPlanRepo } from '@metagame/adapters';
import { CreateSideboardPlan } from '@metagame/core/event-prep/use-cases/create-sideboard-plan';
import { DeleteSideboardPlan } from '@metagame/core/event-prep/use-cases/delete-sideboard-plan';
import { GetSideboardPlan } from '@metagame/core/event-prep/use-cases/get-sideboard-plan';
import { ListSideboardPlans } from '@metagame/core/event-prep/use-cases/list-sideboard-plans';
import { SimulateField } from '@metagame/core/event-prep/use-cases/simulate-field';
import { UpdateSideboardPlan } from '@metagame/core/event-prep/use-cases/update-sideboard-plan';
import { ResolveReadableOwner } from '@metagame/core/tracker/use-cases/resolve-readable-owner';
import { areaModule, computed, construct, provide } from './binding.js';
import { TOKENS as T } from './tokens.js';

/** The decks, versions and roster decks a sideboard plan names. */
const PLAN_REFERENCES = computed((get) => ({
  decks: get(T.PersonalDeckRepo),
  versions: get(T.DecklistVersionRepo),
  metaDecks: get(T.MetaDeckRepo),
}));

/** Sideboard plans and the field simulator, over the tracker's repos and the summaries' match aggregate. */
export const eventPrepModule = areaModule([
  provide(T.SideboardPlanRepo, (get) => new MikroOrmSideboardPlanRepo(get(T.Orm).sql)),

  construct(CreateSideboardPlan, T.SideboardPlanRepo, PLAN_REFERENCES, T.IdGenerator, T.Clock),
  construct(UpdateSideboardPlan, T.SideboardPlanRepo, PLAN_REFERENCES, T.Clock),
  construct(DeleteSideboardPlan, T.SideboardPlanRepo),
  construct(GetSideboardPlan, ResolveReadableOwner, T.SideboardPlanRepo, T.DecklistVersionRepo),
  construct(ListSideboardPlans, ResolveReadableOwner, T.PersonalDeckRepo, T.DecklistVersionRepo, T.SideboardPlanRepo),
  construct(
    SimulateField,
    ResolveReadableOwner,
    T.PersonalDeckRepo,
    T.DecklistVersionRepo,
    T.MetaDeckRepo,
    T.MatchStatsRepo,
    T.MetaReadsRepo,
  ),
]);
