import { WebhookPublisher } from '@metagame/core';
import {
  MikroOrmCardDataStore,
  MikroOrmCardReadRepo,
  MikroOrmCardSearchRepo,
  MikroOrmImportStatusRepo,
  PendingReleaseStatusRepo,
  MtgjsonCardDataSource,
} from '@metagame/adapters';
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
import { PriceCards } from '@metagame/core/cards/use-cases/price-cards';
import { SearchCards } from '@metagame/core/cards/use-cases/search-cards';
import { areaModule, construct, provide, setting } from './binding.js';
import { TOKENS as T } from './tokens.js';

/** Card reference reads and the MTGJSON import. */
export const cardsModule = areaModule([
  provide(T.CardReadRepo, (get) => new MikroOrmCardReadRepo(get(T.Orm).sql)),
  provide(T.CardSearchRepo, (get) => new MikroOrmCardSearchRepo(get(T.Orm).sql)),
  provide(T.CardDataStore, (get) => new MikroOrmCardDataStore(get(T.Orm).sql)),
  provide(
    T.ImportStatusRepo,
    (get) =>
      new PendingReleaseStatusRepo(
        new MikroOrmImportStatusRepo(get(T.Orm).sql, { clock: get(T.Clock), logger: get(T.Logger) }),
        get(T.Logger),
      ),
  ),
  provide(T.CardDataSource, (get) => {
    const { baseUrl, idleTimeoutSeconds } = get(T.Config).cardData;
    return new MtgjsonCardDataSource(baseUrl, { idleTimeoutMs: idleTimeoutSeconds * 1000 });
  }),

  construct(
    PriceCards,
    T.CardReadRepo,
    T.Clock,
    setting(({ cardData }) => ({ staleAfterDays: cardData.priceStaleDays })),
  ),
  construct(ListSets, T.CardReadRepo),
  construct(GetSet, T.CardReadRepo),
  construct(ListSetCards, T.CardReadRepo, PriceCards),
  construct(GetCard, T.CardReadRepo, PriceCards),
  construct(GetCardPrices, T.CardReadRepo),
  construct(FindCardsByName, T.CardReadRepo, PriceCards),
  construct(AutocompleteCardNames, T.CardSearchRepo),
  construct(FindNamedCard, T.CardSearchRepo, PriceCards),
  construct(SearchCards, T.CardSearchRepo, PriceCards),
  construct(LookupCardCollection, T.CardSearchRepo, PriceCards),

  construct(BeginImport, T.ImportStatusRepo, T.CardDataStore, T.IdGenerator, T.Clock),
  construct(RunImport, T.CardDataSource, T.CardDataStore, T.ImportStatusRepo, T.Clock, T.Logger, WebhookPublisher),
  construct(GetImportStatus, T.ImportStatusRepo, T.Clock),
]);
