import { defineRoute } from '../route-contract.js';
import {
  MatchupMatrix,
  MatchupMatrixQuery,
  MetaFormats,
  MetaShare,
  MetaShareQuery,
  MetaTrend,
  MetaTrendQuery,
} from './reads-schemas.js';

const tag = 'metagame';
const PREFIX = '/api/v1/meta';
const sources =
  'Read from the imported tournaments of the format dated within the window. A deck’s archetype is its hand override, else its classification; ' +
  'decks not classified yet show as a null archetype.';

export const listMetaFormats = defineRoute({
  operationId: 'listMetaFormats',
  method: 'get',
  path: `${PREFIX}/formats`,
  tag,
  summary: 'Every format with imported tournaments, the newest first',
  description:
    'Each format with its number of tournaments and of their published decklists, and the dates of its newest and oldest ' +
    'tournament, ordered by newest tournament, then by name: what a client offers to pick the format of the share, trend and matchup reads from.',
  access: 'anonymous',
  crossOrigin: 'any',
  success: { status: 200, description: 'The formats', schema: MetaFormats },
  errors: [],
});

export const getMetaShare = defineRoute({
  operationId: 'getMetaShare',
  method: 'get',
  path: `${PREFIX}/share`,
  tag,
  summary: 'Share of the field per archetype, top-8 conversion and match record',
  description:
    `${sources} Share is the archetype’s weight over the field’s (see \`weighting\`); top-8 counts decks placed 1st to 8th; ` +
    'conversion is the top-8 share over the share in events that publish placements. The record counts matches from round results: ' +
    'mirrors, byes and matches against unclassified decks left out, drawn matches apart from the win rate, with a 95% Wilson interval.',
  access: 'anonymous',
  crossOrigin: 'any',
  query: MetaShareQuery,
  success: { status: 200, description: 'The share table', schema: MetaShare },
  errors: [],
});

export const getMetaTrend = defineRoute({
  operationId: 'getMetaTrend',
  method: 'get',
  path: `${PREFIX}/trend`,
  tag,
  summary: 'Share per archetype per ISO week',
  description: `${sources} Every week from the first to the last with a deck is listed, empty weeks between included.`,
  access: 'anonymous',
  crossOrigin: 'any',
  query: MetaTrendQuery,
  success: { status: 200, description: 'The weekly shares', schema: MetaTrend },
  errors: [],
});

export const getMatchupMatrix = defineRoute({
  operationId: 'getMatchupMatrix',
  method: 'get',
  path: `${PREFIX}/matchups`,
  tag,
  summary: 'The public matchup matrix',
  description:
    `${sources} From round results: W-L-D per pairing (more games won wins a match, level is a draw), win rate over decided matches ` +
    'and its 95% Wilson interval. Symmetric (B against A is 1 − A against B) and mirror-free; byes and unclassified decks left out.',
  access: 'anonymous',
  crossOrigin: 'any',
  query: MatchupMatrixQuery,
  success: { status: 200, description: 'The matrix', schema: MatchupMatrix },
  errors: [],
});

/** The public metagame's reads. */
export const METAGAME_READ_ROUTES = [listMetaFormats, getMetaShare, getMetaTrend, getMatchupMatrix];
