import type { z } from 'zod';
import { ok, type CardIdentifier } from '@metagame/core';
import { cards, type cardSchemas, type QueryOf } from '@metagame/contracts';
import { BeginImport } from '@metagame/core/card-data/use-cases/begin-import';
import { GetImportStatus } from '@metagame/core/card-data/use-cases/get-import-status';
import { RunImport } from '@metagame/core/card-data/use-cases/run-import';
import { AutocompleteCardNames } from '@metagame/core/cards/use-cases/autocomplete-card-names';
import { FindCardsByName } from '@metagame/core/cards/use-cases/find-cards-by-name';
import { FindNamedCard } from '@metagame/core/cards/use-cases/find-named-card';
import { GetCard } from '@metagame/core/cards/use-cases/get-card';
import { GetCardPrices } from '@metagame/core/cards/use-cases/get-card-prices';
import { GetSet } from '@metagame/core/cards/use-cases/get-set';
import { ListSetCards } from '@metagame/core/cards/use-cases/list-set-cards';
import { ListSets } from '@metagame/core/cards/use-cases/list-sets';
import { LookupCardCollection } from '@metagame/core/cards/use-cases/lookup-card-collection';
import { SearchCards } from '@metagame/core/cards/use-cases/search-cards';
import { TOKENS } from '../../compose/tokens.js';
import { HttpProblem } from '../http-problem.js';
import {
  presentCard,
  presentIdentifier,
  presentImportStatus,
  presentSeries,
  presentSet,
} from '../presenters/card-presenter.js';
import { handled, route, type RouteRow } from '../route-table.js';

