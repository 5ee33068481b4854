import type { ServiceIdentifier } from 'inversify';
import type {
  CardRatingsRepo,
  DeckBuilder,
  DeckBuilderThrottle,
  DeckFetcher,
  GetArchetypeSummary,
  GetDecklistDiff,
  GetDecklistView,
  GetVersionStats,
  GetMatchupSummary,
  ImportExternalDecklist,
  MatchStatsRepo,
} from '@metagame/core';

const token = <T>(name: string): ServiceIdentifier<T> => Symbol.for(`metagame.${name}`);

/** Service identifiers of tracker analytics and URL import; spread into TOKENS. */
export const TRACKER_ANALYTICS_TOKENS = {
  MatchStatsRepo: token<MatchStatsRepo>('MatchStatsRepo'),
  CardRatingsRepo: token<CardRatingsRepo>('CardRatingsRepo'),
  DeckBuilderThrottle: token<DeckBuilderThrottle>('DeckBuilderThrottle'),
  DeckFetchers: token<Readonly<Record<DeckBuilder, DeckFetcher>>>('DeckFetchers'),
  GetMatchupSummary: token<GetMatchupSummary>('GetMatchupSummary'),
  GetArchetypeSummary: token<GetArchetypeSummary>('GetArchetypeSummary'),
  GetDecklistView: token<GetDecklistView>('GetDecklistView'),
  ImportExternalDecklist: token<ImportExternalDecklist>('ImportExternalDecklist'),
  GetVersionStats: token<GetVersionStats>('GetVersionStats'),
  GetDecklistDiff: token<GetDecklistDiff>('GetDecklistDiff'),
} as const;
