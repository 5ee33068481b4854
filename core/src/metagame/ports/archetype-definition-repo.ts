import type { DefinitionSet } from '../classifier/definition-set.js';
import type { DefinitionFile } from '../classifier/parse-definition-files.js';
import type { StoredDefinitionSet } from '../entities/stored-definition-set.js';

/** The archetype definitions of each format; the newest imported set of a format is its current one. */
export interface ArchetypeDefinitionRepo {
  /** The format's newest set, parsed; null when the format has no definitions. */
  current(format: string): Promise<DefinitionSet | null>;
  /** The files of the format's newest set, as they were imported; null when the format has no definitions. */
  currentFiles(format: string): Promise<readonly DefinitionFile[] | null>;
  /** Keeps a new set; it becomes the format's current one. */
  save(set: StoredDefinitionSet): Promise<void>;
}
