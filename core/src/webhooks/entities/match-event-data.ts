import type { Match } from '../../tracker/entities/match.js';
import type { JsonValue } from './webhook-event.js';

/**
 * What a match event says of the match: enough for a bot to announce it (who, when, which decks, the
 * games); the rest is one GET of the match log away. `workspace_id` is the user's id for a personal
 * match, the team's for a team's.
 */
export const matchEventData = (match: Match): Record<string, JsonValue> => ({
  match_id: match.id,
  workspace_id: match.ownerId,
  player_id: match.playerId,
  date: match.date,
  personal_deck_id: match.personalDeckId,
  opponent_deck_id: match.opponentDeckId,
  event_id: match.eventId,
  games: [match.game1, match.game2, match.game3],
});

/** A deleted match is gone: only its id and workspace are left to tell. */
export const deletedMatchEventData = (ownerId: string, id: string): Record<string, JsonValue> => ({
  match_id: id,
  workspace_id: ownerId,
});
