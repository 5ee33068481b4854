import { SqlCardColorSource, SqlCardNameLookup, SqlTournamentRepo } from '@metagame/adapters';
import { classifyDeck, DefinitionsDeckClassifier, keptReferenceColors, WebhookPublisher } from '@metagame/core';
import { GetTournament } from '@metagame/core/metagame/use-cases/get-tournament';
import { ImportTournament } from '@metagame/core/metagame/use-cases/import-tournament';
import { ListTournaments } from '@metagame/core/metagame/use-cases/list-tournaments';
import { areaModule, construct, provide } from './binding.js';
import { TOKENS as T } from './tokens.js';

/** How long an import keeps the card reference's colours before asking again (see keptReferenceColors). */
const REFERENCE_COLORS_KEPT_MS = 5 * 60_000;

/** The public metagame: tournaments imported from the open cache, read by anyone. */
export const metagameModule = areaModule([
  provide(T.TournamentRepo, (get) => new SqlTournamentRepo(get(T.Orm).sql)),
  provide(T.CardNameLookup, (get) => new SqlCardNameLookup(get(T.Orm).sql)),
  provide(T.CardColorSource, (get) => new SqlCardColorSource(get(T.Orm).sql)),
  // An imported deck is classified against its format's current definitions (none: left unclassified
  // until definitions arrive and reclassify every deck of the format), with the card reference's
  // colours of every card their colour overrides do not list. What the reference answered is kept
  // for a few minutes, so a folder of files asks it about each name once.
  provide(T.DeckClassifier, (get) => {
    const colors = keptReferenceColors(get(T.CardColorSource), get(T.Clock), REFERENCE_COLORS_KEPT_MS);
    return new DefinitionsDeckClassifier(get(T.ArchetypeDefinitionRepo), classifyDeck, colors);
  }),

  construct(
    ImportTournament,
    T.TournamentRepo,
    T.CardNameLookup,
    T.DeckClassifier,
    T.UnitOfWork,
    T.IdGenerator,
    T.Clock,
    WebhookPublisher,
  ),
  construct(ListTournaments, T.TournamentRepo),
  construct(GetTournament, T.TournamentRepo),
]);
