import type { Page } from '@metagame/core';
import { cardTestCodec, matchCodec, tracker } from '@metagame/contracts';
import { TOKENS } from '../../compose/tokens.js';
import { cardTestCsvExport, matchCsvExport, matchCsvImport } from './tracker-routes-csv.js';
import { matchFilterOf } from './match-filter-query.js';
import { presentCardTest, presentMatch } from '../presenters/tracker-presenter.js';
import { route, type RouteRow } from '../route-table.js';

/** The body of a paginated list stays a JSON array; the total travels in a header. */
const totalHeader = (page: Page<unknown>) => ({ 'X-Total-Count': String(page.total) });

/** The match log and card tests. */
export const TRACKER_LOG_ROUTES: readonly RouteRow[] = [
  route({
    contract: tracker.listMatches,
    useCase: TOKENS.ListMatches,
    input: ({ user, query }) => ({
      callerId: user.id,
      ownerId: query.owner_id,
      filter: matchFilterOf(query),
      page: { limit: query.limit, offset: query.offset },
    }),
    present: (page) => page.items.map(presentMatch),
    headers: totalHeader,
  }),
  route({
    contract: tracker.recordMatch,
    useCase: TOKENS.RecordMatch,
    input: ({ user, body }) => ({ ownerId: user.id, fields: matchCodec.fromWire(body) }),
    present: presentMatch,
  }),
  route({
    contract: tracker.updateMatch,
    useCase: TOKENS.UpdateMatch,
    input: ({ user, params, body }) => ({ ownerId: user.id, id: params.id, fields: matchCodec.fromWire(body) }),
    present: presentMatch,
  }),
  route({
    contract: tracker.deleteMatch,
    useCase: TOKENS.DeleteMatch,
    input: ({ user, params }) => ({ ownerId: user.id, id: params.id }),
    present: () => undefined,
  }),
  matchCsvExport,
  matchCsvImport,
  route({
    contract: tracker.listCardTests,
    useCase: TOKENS.ListCardTests,
    input: ({ user, query }) => ({
      callerId: user.id,
      ownerId: query.owner_id,
      personalDeckId: query.personal_deck_id,
      page: { limit: query.limit, offset: query.offset },
    }),
    present: (page) => page.items.map(presentCardTest),
    headers: totalHeader,
  }),
  route({
    contract: tracker.recordCardTest,
    useCase: TOKENS.RecordCardTest,
    input: ({ user, body }) => ({ ownerId: user.id, fields: cardTestCodec.fromWire(body) }),
    present: presentCardTest,
  }),
  route({
    contract: tracker.updateCardTest,
    useCase: TOKENS.UpdateCardTest,
    input: ({ user, params, body }) => ({ ownerId: user.id, id: params.id, fields: cardTestCodec.fromWire(body) }),
    present: presentCardTest,
  }),
  route({
    contract: tracker.deleteCardTest,
    useCase: TOKENS.DeleteCardTest,
    input: ({ user, params }) => ({ ownerId: user.id, id: params.id }),
    present: () => undefined,
  }),
  cardTestCsvExport,
];