/** Card reference reads (anonymous, cacheable: ETag and Cache-Control) and the card-data import routes. */
export const CARD_ROUTES: readonly RouteRow[] = [
  route({
    contract: cards.listSets,
    useCase: ListSets,
    input: ({ query }) => query,
    present: (page, { query }) => ({ items: page.items.map(presentSet), total: page.total, ...query }),
    page: (page, { query }) => ({ total: page.total, ...query }),
    cacheable: true,
  }),
  route({
    contract: cards.getSet,
    useCase: GetSet,
    input: ({ params }) => ({ code: params.code }),
    present: presentSet,
    cacheable: true,
  }),
  route({
    contract: cards.listSetCards,
    useCase: ListSetCards,
    input: ({ params, query }) => ({ code: params.code, ...query }),
    present: (page, { query }) => ({ items: page.items.map(presentCard), total: page.total, ...query }),
    page: (page, { query }) => ({ total: page.total, limit: query.limit, offset: query.offset }),
    cacheable: true,
  }),
  // The literal /cards/… paths come before /cards/{uuid}, which would otherwise take them for a uuid.
  route({
    contract: cards.autocompleteCards,
    useCase: AutocompleteCardNames,
    input: ({ query }) => ({ q: query.q }),
    present: (out) => ({ data: [...out.names] }),
    cacheable: true,
  }),
  route({
    contract: cards.namedCard,
    useCase: FindNamedCard,
    input: ({ query }) =>
      query.fuzzy !== undefined
        ? { name: query.fuzzy, mode: 'fuzzy' as const, set: query.set ?? null }
        : { name: query.exact ?? '', mode: 'exact' as const, set: query.set ?? null },
    present: presentCard,
    // The 404 says which failure it is and offers the nearest names.
    problem: (error) => ({ detail: error.message, code: error.code, candidates: [...error.candidates] }),
    cacheable: true,
  }),
  route({
    contract: cards.searchCards,
    useCase: SearchCards,
    input: ({ query }) => ({
      q: query.q,
      unique: query.unique,
      order: query.order,
      direction: query.dir,
      page: query.page,
      pageSize: query.page_size,
    }),
    present: (found, { query, req }) => ({
      data: found.cards.map(presentCard),
      has_more: found.hasMore,
      next_page: found.hasMore ? `${req.baseUrl}${req.path}?${nextPage(query).toString()}` : null,
      total: found.total,
    }),
    page: (found, { query }) => ({ total: found.total, page: query.page, pageSize: query.page_size }),
    // A 422 in the validation shape, pointing at the term: where it starts (1-based) and what it is.
    problem: ({ message, position, term }) => ({
      detail: [{ loc: ['query', 'q'], msg: message, type: 'search_syntax', position, term }],
    }),
    cacheable: true,
  }),
  route({
    contract: cards.cardCollection,
    useCase: LookupCardCollection,
    input: ({ body }) => ({ identifiers: body.identifiers.map(toIdentifier) }),
    present: (out) => ({ data: out.found.map(presentCard), not_found: out.notFound.map(presentIdentifier) }),
    cacheable: true,
  }),
  route({
    contract: cards.getCard,
    useCase: GetCard,
    input: ({ params }) => ({ uuid: params.uuid }),
    present: presentCard,
    cacheable: true,
  }),
  route({
    contract: cards.getCardPrices,
    useCase: GetCardPrices,
    input: ({ params }) => ({ uuid: params.uuid }),
    present: (prices) => ({ uuid: prices.uuid, series: prices.series.map(presentSeries) }),
    cacheable: true,
  }),
  route({
    contract: cards.getCardsByName,
    useCase: FindCardsByName,
    input: ({ params, query }) => ({ name: params.name, ...query }),
    present: (page, { query }) => ({ items: page.items.map(presentCard), total: page.total, ...query }),
    page: (page, { query }) => ({ total: page.total, limit: query.limit, offset: query.offset }),
    cacheable: true,
  }),
  route({
    contract: cards.importStatus,
    useCase: GetImportStatus,
    input: () => undefined,
    present: presentImportStatus,
  }),
  handled(
    cards.startImport,
    (resolve) => {
      const begin = resolve(BeginImport);
      const run = resolve(RunImport);
      const background = resolve(TOKENS.BackgroundTasks);
      return async ({ body, query }) => {
        const source = body?.source ?? query.source;
        const force = body?.force ?? query.force ?? false;
        if (!source)
          throw new HttpProblem('REQUEST_VALIDATION_FAILED', [
            {
              loc: ['body', 'source'],
              msg: 'Field required: source (AllPrices or AllPricesToday), in the body or the query.',
              type: 'missing',
            },
          ]);
        const begun = await begin.execute({ source, force });
        if (!begun.ok) return begun;
        const { owner } = begun.value;
        // The job outlives the request: BackgroundTasks runs it in its own EntityManager context, and
        // shutdown aborts it (it records `failed`, interrupted, and frees the lock before the pool closes).
        background.run('card-data-import', (signal) => run.execute({ owner, source, force, signal }));
        return ok(presentImportStatus(begun.value.status));
      };
    },
    // The 409 carries the running import's status beside the detail.
    { problem: (error) => ({ detail: error.message, ...presentImportStatus(error.status) }) },
  ),
];

type SearchQuery = QueryOf<typeof cards.searchCards>;

/** The same search, one page on. */
const nextPage = ({ q, unique, order, dir, page, page_size }: SearchQuery) =>
  new URLSearchParams({ q, unique, order, dir, page: String(page + 1), page_size: String(page_size) });

type IdentifierBody = z.output<typeof cardSchemas.CardIdentifierRead>;

/** A batch identifier as the request spelled it → the core's tagged form. */
function toIdentifier(i: IdentifierBody): CardIdentifier {
  if ('id' in i) return { kind: 'uuid', uuid: i.id };
  if ('scryfall_id' in i) return { kind: 'scryfallId', scryfallId: i.scryfall_id };
  if ('collector_number' in i) return { kind: 'setNumber', set: i.set, number: i.collector_number };
  return { kind: 'name', name: i.name, set: i.set ?? null };
}
