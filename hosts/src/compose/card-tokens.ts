import type { ServiceIdentifier } from 'inversify';
import type {
  AutocompleteCardNames,
  BeginImport,
  CardSearchRepo,
  FindNamedCard,
  LookupCardCollection,
  PriceCards,
  SearchCards,
  CardDataSource,
  CardDataStore,
  CardReadRepo,
  FindCardsByName,
  GetCard,
  GetCardPrices,
  GetImportStatus,
  GetSet,
  ImportStatusRepo,
  ListSetCards,
  ListSets,
  RunImport,
} from '@metagame/core';

const token = <T>(name: string): ServiceIdentifier<T> => Symbol.for(`metagame.${name}`);

/** Service identifiers of the card reference and the card-data import. */
export const CARD_TOKENS = {
  CardReadRepo: token<CardReadRepo>('CardReadRepo'),
  CardDataStore: token<CardDataStore>('CardDataStore'),
  CardDataSource: token<CardDataSource>('CardDataSource'),
  ImportStatusRepo: token<ImportStatusRepo>('ImportStatusRepo'),
  ListSets: token<ListSets>('ListSets'),
  GetSet: token<GetSet>('GetSet'),
  ListSetCards: token<ListSetCards>('ListSetCards'),
  GetCard: token<GetCard>('GetCard'),
  GetCardPrices: token<GetCardPrices>('GetCardPrices'),
  FindCardsByName: token<FindCardsByName>('FindCardsByName'),
  CardSearchRepo: token<CardSearchRepo>('CardSearchRepo'),
  PriceCards: token<PriceCards>('PriceCards'),
  AutocompleteCardNames: token<AutocompleteCardNames>('AutocompleteCardNames'),
  FindNamedCard: token<FindNamedCard>('FindNamedCard'),
  SearchCards: token<SearchCards>('SearchCards'),
  LookupCardCollection: token<LookupCardCollection>('LookupCardCollection'),
  BeginImport: token<BeginImport>('BeginImport'),
  RunImport: token<RunImport>('RunImport'),
  GetImportStatus: token<GetImportStatus>('GetImportStatus'),
} as const;
