import type { Page } from '@metagame/core';
import { cardTestCodec, matchCodec, tracker } from '@metagame/contracts';
import { DeleteCardTest } from '@metagame/core/tracker/use-cases/delete-card-test';
import { DeleteMatch } from '@metagame/core/tracker/use-cases/delete-match';
import { ListCardTests } from '@metagame/core/tracker/use-cases/list-card-tests';
import { ListMatches } from '@metagame/core/tracker/use-cases/list-matches';
import { RecordCardTest } from '@metagame/core/tracker/use-cases/record-card-test';
import { RecordMatch } from '@metagame/core/tracker/use-cases/record-match';
import { UpdateCardTest } from '@metagame/core/tracker/use-cases/update-card-test';
import { UpdateMatch } from '@metagame/core/tracker/use-cases/update-match';
import { cardTestCsvExport, matchCsvExport, matchCsvImport } from './tracker-routes-csv.js';
import { matchFilterOf } from './match-filter-query.js';
import { presentCardTest, presentMatch } from '../presenters/tracker-presenter.js';
import { route, type RouteRow } from '../route-table.js';

/** The body of a paginated list stays a JSON array; the total and the other pages travel in headers. */
const pageWindow = (page: Page<unknown>, { query }: { query: { limit: number; offset: number } }) => ({
  total: page.total,
  limit: query.limit,
  offset: query.offset,
});

/** The match log and card tests. */
export const TRACKER_LOG_ROUTES: readonly RouteRow[] = [
  route({
    contract: tracker.listMatches,
    useCase: ListMatches,
    input: ({ workspace, query }) => ({
      callerId: workspace.ownerId,
      ownerId: query.owner_id,
      filter: matchFilterOf(query),
      page: { limit: query.limit, offset: query.offset },
    }),
    present: (page) => page.items.map(presentMatch),
    page: pageWindow,
  }),
  route({
    contract: tracker.recordMatch,
    useCase: RecordMatch,
    input: ({ workspace, body }) => ({
      ownerId: workspace.ownerId,
      playerId: workspace.playerId,
      fields: matchCodec.fromWire(body),
    }),
    present: presentMatch,
  }),
  route({
    contract: tracker.updateMatch,
    useCase: UpdateMatch,
    input: ({ workspace, params, body }) => ({
      ownerId: workspace.ownerId,
      id: params.id,
      fields: matchCodec.fromWire(body),
      onlyPlayedBy: workspace.onlyPlayedBy,
      playerId: workspace.playerNamed ? workspace.playerId : undefined,
    }),
    present: presentMatch,
  }),
  route({
    contract: tracker.deleteMatch,
    useCase: DeleteMatch,
    input: ({ workspace, params }) => ({
      ownerId: workspace.ownerId,
      id: params.id,
      onlyPlayedBy: workspace.onlyPlayedBy,
    }),
    present: () => undefined,
  }),
  matchCsvExport,
  matchCsvImport,
  route({
    contract: tracker.listCardTests,
    useCase: ListCardTests,
    input: ({ workspace, query }) => ({
      callerId: workspace.ownerId,
      ownerId: query.owner_id,
      personalDeckId: query.personal_deck_id,
      page: { limit: query.limit, offset: query.offset },
    }),
    present: (page) => page.items.map(presentCardTest),
    page: pageWindow,
  }),
  route({
    contract: tracker.recordCardTest,
    useCase: RecordCardTest,
    input: ({ user, workspace, body }) => ({
      ownerId: workspace.ownerId,
      playerId: workspace.playerId,
      defaultTester: user.displayName ?? user.email,
      fields: cardTestCodec.fromWire(body),
    }),
    present: presentCardTest,
  }),
  route({
    contract: tracker.updateCardTest,
    useCase: UpdateCardTest,
    input: ({ workspace, params, body }) => ({
      ownerId: workspace.ownerId,
      id: params.id,
      fields: cardTestCodec.fromWire(body),
      onlyPlayedBy: workspace.onlyPlayedBy,
    }),
    present: presentCardTest,
  }),
  route({
    contract: tracker.deleteCardTest,
    useCase: DeleteCardTest,
    input: ({ workspace, params }) => ({
      ownerId: workspace.ownerId,
      id: params.id,
      onlyPlayedBy: workspace.onlyPlayedBy,
    }),
    present: () => undefined,
  }),
  cardTestCsvExport,
];
