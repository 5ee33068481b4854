import { SqlArchetypeDefinitionRepo, SqlDeckArchetypeRepo, SqlReclassificationRepo } from '@metagame/adapters';
import { GetReclassificationStatus } from '@metagame/core/metagame/use-cases/get-reclassification-status';
import { ImportArchetypeDefinitions } from '@metagame/core/metagame/use-cases/import-archetype-definitions';
import { OverrideDeckArchetype } from '@metagame/core/metagame/use-cases/override-deck-archetype';
import { ReapplyArchetypeDefinitions } from '@metagame/core/metagame/use-cases/reapply-archetype-definitions';
import { RunReclassification } from '@metagame/core/metagame/use-cases/run-reclassification';
import { areaModule, construct, provide } from './binding.js';
import { TOKENS as T } from './tokens.js';

/** Archetypes of the public metagame: definition sets, the reclassification runs, hand overrides. */
export const metagameArchetypesModule = areaModule([
  provide(T.ArchetypeDefinitionRepo, (get) => new SqlArchetypeDefinitionRepo(get(T.Orm).sql)),
  provide(T.ReclassificationRepo, (get) => new SqlReclassificationRepo(get(T.Orm).sql, { clock: get(T.Clock) })),
  provide(T.DeckArchetypeRepo, (get) => new SqlDeckArchetypeRepo(get(T.Orm).sql)),

  construct(
    ImportArchetypeDefinitions,
    T.ArchetypeDefinitionRepo,
    T.ReclassificationRepo,
    T.DeckArchetypeRepo,
    T.IdGenerator,
    T.Clock,
  ),
  construct(ReapplyArchetypeDefinitions, T.ArchetypeDefinitionRepo, ImportArchetypeDefinitions),
  construct(RunReclassification, T.DeckArchetypeRepo, T.ReclassificationRepo, T.CardColorSource, T.Clock),
  construct(GetReclassificationStatus, T.ReclassificationRepo, T.Clock),
  construct(OverrideDeckArchetype, T.DeckArchetypeRepo),
]);
