import type { z } from 'zod';
import { err, ok, type CardIdentifier } from '@metagame/core';
import { cards, type cardSchemas } from '@metagame/contracts';
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
    useCase: TOKENS.ListSets,
    input: ({ query }) => query,
    present: (page, { query }) => ({ items: page.items.map(presentSet), total: page.total, ...query }),
    cacheable: true,
  }),
  route({
    contract: cards.getSet,
    useCase: TOKENS.GetSet,
    input: ({ params }) => ({ code: params.code }),
    present: presentSet,
    cacheable: true,
  }),
  route({
    contract: cards.listSetCards,
    useCase: TOKENS.ListSetCards,
    input: ({ params, query }) => ({ code: params.code, ...query }),
    present: (page, { query }) => ({ items: page.items.map(presentCard), total: page.total, ...query }),
    cacheable: true,
  }),
  // The literal /cards/… paths come before /cards/{uuid}, which would otherwise take them for a uuid.
  route({
    contract: cards.autocompleteCards,
    useCase: TOKENS.AutocompleteCardNames,
    input: ({ query }) => ({ q: query.q }),
    present: (out) => ({ data: [...out.names] }),
    cacheable: true,
  }),
  handled(
    cards.namedCard,
    (resolve) => {
      const findNamed = resolve(TOKENS.FindNamedCard);
      return async ({ query, res }) => {
        const fuzzy = query.fuzzy !== undefined;
        const found = await findNamed.execute({
          name: (fuzzy ? query.fuzzy : query.exact) ?? '',
          mode: fuzzy ? 'fuzzy' : 'exact',
          set: query.set ?? null,
        });
        if (found.ok) return ok(presentCard(found.value));
        // The 404 says which failure it is and offers the nearest names.
        res
          .status(404)
          .json({ detail: found.error.message, code: found.error.code, candidates: [...found.error.candidates] });
        return err(found.error);
      };
    },
    { cacheable: true },
  ),
  handled(
    cards.searchCards,
    (resolve) => {
      const search = resolve(TOKENS.SearchCards);
      return async ({ query, req, res }) => {
        const { q, unique, order, dir, page, page_size: pageSize } = query;
        const found = await search.execute({ q, unique, order, direction: dir, page, pageSize });
        if (!found.ok) {
          // 422 in the validation shape, pointing at the term: where it starts (1-based) and what it is.
          const { message, position, term } = found.error;
          res
            .status(422)
            .json({ detail: [{ loc: ['query', 'q'], msg: message, type: 'search_syntax', position, term }] });
          return err(found.error);
        }
        const next = new URLSearchParams({
          q,
          unique,
          order,
          dir,
          page: String(page + 1),
          page_size: String(pageSize),
        });
        return ok({
          data: found.value.cards.map(presentCard),
          has_more: found.value.hasMore,
          next_page: found.value.hasMore ? `${req.baseUrl}${req.path}?${next.toString()}` : null,
          total: found.value.total,
        });
      };
    },
    { cacheable: true },
  ),
  route({
    contract: cards.cardCollection,
    useCase: TOKENS.LookupCardCollection,
    input: ({ body }) => ({ identifiers: body.identifiers.map(toIdentifier) }),
    present: (out) => ({ data: out.found.map(presentCard), not_found: out.notFound.map(presentIdentifier) }),
    cacheable: true,
  }),
  route({
    contract: cards.getCard,
    useCase: TOKENS.GetCard,
    input: ({ params }) => ({ uuid: params.uuid }),
    present: presentCard,
    cacheable: true,
  }),
  route({
    contract: cards.getCardPrices,
    useCase: TOKENS.GetCardPrices,
    input: ({ params }) => ({ uuid: params.uuid }),
    present: (prices) => ({ uuid: prices.uuid, series: prices.series.map(presentSeries) }),
    cacheable: true,
  }),
  route({
    contract: cards.getCardsByName,
    useCase: TOKENS.FindCardsByName,
    input: ({ params, query }) => ({ name: params.name, ...query }),
    present: (page, { query }) => ({ items: page.items.map(presentCard), total: page.total, ...query }),
    cacheable: true,
  }),
  route({
    contract: cards.importStatus,
    useCase: TOKENS.GetImportStatus,
    input: () => undefined,
    present: presentImportStatus,
  }),
  handled(cards.startImport, (resolve) => {
    const begin = resolve(TOKENS.BeginImport);
    const run = resolve(TOKENS.RunImport);
    const background = resolve(TOKENS.BackgroundTasks);
    return async ({ body, query, res }) => {
      const source = body?.source ?? query.source;
      const force = body?.force ?? query.force ?? false;
      if (!source)
        throw new HttpProblem(422, [
          {
            loc: ['body', 'source'],
            msg: 'Field required: source (AllPrices or AllPricesToday), in the body or the query.',
            type: 'missing',
          },
        ]);
      const begun = await begin.execute({ source, force });
      if (!begun.ok) {
        // The 409 carries the running import's status beside the detail.
        res.status(409).json({ detail: begun.error.message, ...presentImportStatus(begun.error.status) });
        return err(begun.error);
      }
      const { owner } = begun.value;
      // The job outlives the request: BackgroundTasks runs it in its own EntityManager context, and
      // shutdown aborts it (it records `failed`, interrupted, and frees the lock before the pool closes).
      background.run('card-data-import', (signal) => run.execute({ owner, source, force, signal }));
      return ok(presentImportStatus(begun.value.status));
    };
  }),
];

type IdentifierBody = z.output<typeof cardSchemas.CardIdentifierRead>;

/** A batch identifier as the request spelled it → the core's tagged form. */
function toIdentifier(i: IdentifierBody): CardIdentifier {
  if ('id' in i) return { kind: 'uuid', uuid: i.id };
  if ('scryfall_id' in i) return { kind: 'scryfallId', scryfallId: i.scryfall_id };
  if ('collector_number' in i) return { kind: 'setNumber', set: i.set, number: i.collector_number };
  return { kind: 'name', name: i.name, set: i.set ?? null };
}
