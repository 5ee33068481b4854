import type { GameResult, MatchDraft } from './match.js';

/** A field of a match draft that breaks a rule, and why. */
export interface MatchIssue {
  readonly field: keyof MatchDraft;
  readonly message: string;
}

/**
 * The side of games 2 and 3. Game 1 is the match's `onPlay`. Unless the client says otherwise, the
 * loser of a game is on the play in the next one (the Magic tournament rule: the loser chooses, and
 * chooses to play); after a draw, or a game not recorded, the side stays as it was. A game not
 * played has no side.
 */
export function playOrder(
  draft: Pick<MatchDraft, 'onPlay' | 'game1' | 'game2' | 'game3' | 'game2OnPlay' | 'game3OnPlay'>,
): { game2OnPlay: boolean | null; game3OnPlay: boolean | null } {
  const next = (previous: GameResult | null, side: boolean) =>
    previous === 'loss' ? true : previous === 'win' ? false : side;
  const default2 = next(draft.game1, draft.onPlay);
  const game2OnPlay = draft.game2 === null ? null : (draft.game2OnPlay ?? default2);
  const default3 = next(draft.game2, game2OnPlay ?? default2);
  const game3OnPlay = draft.game3 === null ? null : (draft.game3OnPlay ?? default3);
  return { game2OnPlay, game3OnPlay };
}

/** Details that contradict the games recorded: a side or mulligans for a game not played, a round without an event. */
export function matchIssues(draft: MatchDraft): MatchIssue[] {
  const issues: MatchIssue[] = [];
  const unplayed = (game: 1 | 2 | 3) => `Game ${game} has no result, so it cannot have`;
  if (draft.game2 === null && draft.game2OnPlay !== null)
    issues.push({ field: 'game2OnPlay', message: `${unplayed(2)} a side.` });
  if (draft.game3 === null && draft.game3OnPlay !== null)
    issues.push({ field: 'game3OnPlay', message: `${unplayed(3)} a side.` });
  if (draft.game1 === null && draft.game1Mulligans !== null)
    issues.push({ field: 'game1Mulligans', message: `${unplayed(1)} mulligans.` });
  if (draft.game2 === null && draft.game2Mulligans !== null)
    issues.push({ field: 'game2Mulligans', message: `${unplayed(2)} mulligans.` });
  if (draft.game3 === null && draft.game3Mulligans !== null)
    issues.push({ field: 'game3Mulligans', message: `${unplayed(3)} mulligans.` });
  if (draft.game2 === null && (draft.game2PlanUsed ?? null) !== null)
    issues.push({ field: 'game2PlanUsed', message: `${unplayed(2)} a sideboard plan used.` });
  if (draft.game3 === null && (draft.game3PlanUsed ?? null) !== null)
    issues.push({ field: 'game3PlanUsed', message: `${unplayed(3)} a sideboard plan used.` });
  if (draft.eventId === null && draft.round !== null)
    issues.push({ field: 'round', message: 'A round needs an event.' });
  return issues;
}
