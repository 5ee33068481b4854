import { playOrder, type Match, type MatchFields } from '@metagame/core';

/** The fields a match had before events and game details existed: no event, version or mulligans, default play order. */
export function withGameDetails<
  T extends Omit<
    MatchFields,
    | 'eventId'
    | 'round'
    | 'decklistVersionId'
    | 'game2OnPlay'
    | 'game3OnPlay'
    | 'game1Mulligans'
    | 'game2Mulligans'
    | 'game3Mulligans'
    | 'game2PlanUsed'
    | 'game3PlanUsed'
  >,
>(fields: T): T & Omit<MatchFields, keyof T> {
  const details = {
    eventId: null,
    round: null,
    decklistVersionId: null,
    game1Mulligans: null,
    game2Mulligans: null,
    game3Mulligans: null,
    game2PlanUsed: null,
    game3PlanUsed: null,
  };
  return { ...details, ...playOrder({ ...fields, game2OnPlay: null, game3OnPlay: null }), ...fields } as T &
    Omit<MatchFields, keyof T>;
}

/** A stored match with every detail defaulted (see withGameDetails), played by its owner unless it says. */
export const aStoredMatch = (
  fields: Omit<
    Match,
    | 'eventId'
    | 'round'
    | 'decklistVersionId'
    | 'game2OnPlay'
    | 'game3OnPlay'
    | 'game1Mulligans'
    | 'game2Mulligans'
    | 'game3Mulligans'
    | 'game2PlanUsed'
    | 'game3PlanUsed'
    | 'playerId'
  > &
    Partial<Match>,
): Match => ({ playerId: fields.ownerId, ...withGameDetails(fields) }) as Match;
