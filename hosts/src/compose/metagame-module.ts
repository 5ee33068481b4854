import { SqlCardNameLookup, SqlTournamentRepo } from '@metagame/adapters';
import { GetTournament } from '@metagame/core/metagame/use-cases/get-tournament';
import { ImportTournament } from '@metagame/core/metagame/use-cases/import-tournament';
import { ListTournaments } from '@metagame/core/metagame/use-cases/list-tournaments';
import { areaModule, construct, provide } from './binding.js';
import { NoArchetypeDefinitions } from './no-archetype-definitions.js';
import { TOKENS as T } from './tokens.js';

/** The public metagame: tournaments imported from the open cache, read by anyone. */
export const metagameModule = areaModule([
  provide(T.TournamentRepo, (get) => new SqlTournamentRepo(get(T.Orm).sql)),
  provide(T.CardNameLookup, (get) => new SqlCardNameLookup(get(T.Orm).sql)),
  provide(T.DeckClassifier, () => new NoArchetypeDefinitions()),

  construct(
    ImportTournament,
    T.TournamentRepo,
    T.CardNameLookup,
    T.DeckClassifier,
    T.UnitOfWork,
    T.IdGenerator,
    T.Clock,
  ),
  construct(ListTournaments, T.TournamentRepo),
  construct(GetTournament, T.TournamentRepo),
]);
