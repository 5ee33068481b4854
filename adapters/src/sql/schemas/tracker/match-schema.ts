import { EntitySchema } from '@mikro-orm/core';
import type { Match } from '@metagame/core';

export type MatchRecord = {
  -readonly [K in keyof Match]: K extends 'game1' | 'game2' | 'game3' ? string | null : Match[K];
};

export const MatchSchema = new EntitySchema<MatchRecord>({
  name: 'Match',
  tableName: 'matches',
  properties: {
    id: { type: 'uuid', primary: true },
    ownerId: { type: 'uuid' },
    playerId: { type: 'uuid', nullable: true },
    // A calendar date travels as the string YYYY-MM-DD on both databases (no time zone shifts).
    date: { type: 'date', fieldName: 'match_date' },
    personalDeckId: { type: 'uuid' },
    opponentDeckId: { type: 'uuid' },
    onPlay: { type: 'boolean' },
    game1: { type: 'string', length: 8, nullable: true },
    game2: { type: 'string', length: 8, nullable: true },
    game3: { type: 'string', length: 8, nullable: true },
    openingHand: { type: 'text' },
    turningPoint: { type: 'text' },
    finalTurn: { type: 'text' },
    eventId: { type: 'uuid', nullable: true },
    round: { type: 'integer', nullable: true, fieldName: 'event_round' },
    decklistVersionId: { type: 'uuid', nullable: true },
    game2OnPlay: { type: 'boolean', nullable: true, fieldName: 'game2_on_play' },
    game3OnPlay: { type: 'boolean', nullable: true, fieldName: 'game3_on_play' },
    game1Mulligans: { type: 'integer', nullable: true, fieldName: 'game1_mulligans' },
    game2Mulligans: { type: 'integer', nullable: true, fieldName: 'game2_mulligans' },
    game3Mulligans: { type: 'integer', nullable: true, fieldName: 'game3_mulligans' },
    game2PlanUsed: { type: 'boolean', nullable: true, fieldName: 'game2_plan_used' },
    game3PlanUsed: { type: 'boolean', nullable: true, fieldName: 'game3_plan_used' },
    createdAt: { type: 'Date' },
  },
});
