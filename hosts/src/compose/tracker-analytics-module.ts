import {
  ArchidektDeckFetcher,
  MikroOrmCardRatingsRepo,
  MikroOrmDeckBuilderThrottle,
  MikroOrmMatchStatsRepo,
  MoxfieldDeckFetcher,
} from '@metagame/adapters';
import { GetArchetypeSummary } from '@metagame/core/tracker-analytics/use-cases/get-archetype-summary';
import { GetDecklistDiff } from '@metagame/core/tracker-analytics/use-cases/get-decklist-diff';
import { GetDecklistView } from '@metagame/core/tracker-analytics/use-cases/get-decklist-view';
import { GetMatchupSummary } from '@metagame/core/tracker-analytics/use-cases/get-matchup-summary';
import { GetVersionStats } from '@metagame/core/tracker-analytics/use-cases/get-version-stats';
import { ImportExternalDecklist } from '@metagame/core/tracker-analytics/use-cases/import-external-decklist';
import { AddDecklistVersion } from '@metagame/core/tracker/use-cases/add-decklist-version';
import { ResolveReadableOwner } from '@metagame/core/tracker/use-cases/resolve-readable-owner';
import { areaModule, construct, provide } from './binding.js';
import { TOKENS as T } from './tokens.js';

/** Archidekt needs no issued agent; a fixed descriptive one keeps a Moxfield-issued agent to Moxfield. */
export const ARCHIDEKT_USER_AGENT = 'Metagame/1.0 (deck tracker; decklist import)';
/**
 * Spacing of requests to one deck builder: the deck builders ask for at most one request per second,
 * plus a 100 ms margin, because network jitter can bring two requests sent 1 s apart closer together
 * by the time they arrive.
 */
export const DECK_BUILDER_SPACING_MS = 1_100;

/** Tracker analytics (summaries, decklist colouring) and URL import, over the tracker module's repos. */
export const trackerAnalyticsModule = areaModule([
  provide(T.MatchStatsRepo, (get) => new MikroOrmMatchStatsRepo(get(T.Orm).sql)),
  provide(T.CardRatingsRepo, (get) => new MikroOrmCardRatingsRepo(get(T.Orm).sql)),
  provide(
    T.DeckBuilderThrottle,
    (get) => new MikroOrmDeckBuilderThrottle(get(T.Orm).sql, { intervalMs: DECK_BUILDER_SPACING_MS }),
  ),
  provide(T.DeckFetchers, (get) => {
    const sources = get(T.Config).deckSources;
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
  }),

  construct(GetMatchupSummary, ResolveReadableOwner, T.MatchStatsRepo),
  construct(GetArchetypeSummary, ResolveReadableOwner, T.MatchStatsRepo),
  construct(GetDecklistView, ResolveReadableOwner, T.PersonalDeckRepo, T.DecklistVersionRepo, T.CardRatingsRepo),
  construct(GetVersionStats, ResolveReadableOwner, T.PersonalDeckRepo, T.DecklistVersionRepo, T.MatchStatsRepo),
  construct(GetDecklistDiff, ResolveReadableOwner, T.PersonalDeckRepo, T.DecklistVersionRepo),
  construct(ImportExternalDecklist, T.PersonalDeckRepo, AddDecklistVersion, T.DeckFetchers, T.DeckBuilderThrottle),
]);
