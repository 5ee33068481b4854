import type { ServiceIdentifier } from 'inversify';
import type {
  CreateSideboardPlan,
  DeleteSideboardPlan,
  GetSideboardPlan,
  ListSideboardPlans,
  SideboardPlanRepo,
  SimulateField,
  UpdateSideboardPlan,
} from '@metagame/core';

const token = <T>(name: string): ServiceIdentifier<T> => Symbol.for(`metagame.${name}`);

/** Service identifiers of event preparation (sideboard plans, the field simulator); spread into TOKENS. */
export const EVENT_PREP_TOKENS = {
  SideboardPlanRepo: token<SideboardPlanRepo>('SideboardPlanRepo'),
  CreateSideboardPlan: token<CreateSideboardPlan>('CreateSideboardPlan'),
  UpdateSideboardPlan: token<UpdateSideboardPlan>('UpdateSideboardPlan'),
  DeleteSideboardPlan: token<DeleteSideboardPlan>('DeleteSideboardPlan'),
  GetSideboardPlan: token<GetSideboardPlan>('GetSideboardPlan'),
  ListSideboardPlans: token<ListSideboardPlans>('ListSideboardPlans'),
  SimulateField: token<SimulateField>('SimulateField'),
} as const;
