import { ok } from '@metagame/core';
import { archetypes } from '@metagame/contracts';
import { GetReclassificationStatus } from '@metagame/core/metagame/use-cases/get-reclassification-status';
import { ImportArchetypeDefinitions } from '@metagame/core/metagame/use-cases/import-archetype-definitions';
import { OverrideDeckArchetype } from '@metagame/core/metagame/use-cases/override-deck-archetype';
import { RunReclassification } from '@metagame/core/metagame/use-cases/run-reclassification';
import { TOKENS } from '../../compose/tokens.js';
import {
  presentDeckArchetype,
  presentDefinitionSet,
  presentReclassification,
} from '../presenters/archetype-presenter.js';
import { handled, route, type RouteRow } from '../route-table.js';

/** Archetype definitions in, the reclassification they start, its status, and a deck's archetype by hand. */
export const METAGAME_ARCHETYPE_ROUTES: readonly RouteRow[] = [
  handled(
    archetypes.importDefinitions,
    (resolve) => {
      const importer = resolve(ImportArchetypeDefinitions);
      const reclassify = resolve(RunReclassification);
      const background = resolve(TOKENS.BackgroundTasks);
      return async ({ body }) => {
        const imported = await importer.execute({ format: body.format, files: body.files });
        if (!imported.ok) return imported;
        const { run, definitions, set } = imported.value;
        // The run outlives the request in its own database context; shutdown aborts it and it records `failed`.
        background.run('archetype-reclassification', (signal) => reclassify.execute({ run, definitions, signal }));
        return ok({ definition_set: presentDefinitionSet(set), reclassification: presentReclassification(run) });
      };
    },
    // The 422 lists every problem beside the detail, each naming its file and JSON path.
    { problem: (error) => ({ detail: error.message, problems: error.problems }) },
  ),
  route({
    contract: archetypes.reclassificationStatus,
    useCase: GetReclassificationStatus,
    input: ({ query }) => ({ format: query.format }),
    present: presentReclassification,
  }),
  route({
    contract: archetypes.overrideDeckArchetype,
    useCase: OverrideDeckArchetype,
    input: ({ params, body }) => ({ deckId: params.deck_id, archetype: body.archetype }),
    present: presentDeckArchetype,
  }),
];
