import { trackerAnalytics } from '@metagame/contracts';
import { GetArchetypeSummary } from '@metagame/core/tracker-analytics/use-cases/get-archetype-summary';
import { GetDecklistDiff } from '@metagame/core/tracker-analytics/use-cases/get-decklist-diff';
import { GetDecklistView } from '@metagame/core/tracker-analytics/use-cases/get-decklist-view';
import { GetMatchupSummary } from '@metagame/core/tracker-analytics/use-cases/get-matchup-summary';
import { GetVersionStats } from '@metagame/core/tracker-analytics/use-cases/get-version-stats';
import { ImportExternalDecklist } from '@metagame/core/tracker-analytics/use-cases/import-external-decklist';
import {
  presentArchetypeRow,
  presentDecklistDiff,
  presentMatchupRow,
  presentVersionStats,
} from '../presenters/tracker-analytics-presenter.js';
import { matchFilterOf } from './match-filter-query.js';
import { presentDecklistVersion } from '../presenters/tracker-presenter.js';
import { route, type RouteRow } from '../route-table.js';

/** Summaries, decklist view, version figures and URL import. Every figure is computed here, on the server. */
export const TRACKER_ANALYTICS_ROUTES: readonly RouteRow[] = [
  route({
    contract: trackerAnalytics.matchupSummary,
    useCase: GetMatchupSummary,
    input: ({ query, workspace }) => ({
      callerId: workspace.ownerId,
      ownerId: query.owner_id,
      filter: matchFilterOf(query),
    }),
    present: (rows) => rows.map(presentMatchupRow),
  }),
  route({
    contract: trackerAnalytics.archetypeSummary,
    useCase: GetArchetypeSummary,
    input: ({ query, workspace }) => ({
      callerId: workspace.ownerId,
      ownerId: query.owner_id,
      filter: matchFilterOf(query),
    }),
    present: (rows) => rows.map(presentArchetypeRow),
  }),
  route({
    contract: trackerAnalytics.decklistView,
    useCase: GetDecklistView,
    input: ({ params, query, workspace }) => ({
      callerId: workspace.ownerId,
      ownerId: query.owner_id,
      personalDeckId: params.id,
    }),
    present: (items) => items.map((item) => ({ line: item.line, status: item.status })),
  }),
  // An owner_id in the body is ignored: the import always lands in the caller's own deck.
  route({
    contract: trackerAnalytics.importExternalDecklist,
    useCase: ImportExternalDecklist,
    input: ({ params, body, workspace }) => ({ callerId: workspace.ownerId, personalDeckId: params.id, url: body.url }),
    present: presentDecklistVersion,
  }),
  route({
    contract: trackerAnalytics.versionStats,
    useCase: GetVersionStats,
    input: ({ params, query, workspace }) => ({
      callerId: workspace.ownerId,
      ownerId: query.owner_id,
      personalDeckId: params.id,
      filter: matchFilterOf(query),
    }),
    present: (stats, { params }) => presentVersionStats(params.id, stats),
  }),
  route({
    contract: trackerAnalytics.decklistDiff,
    useCase: GetDecklistDiff,
    input: ({ params, query, workspace }) => ({
      callerId: workspace.ownerId,
      ownerId: query.owner_id,
      personalDeckId: params.id,
      fromVersionId: query.from,
      toVersionId: query.to,
    }),
    present: (diff, { params }) => presentDecklistDiff(params.id, diff),
  }),
];
