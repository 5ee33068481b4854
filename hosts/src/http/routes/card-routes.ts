import { err, ok } from '@metagame/core';
import { cards } from '@metagame/contracts';
import { TOKENS } from '../../compose/tokens.js';
import { HttpProblem } from '../http-problem.js';
import { presentCard, presentImportStatus, presentSeries, presentSet } from '../presenters/card-presenter.js';
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
  route({ contract: cards.getSet, useCase: TOKENS.GetSet, input: ({ params }) => ({ code: params.code }), present: presentSet, cacheable: true }),
  route({
    contract: cards.listSetCards,
    useCase: TOKENS.ListSetCards,
    input: ({ params, query }) => ({ code: params.code, ...query }),
    present: (page, { query }) => ({ items: page.items.map(presentCard), total: page.total, ...query }),
    cacheable: true,
  }),
  route({ contract: cards.getCard, useCase: TOKENS.GetCard, input: ({ params }) => ({ uuid: params.uuid }), present: presentCard, cacheable: true }),
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
  route({ contract: cards.importStatus, useCase: TOKENS.GetImportStatus, input: () => undefined, present: presentImportStatus }),
  handled(cards.startImport, (resolve) => {
    const begin = resolve(TOKENS.BeginImport);
    const run = resolve(TOKENS.RunImport);
    const background = resolve(TOKENS.BackgroundTasks);
    return async ({ body, query, res }) => {
      const source = body?.source ?? query.source;
      const force = body?.force ?? query.force ?? false;
      if (!source) throw new HttpProblem(422, [{ loc: ['body', 'source'], msg: 'Field required: source (AllPrices or AllPricesToday), in the body or the query.', type: 'missing' }]);
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
