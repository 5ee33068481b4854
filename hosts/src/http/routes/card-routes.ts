import type { Container } from 'inversify';
import { ok, type DomainError, type Result } from '@metagame/core';
import { cards } from '@metagame/contracts';
import { TOKENS } from '../../compose/tokens.js';
import { answeredNotModified } from '../conditional-get.js';
import { HttpProblem } from '../http-problem.js';
import { presentCard, presentImportStatus, presentSeries, presentSet } from '../presenters/card-presenter.js';
import type { HandlerContext, RouteBinder } from '../route-binder.js';

/** Cacheable answer: ETag + Cache-Control, or a 304 the binder leaves alone (headers already sent). */
function cached<T>(ctx: Pick<HandlerContext<unknown>, 'req' | 'res'>, body: T): Result<T, DomainError> {
  answeredNotModified(ctx.req, ctx.res, body);
  return ok(body);
}

/** Card reference reads (anonymous, cacheable) and the card-data import routes. */
export function mountCardRoutes(bind: RouteBinder, container: Container): void {
  const get = container.get.bind(container);

  bind.bind(cards.listSets, async (ctx) => {
    const page = await get(TOKENS.ListSets).execute(ctx.query);
    return cached(ctx, { items: page.items.map(presentSet), total: page.total, ...ctx.query });
  });

  bind.bind(cards.getSet, async (ctx) => {
    const result = await get(TOKENS.GetSet).execute({ code: ctx.params.code });
    return result.ok ? cached(ctx, presentSet(result.value)) : result;
  });

  bind.bind(cards.listSetCards, async (ctx) => {
    const result = await get(TOKENS.ListSetCards).execute({ code: ctx.params.code, ...ctx.query });
    if (!result.ok) return result;
    return cached(ctx, { items: result.value.items.map(presentCard), total: result.value.total, ...ctx.query });
  });

  bind.bind(cards.getCard, async (ctx) => {
    const result = await get(TOKENS.GetCard).execute({ uuid: ctx.params.uuid });
    return result.ok ? cached(ctx, presentCard(result.value)) : result;
  });

  bind.bind(cards.getCardPrices, async (ctx) => {
    const result = await get(TOKENS.GetCardPrices).execute({ uuid: ctx.params.uuid });
    return result.ok ? cached(ctx, { uuid: result.value.uuid, series: result.value.series.map(presentSeries) }) : result;
  });

  bind.bind(cards.getCardsByName, async (ctx) => {
    const result = await get(TOKENS.FindCardsByName).execute({ name: ctx.params.name, ...ctx.query });
    if (!result.ok) return result;
    return cached(ctx, { items: result.value.items.map(presentCard), total: result.value.total, ...ctx.query });
  });

  bind.bind(cards.importStatus, async () => ok(presentImportStatus(await get(TOKENS.GetImportStatus).execute())));

  bind.bind(cards.startImport, async ({ body, query, res }) => {
    const source = body?.source ?? query.source;
    const force = body?.force ?? query.force ?? false;
    if (!source) throw new HttpProblem(422, [{ loc: ['body', 'source'], msg: 'Field required: source (AllPrices or AllPricesToday), in the body or the query.', type: 'missing' }]);
    const begun = await get(TOKENS.BeginImport).execute({ source, force });
    if (!begun.ok) {
      res.status(409).json({ detail: begun.error.message, ...presentImportStatus(begun.error.status) });
      return ok(presentImportStatus(begun.error.status));
    }
    const { owner } = begun.value;
    // The job outlives the request: BackgroundTasks runs it in its own EntityManager context.
    get(TOKENS.BackgroundTasks).run('card-data-import', () => get(TOKENS.RunImport).execute({ owner, source, force }));
    return ok(presentImportStatus(begun.value.status));
  });
}
