import { metagame } from '@metagame/contracts';
import type { FileIssue } from '@metagame/core';
import { GetTournament } from '@metagame/core/metagame/use-cases/get-tournament';
import { ImportTournament } from '@metagame/core/metagame/use-cases/import-tournament';
import { ListTournaments } from '@metagame/core/metagame/use-cases/list-tournaments';
import { presentImportReport, presentTournament, presentTournamentSummary } from '../presenters/metagame-presenter.js';
import { route, type RouteRow } from '../route-table.js';

const DAY_MS = 86_400_000;

/** `Decks[3].Mainboard[2].Count` as a 422 location: `["body", "Decks", 3, "Mainboard", 2, "Count"]`. */
const locationOf = (path: string): (string | number)[] =>
  path === '$'
    ? ['body']
    : ['body', ...path.split(/\.|(?=\[)/).map((part) => (part.startsWith('[') ? Number(part.slice(1, -1)) : part))];

const issue = (i: FileIssue) => ({ loc: locationOf(i.path), msg: `${i.path} ${i.message}`, type: 'tournament_file' });

/** Tournaments of the public metagame: imported by admins and ML developers, read by anyone. */
export const METAGAME_ROUTES: readonly RouteRow[] = [
  route({
    contract: metagame.importTournament,
    useCase: ImportTournament,
    input: ({ body, query }) => ({ content: body, format: query.format ?? null, fileName: null, contentHash: null }),
    present: presentImportReport,
    // A malformed file answers in the 422 shape, one entry per problem, located in the body.
    problem: (error) =>
      'issues' in error
        ? { detail: error.issues.map(issue), code: error.code }
        : { detail: [{ loc: ['query', 'format'], msg: error.message, type: 'tournament_format' }], code: error.code },
  }),
  route({
    contract: metagame.listTournaments,
    useCase: ListTournaments,
    input: ({ query }) => ({
      format: query.format ?? null,
      from: query.from ? new Date(`${query.from}T00:00:00Z`) : null,
      // `to` is a day, included whole.
      to: query.to ? new Date(new Date(`${query.to}T00:00:00Z`).getTime() + DAY_MS) : null,
      limit: query.limit,
      offset: query.offset,
    }),
    present: (page) => page.tournaments.map(presentTournamentSummary),
    page: (page, { query }) => ({ total: page.total, limit: query.limit, offset: query.offset }),
  }),
  route({
    contract: metagame.getTournament,
    useCase: GetTournament,
    input: ({ params }) => ({ id: params.tournament_id }),
    present: presentTournament,
  }),
];
