import { err, type Result } from '../../shared/result.js';
import { noReclassification, type DefinitionsInvalid, type MetagameNotFound } from '../archetype-errors.js';
import type { ArchetypeDefinitionRepo } from '../ports/archetype-definition-repo.js';
import type { ImportArchetypeDefinitions, ImportArchetypeDefinitionsOutput } from './import-archetype-definitions.js';

export interface ReapplyArchetypeDefinitionsInput {
  /** Lower-case format name, e.g. `modern`. */
  readonly format: string;
}

/**
 * Imports a format's current definition files again, as they were imported, and opens the run that
 * relabels every deck of the format: labels computed before a card reached the card reference, or
 * before the classification rules changed, are computed anew without anyone sending the files.
 */
export class ReapplyArchetypeDefinitions {
  constructor(
    private readonly definitions: ArchetypeDefinitionRepo,
    private readonly importer: ImportArchetypeDefinitions,
  ) {}

  async execute(
    input: ReapplyArchetypeDefinitionsInput,
  ): Promise<Result<ImportArchetypeDefinitionsOutput, MetagameNotFound | DefinitionsInvalid>> {
    const files = await this.definitions.currentFiles(input.format);
    if (files === null) return err(noReclassification(input.format));
    return this.importer.execute({ format: input.format, files });
  }
}
