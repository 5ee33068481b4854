import { IdParams } from '../common-schemas.js';
import { defineRoute } from '../route-contract.js';
import {
  ArchetypeSummary,
  DecklistDiff,
  DecklistDiffQuery,
  DecklistView,
  ExternalDecklistImport,
  MatchupSummary,
  SummaryQuery,
  VersionStats,
  VersionStatsQuery,
} from './analytics-schemas.js';
import { OwnerQuery, TRACKER_PREFIX, TRACKER_TAG } from './common.js';
import { DecklistVersionRead } from './deck-schemas.js';

const tag = TRACKER_TAG;
export const matchupSummary = defineRoute({
  operationId: 'getMatchupSummary',
  method: 'get',
  path: `${TRACKER_PREFIX}/matchup-summary`,
  tag,
  summary: 'Per-game results against each roster deck faced',
  description:
    'One row per roster deck faced (archived ones included), most matches first, then by name. Win rates are per game: ' +
    'draws are left out of the denominator and null when no game was decided. Each rate comes with its 95% Wilson interval, ' +
    'split on the play / on the draw and pre-board (game 1) / post-board (games 2 and 3). Beside them: match results with their rate and ' +
    'interval, games by the side the player was on in each game, and games by mulligans. Every match filter applies.',
  access: 'user',
  tokenScope: 'tracker:read',
  team: 'viewer',
  query: SummaryQuery,
  success: { status: 200, description: 'The matchups', schema: MatchupSummary },
  errors: ['FORBIDDEN'],
});

export const archetypeSummary = defineRoute({
  operationId: 'getArchetypeSummary',
  method: 'get',
  path: `${TRACKER_PREFIX}/archetype-summary`,
  tag,
  summary: 'Average win rate per archetype',
  description:
    'One row per category (aggro, midrange, control, combo) over non-archived roster decks: the mean of the per-deck win ' +
    'rates of decks with decided games, plus the pooled counts and rate, match results, games by side and by mulligans. Every match filter applies.',
  access: 'user',
  tokenScope: 'tracker:read',
  team: 'viewer',
  query: SummaryQuery,
  success: { status: 200, description: 'The four archetypes', schema: ArchetypeSummary },
  errors: ['FORBIDDEN'],
});

export const decklistView = defineRoute({
  operationId: 'getDecklistView',
  method: 'get',
  path: `${TRACKER_PREFIX}/personal-decks/{id}/decklist-view`,
  tag,
  summary: 'The newest decklist, each row coloured by card tests',
  description:
    'Rows of the newest version in order, blank lines and section headers included (neutral). A row takes the status of the ' +
    'longest tested card name it contains (whole words, any case), judged by its ratings (1–5): `validated` when more than half are 4 or 5, ' +
    '`rejected` when more than half are 1 or 2, `in_test` otherwise (ties included), `neutral` when the name has none. Empty when the deck has no version.',
  access: 'user',
  tokenScope: 'tracker:read',
  team: 'viewer',
  params: IdParams,
  query: OwnerQuery,
  success: { status: 200, description: 'The coloured rows', schema: DecklistView },
  errors: ['FORBIDDEN', 'NOT_FOUND'],
});

export const importExternalDecklist = defineRoute({
  operationId: 'importExternalDecklist',
  method: 'post',
  path: `${TRACKER_PREFIX}/personal-decks/{id}/versions/import-external`,
  tag,
  summary: 'Import a public deck from Moxfield or Archidekt as a new version',
  description:
    'Fetches the deck (at most one request per second per deck builder for the whole deployment; concurrent imports queue), ' +
    'writes it as plain text (commanders first, then the main deck, then a Sideboard section) and stores it as the next version ' +
    'with source `moxfield` or `archidekt`.',
  access: 'user',
  tokenScope: 'tracker:write',
  team: 'captain',
  params: IdParams,
  body: ExternalDecklistImport,
  success: { status: 201, description: 'The new version', schema: DecklistVersionRead },
  errors: [
    'INVALID_DECK_URL',
    'EXTERNAL_DECK_NOT_FOUND',
    'EXTERNAL_DECK_PRIVATE',
    'EXTERNAL_DECK_EMPTY',
    'NOT_FOUND',
    'DECK_SOURCE_FAILED',
    'DECK_SOURCE_REFUSED',
  ],
});

export const versionStats = defineRoute({
  operationId: 'getVersionStats',
  method: 'get',
  path: `${TRACKER_PREFIX}/personal-decks/{id}/version-stats`,
  tag,
  summary: 'Results per decklist version of a deck, since the last change, and lifetime',
  description:
    'One row per version (newest first; the newest is "since the last change"), one for matches pinned to no version, and the total: ' +
    'game and match win rates with their 95% Wilson intervals, pre-board / post-board, by side and by mulligans. Every match filter applies.',
  access: 'user',
  tokenScope: 'tracker:read',
  team: 'viewer',
  params: IdParams,
  query: VersionStatsQuery,
  success: { status: 200, description: 'The statistics', schema: VersionStats },
  errors: ['FORBIDDEN', 'NOT_FOUND'],
});

export const decklistDiff = defineRoute({
  operationId: 'getDecklistDiff',
  method: 'get',
  path: `${TRACKER_PREFIX}/personal-decks/{id}/versions/diff`,
  tag,
  summary: 'What changed between two versions of a deck',
  description:
    'Per card and section (commander, main, sideboard): the count in each version and the change; identical lines are left out. ' +
    'Lists are read as plain-text decklists (quantities like 4x, set and collector-number suffixes, SB: prefixes, section headers, a blank line before the sideboard).',
  access: 'user',
  tokenScope: 'tracker:read',
  team: 'viewer',
  params: IdParams,
  query: DecklistDiffQuery,
  success: { status: 200, description: 'The changes', schema: DecklistDiff },
  errors: ['FORBIDDEN', 'NOT_FOUND'],
});

export const TRACKER_ANALYTICS_ROUTES = [
  matchupSummary,
  archetypeSummary,
  decklistView,
  importExternalDecklist,
  versionStats,
  decklistDiff,
] as const;
