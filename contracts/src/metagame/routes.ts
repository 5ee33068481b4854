import { z } from 'zod';
import { PAGE_HEADERS } from '../pagination.js';
import { defineRoute } from '../route-contract.js';
import {
  META_PREFIX as P,
  META_TAG as tag,
  TournamentFileBody,
  TournamentImportQuery,
  TournamentImportReport,
  TournamentListQuery,
  TournamentParams,
  TournamentRead,
  TournamentSummary,
} from './schemas.js';

export const importTournament = defineRoute({
  operationId: 'importTournament',
  method: 'post',
  path: `${P}/tournaments/import`,
  tag,
  summary: 'Import one tournament file (admins and ML developers); the same event again replaces it',
  description:
    'The file is validated whole first: a malformed one is refused with 422, each problem named by its JSON path ' +
    '(`Decks[3].Mainboard[2].Count`), and nothing is written. Card names are kept as published; those matching ' +
    'no card of the reference are reported. Standings that disagree with the rounds mark the event inconsistent.',
  access: 'ml_developer',
  query: TournamentImportQuery,
  body: TournamentFileBody,
  success: { status: 200, description: 'What was imported', schema: TournamentImportReport },
  errors: ['VALIDATION_FAILED'],
});

export const listTournaments = defineRoute({
  operationId: 'listTournaments',
  method: 'get',
  path: `${P}/tournaments`,
  tag,
  summary: 'Imported tournaments, newest first, by format and date window',
  access: 'anonymous',
  crossOrigin: 'any',
  query: TournamentListQuery,
  success: {
    status: 200,
    description: 'A page of tournaments',
    schema: z.array(TournamentSummary),
    headers: [...PAGE_HEADERS],
  },
  errors: [],
});

export const getTournament = defineRoute({
  operationId: 'getTournament',
  method: 'get',
  path: `${P}/tournaments/{tournament_id}`,
  tag,
  summary: 'One tournament with its standings, rounds and each deck’s archetype',
  access: 'anonymous',
  crossOrigin: 'any',
  params: TournamentParams,
  success: { status: 200, description: 'The tournament', schema: TournamentRead },
  errors: ['NOT_FOUND'],
});

export const METAGAME_ROUTES = [importTournament, listTournaments, getTournament] as const;
