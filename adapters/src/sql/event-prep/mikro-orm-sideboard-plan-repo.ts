import type { Sql } from '../runner/sql.js';
import type { CardSwap, PlanSides, SideboardPlan, SideboardPlanFields, SideboardPlanRepo } from '@metagame/core';
import { SideboardPlanSchema, type SideboardPlanRecord } from '../schemas/event-prep/sideboard-plan-schema.js';

/** SideboardPlanRepo on MikroORM; owner_id is part of every where clause. Lists follow sideboard_plans_owner_deck_idx. */
export class MikroOrmSideboardPlanRepo implements SideboardPlanRepo {
  constructor(private readonly sql: Sql) {}

  async insert(plan: SideboardPlan): Promise<void> {
    await this.sql.em.insert(SideboardPlanSchema, toRecord(plan));
  }

  async findOwned(ownerId: string, id: string): Promise<SideboardPlan | null> {
    const record = await this.sql.em.findOne(SideboardPlanSchema, { id, ownerId }, { disableIdentityMap: true });
    return record ? toDomain(record) : null;
  }

  async listByDeck(ownerId: string, personalDeckId: string, opponentDeckId?: string): Promise<SideboardPlan[]> {
    const where =
      opponentDeckId === undefined ? { ownerId, personalDeckId } : { ownerId, personalDeckId, opponentDeckId };
    const records = await this.sql.em.find(SideboardPlanSchema, where, {
      disableIdentityMap: true,
      orderBy: { createdAt: 'asc', id: 'asc' },
    });
    return records.map(toDomain);
  }

  async update(
    ownerId: string,
    id: string,
    fields: SideboardPlanFields,
    updatedAt: Date,
  ): Promise<SideboardPlan | null> {
    const { sides, ...rest } = fields;
    const affected = await this.sql.em.nativeUpdate(
      SideboardPlanSchema,
      { id, ownerId },
      { ...rest, sides: JSON.stringify(sides), updatedAt },
    );
    return affected === 0 ? null : this.findOwned(ownerId, id);
  }

  async delete(ownerId: string, id: string): Promise<boolean> {
    return (await this.sql.em.nativeDelete(SideboardPlanSchema, { id, ownerId })) > 0;
  }
}

const toRecord = (plan: SideboardPlan): SideboardPlanRecord => ({ ...plan, sides: JSON.stringify(plan.sides) });

function toDomain(record: SideboardPlanRecord): SideboardPlan {
  return { ...record, sides: readSides(record.sides, record.id) };
}

/** The stored JSON back as swaps; anything else is a corrupt row, a bug to fail on. */
function readSides(text: string, id: string): PlanSides {
  const value: unknown = JSON.parse(text);
  const swap = (v: unknown): CardSwap => {
    const s = v as { in?: unknown; out?: unknown } | null;
    if (!s || !Array.isArray(s.in) || !Array.isArray(s.out))
      throw new Error(`sideboard_plans.sides of plan ${id} is not a swap`);
    return { in: s.in as CardSwap['in'], out: s.out as CardSwap['out'] };
  };
  const sides = value as { kind?: unknown; both?: unknown; onPlay?: unknown; onDraw?: unknown } | null;
  if (sides?.kind === 'both') return { kind: 'both', both: swap(sides.both) };
  if (sides?.kind === 'split') return { kind: 'split', onPlay: swap(sides.onPlay), onDraw: swap(sides.onDraw) };
  throw new Error(`sideboard_plans.sides of plan ${id} has no known kind`);
}
