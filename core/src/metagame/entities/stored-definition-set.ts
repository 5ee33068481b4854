import type { DefinitionFile } from '../classifier/parse-definition-files.js';

/** A format's definitions as imported: the files themselves (so they are parsed by today's rules when read) and what they hold. */
export interface StoredDefinitionSet {
  readonly id: string;
  readonly format: string;
  readonly importedAt: Date;
  readonly files: readonly DefinitionFile[];
  readonly archetypeCount: number;
  readonly fallbackCount: number;
}
