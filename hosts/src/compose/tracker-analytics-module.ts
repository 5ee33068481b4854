import { ContainerModule } from 'inversify';
import {
  ArchidektDeckFetcher,
  MikroOrmCardRatingsRepo,
  MikroOrmDeckBuilderThrottle,
  MikroOrmMatchStatsRepo,
  MoxfieldDeckFetcher,
} from '@metagame/adapters';
import {
  GetArchetypeSummary,
  GetDecklistDiff,
  GetDecklistView,
  GetMatchupSummary,
  GetVersionStats,
  ImportExternalDecklist,
} from '@metagame/core';
import { TOKENS as T } from './tokens.js';

/** Archidekt needs no issued agent; a fixed descriptive one keeps a Moxfield-issued agent to Moxfield. */
export const ARCHIDEKT_USER_AGENT = 'Metagame/1.0 (deck tracker; decklist import)';
/**
 * Spacing of requests to one deck builder: the spec's 1 per second plus a 100 ms margin, because
 * network jitter can bring two requests sent 1 s apart closer together by the time they arrive.
 */
export const DECK_BUILDER_SPACING_MS = 1_100;

/** Tracker analytics (summaries, decklist colouring) and URL import, over the tracker module's repos. */
export const trackerAnalyticsModule = new ContainerModule(({ bind }) => {
  bind(T.MatchStatsRepo)
    .toDynamicValue((ctx) => new MikroOrmMatchStatsRepo(ctx.get(T.Orm).sql))
    .inSingletonScope();
  bind(T.CardRatingsRepo)
    .toDynamicValue((ctx) => new MikroOrmCardRatingsRepo(ctx.get(T.Orm).sql))
    .inSingletonScope();
  bind(T.DeckBuilderThrottle)
    .toDynamicValue(
      (ctx) => new MikroOrmDeckBuilderThrottle(ctx.get(T.Orm).sql, { intervalMs: DECK_BUILDER_SPACING_MS }),
    )
    .inSingletonScope();
  bind(T.DeckFetchers)
    .toDynamicValue((ctx) => {
      const sources = ctx.get(T.Config).deckSources;
      const timeoutMs = sources.timeoutSeconds * 1000;
      return {
        moxfield: new MoxfieldDeckFetcher({
          baseUrl: sources.moxfieldBaseUrl,
          userAgent: sources.moxfieldUserAgent,
          apiKey: sources.moxfieldApiKey,
          timeoutMs,
        }),
        archidekt: new ArchidektDeckFetcher({
          baseUrl: sources.archidektBaseUrl,
          userAgent: ARCHIDEKT_USER_AGENT,
          timeoutMs,
        }),
      };
    })
    .inSingletonScope();
  bind(T.GetMatchupSummary)
    .toDynamicValue((ctx) => new GetMatchupSummary(ctx.get(T.ResolveReadableOwner), ctx.get(T.MatchStatsRepo)))
    .inSingletonScope();
  bind(T.GetArchetypeSummary)
    .toDynamicValue((ctx) => new GetArchetypeSummary(ctx.get(T.ResolveReadableOwner), ctx.get(T.MatchStatsRepo)))
    .inSingletonScope();
  bind(T.GetDecklistView)
    .toDynamicValue(
      (ctx) =>
        new GetDecklistView(
          ctx.get(T.ResolveReadableOwner),
          ctx.get(T.PersonalDeckRepo),
          ctx.get(T.DecklistVersionRepo),
          ctx.get(T.CardRatingsRepo),
        ),
    )
    .inSingletonScope();
  bind(T.GetVersionStats)
    .toDynamicValue(
      (ctx) =>
        new GetVersionStats(
          ctx.get(T.ResolveReadableOwner),
          ctx.get(T.PersonalDeckRepo),
          ctx.get(T.DecklistVersionRepo),
          ctx.get(T.MatchStatsRepo),
        ),
    )
    .inSingletonScope();
  bind(T.GetDecklistDiff)
    .toDynamicValue(
      (ctx) =>
        new GetDecklistDiff(
          ctx.get(T.ResolveReadableOwner),
          ctx.get(T.PersonalDeckRepo),
          ctx.get(T.DecklistVersionRepo),
        ),
    )
    .inSingletonScope();
  bind(T.ImportExternalDecklist)
    .toDynamicValue(
      (ctx) =>
        new ImportExternalDecklist(
          ctx.get(T.PersonalDeckRepo),
          ctx.get(T.AddDecklistVersion),
          ctx.get(T.DeckFetchers),
          ctx.get(T.DeckBuilderThrottle),
        ),
    )
    .inSingletonScope();
});
