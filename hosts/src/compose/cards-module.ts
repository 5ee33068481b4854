import { ContainerModule } from 'inversify';
import {
  MikroOrmCardDataStore,
  MikroOrmCardReadRepo,
  MikroOrmCardSearchRepo,
  MikroOrmImportStatusRepo,
  PendingReleaseStatusRepo,
  MtgjsonCardDataSource,
} from '@metagame/adapters';
import {
  AutocompleteCardNames,
  BeginImport,
  FindCardsByName,
  FindNamedCard,
  GetCard,
  GetCardPrices,
  GetImportStatus,
  GetSet,
  ListSetCards,
  ListSets,
  LookupCardCollection,
  PriceCards,
  RunImport,
  SearchCards,
} from '@metagame/core';
import { TOKENS } from './tokens.js';

/** Card reference reads and the MTGJSON import. */
export const cardsModule = new ContainerModule(({ bind }) => {
  bind(TOKENS.CardReadRepo)
    .toDynamicValue((ctx) => new MikroOrmCardReadRepo(ctx.get(TOKENS.Orm).sql))
    .inSingletonScope();
  bind(TOKENS.CardDataStore)
    .toDynamicValue((ctx) => new MikroOrmCardDataStore(ctx.get(TOKENS.Orm).sql))
    .inSingletonScope();
  bind(TOKENS.ImportStatusRepo)
    .toDynamicValue(
      (ctx) =>
        new PendingReleaseStatusRepo(
          new MikroOrmImportStatusRepo(ctx.get(TOKENS.Orm).sql, {
            clock: ctx.get(TOKENS.Clock),
            logger: ctx.get(TOKENS.Logger),
          }),
          ctx.get(TOKENS.Logger),
        ),
    )
    .inSingletonScope();
  bind(TOKENS.CardDataSource)
    .toDynamicValue((ctx) => {
      const { baseUrl, idleTimeoutSeconds } = ctx.get(TOKENS.Config).cardData;
      return new MtgjsonCardDataSource(baseUrl, { idleTimeoutMs: idleTimeoutSeconds * 1000 });
    })
    .inSingletonScope();
  bind(TOKENS.ListSets)
    .toDynamicValue((ctx) => new ListSets(ctx.get(TOKENS.CardReadRepo)))
    .inSingletonScope();
  bind(TOKENS.GetSet)
    .toDynamicValue((ctx) => new GetSet(ctx.get(TOKENS.CardReadRepo)))
    .inSingletonScope();
  bind(TOKENS.CardSearchRepo)
    .toDynamicValue((ctx) => new MikroOrmCardSearchRepo(ctx.get(TOKENS.Orm).sql))
    .inSingletonScope();
  bind(TOKENS.PriceCards)
    .toDynamicValue(
      (ctx) =>
        new PriceCards(ctx.get(TOKENS.CardReadRepo), ctx.get(TOKENS.Clock), {
          staleAfterDays: ctx.get(TOKENS.Config).cardData.priceStaleDays,
        }),
    )
    .inSingletonScope();
  bind(TOKENS.ListSetCards)
    .toDynamicValue((ctx) => new ListSetCards(ctx.get(TOKENS.CardReadRepo), ctx.get(TOKENS.PriceCards)))
    .inSingletonScope();
  bind(TOKENS.GetCard)
    .toDynamicValue((ctx) => new GetCard(ctx.get(TOKENS.CardReadRepo), ctx.get(TOKENS.PriceCards)))
    .inSingletonScope();
  bind(TOKENS.GetCardPrices)
    .toDynamicValue((ctx) => new GetCardPrices(ctx.get(TOKENS.CardReadRepo)))
    .inSingletonScope();
  bind(TOKENS.FindCardsByName)
    .toDynamicValue((ctx) => new FindCardsByName(ctx.get(TOKENS.CardReadRepo), ctx.get(TOKENS.PriceCards)))
    .inSingletonScope();
  bind(TOKENS.AutocompleteCardNames)
    .toDynamicValue((ctx) => new AutocompleteCardNames(ctx.get(TOKENS.CardSearchRepo)))
    .inSingletonScope();
  bind(TOKENS.FindNamedCard)
    .toDynamicValue((ctx) => new FindNamedCard(ctx.get(TOKENS.CardSearchRepo), ctx.get(TOKENS.PriceCards)))
    .inSingletonScope();
  bind(TOKENS.SearchCards)
    .toDynamicValue((ctx) => new SearchCards(ctx.get(TOKENS.CardSearchRepo), ctx.get(TOKENS.PriceCards)))
    .inSingletonScope();
  bind(TOKENS.LookupCardCollection)
    .toDynamicValue((ctx) => new LookupCardCollection(ctx.get(TOKENS.CardSearchRepo), ctx.get(TOKENS.PriceCards)))
    .inSingletonScope();
  bind(TOKENS.BeginImport)
    .toDynamicValue(
      (ctx) =>
        new BeginImport(
          ctx.get(TOKENS.ImportStatusRepo),
          ctx.get(TOKENS.CardDataStore),
          ctx.get(TOKENS.IdGenerator),
          ctx.get(TOKENS.Clock),
        ),
    )
    .inSingletonScope();
  bind(TOKENS.RunImport)
    .toDynamicValue(
      (ctx) =>
        new RunImport(
          ctx.get(TOKENS.CardDataSource),
          ctx.get(TOKENS.CardDataStore),
          ctx.get(TOKENS.ImportStatusRepo),
          ctx.get(TOKENS.Clock),
          ctx.get(TOKENS.Logger),
        ),
    )
    .inSingletonScope();
  bind(TOKENS.GetImportStatus)
    .toDynamicValue((ctx) => new GetImportStatus(ctx.get(TOKENS.ImportStatusRepo), ctx.get(TOKENS.Clock)))
    .inSingletonScope();
});
