import type { SideboardPlan, SideboardPlanFields } from '../entities/sideboard-plan.js';

/** Sideboard plans; every call is scoped to an owner, so another user's plan is simply not found. */
export interface SideboardPlanRepo {
  /** Stores a new plan (its owner, deck, version and roster deck must exist). */
  insert(plan: SideboardPlan): Promise<void>;
  /** The owner's plan with this id, or null when it is missing or someone else's. */
  findOwned(ownerId: string, id: string): Promise<SideboardPlan | null>;
  /** The plans of one personal deck (of one roster deck when given), oldest first; empty for a foreign deck. */
  listByDeck(ownerId: string, personalDeckId: string, opponentDeckId?: string): Promise<SideboardPlan[]>;
  /** Replaces the editable fields; null when the plan is missing or someone else's. */
  update(ownerId: string, id: string, fields: SideboardPlanFields, updatedAt: Date): Promise<SideboardPlan | null>;
  /** Deletes the plan; false when it is missing or someone else's. */
  delete(ownerId: string, id: string): Promise<boolean>;
}
