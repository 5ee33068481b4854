import type { Clock } from '../../shared/clock.js';
import type { IdGenerator } from '../../shared/id-generator.js';
import { err, ok, type Result } from '../../shared/result.js';
import type { DefinitionSet } from '../classifier/definition-set.js';
import { parseDefinitionFiles, type DefinitionFile } from '../classifier/parse-definition-files.js';
import { definitionsInvalid, type DefinitionsInvalid } from '../archetype-errors.js';
import { NO_MATCHES, type Reclassification } from '../entities/reclassification.js';
import type { StoredDefinitionSet } from '../entities/stored-definition-set.js';
import type { ArchetypeDefinitionRepo } from '../ports/archetype-definition-repo.js';
import type { DeckArchetypeRepo } from '../ports/deck-archetype-repo.js';
import type { ReclassificationRepo } from '../ports/reclassification-repo.js';

export interface ImportArchetypeDefinitionsInput {
  /** Lower-case format name, e.g. `modern`. */
  readonly format: string;
  /** In load order, which decides ties between archetypes. */
  readonly files: readonly DefinitionFile[];
}
export interface ImportArchetypeDefinitionsOutput {
  readonly set: StoredDefinitionSet;
  /** The run that relabels the format's decks, recorded as running; RunReclassification does the work. */
  readonly run: Reclassification;
  readonly definitions: DefinitionSet;
}

/** Validates a format's definition files, keeps them as the format's current set and opens the run that applies them. */
export class ImportArchetypeDefinitions {
  constructor(
    private readonly definitions: ArchetypeDefinitionRepo,
    private readonly runs: ReclassificationRepo,
    private readonly decks: DeckArchetypeRepo,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
  ) {}

  async execute(
    input: ImportArchetypeDefinitionsInput,
  ): Promise<Result<ImportArchetypeDefinitionsOutput, DefinitionsInvalid>> {
    const parsed = parseDefinitionFiles(input.format, input.files);
    if (!parsed.ok) return err(definitionsInvalid(parsed.problems));
    const now = this.clock.now();
    const set: StoredDefinitionSet = {
      id: this.ids.newId(),
      format: input.format,
      importedAt: now,
      files: input.files,
      archetypeCount: parsed.definitions.archetypes.length,
      fallbackCount: parsed.definitions.fallbacks.length,
    };
    await this.definitions.save(set);
    const run: Reclassification = {
      id: this.ids.newId(),
      format: input.format,
      definitionSetId: set.id,
      state: 'running',
      startedAt: now,
      finishedAt: null,
      total: await this.decks.countOfFormat(input.format),
      done: 0,
      counts: NO_MATCHES,
      message: null,
    };
    await this.runs.start(run);
    return ok({ set, run, definitions: parsed.definitions });
  }
}
