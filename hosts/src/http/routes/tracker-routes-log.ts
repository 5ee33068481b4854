import type { Container } from 'inversify';
import type { Response } from 'express';
import { ok, type CardTestFields, type MatchFields } from '@metagame/core';
import { tracker, type BodyOf } from '@metagame/contracts';
import { TOKENS } from '../../compose/tokens.js';
import { presentCardTest, presentMatch } from '../presenters/tracker-presenter.js';
import type { RouteBinder } from '../route-binder.js';

const matchFields = (b: BodyOf<typeof tracker.recordMatch>): MatchFields => ({
  date: b.date,
  personalDeckId: b.personal_deck_id,
  opponentDeckId: b.opponent_deck_id,
  onPlay: b.on_play,
  game1: b.game1,
  game2: b.game2,
  game3: b.game3,
  openingHand: b.opening_hand,
  turningPoint: b.turning_point,
  finalTurn: b.final_turn,
});

const cardTestFields = (b: BodyOf<typeof tracker.recordCardTest>): CardTestFields => ({
  tester: b.tester,
  cardName: b.card_name,
  personalDeckId: b.personal_deck_id,
  opponentDeckId: b.opponent_deck_id,
  rating: b.rating,
  notes: b.notes,
});

/** The body of a paginated list stays a JSON array; the total travels in a header. */
const withTotal = (res: Response, total: number) => res.set('X-Total-Count', String(total));

/** The match log and card tests. */
export function mountTrackerLogRoutes(bind: RouteBinder, container: Container): void {
  const get = container.get.bind(container);

  bind.bind(tracker.listMatches, async ({ user, query, res }) => {
    const page = { limit: query.limit, offset: query.offset };
    const result = await get(TOKENS.ListMatches).execute({ callerId: user.id, ownerId: query.owner_id, page });
    if (!result.ok) return result;
    withTotal(res, result.value.total);
    return ok(result.value.items.map(presentMatch));
  });

  bind.bind(tracker.recordMatch, async ({ user, body }) => {
    const result = await get(TOKENS.RecordMatch).execute({ ownerId: user.id, fields: matchFields(body) });
    return result.ok ? ok(presentMatch(result.value)) : result;
  });

  bind.bind(tracker.updateMatch, async ({ user, params, body }) => {
    const result = await get(TOKENS.UpdateMatch).execute({ ownerId: user.id, id: params.id, fields: matchFields(body) });
    return result.ok ? ok(presentMatch(result.value)) : result;
  });

  bind.bind(tracker.deleteMatch, async ({ user, params }) => {
    const result = await get(TOKENS.DeleteMatch).execute({ ownerId: user.id, id: params.id });
    return result.ok ? ok(undefined) : result;
  });

  bind.bind(tracker.listCardTests, async ({ user, query, res }) => {
    const page = { limit: query.limit, offset: query.offset };
    const input = { callerId: user.id, ownerId: query.owner_id, personalDeckId: query.personal_deck_id, page };
    const result = await get(TOKENS.ListCardTests).execute(input);
    if (!result.ok) return result;
    withTotal(res, result.value.total);
    return ok(result.value.items.map(presentCardTest));
  });

  bind.bind(tracker.recordCardTest, async ({ user, body }) => {
    const result = await get(TOKENS.RecordCardTest).execute({ ownerId: user.id, fields: cardTestFields(body) });
    return result.ok ? ok(presentCardTest(result.value)) : result;
  });

  bind.bind(tracker.updateCardTest, async ({ user, params, body }) => {
    const result = await get(TOKENS.UpdateCardTest).execute({ ownerId: user.id, id: params.id, fields: cardTestFields(body) });
    return result.ok ? ok(presentCardTest(result.value)) : result;
  });

  bind.bind(tracker.deleteCardTest, async ({ user, params }) => {
    const result = await get(TOKENS.DeleteCardTest).execute({ ownerId: user.id, id: params.id });
    return result.ok ? ok(undefined) : result;
  });
}
