import {
  parseDefinitionFiles,
  type ArchetypeDefinitionRepo,
  type DefinitionFile,
  type DefinitionSet,
  type StoredDefinitionSet,
} from '@metagame/core';
import type { Sql } from '../runner/sql.js';
import { insertNextInFormat } from './next-in-format.js';

/**
 * ArchetypeDefinitionRepo on `archetype_definition_sets`: each set keeps its files as imported and
 * is parsed when read. The last parsed set is kept per format, keyed by id, so a tournament import
 * that classifies each of its decks parses the format's files once.
 */
export class SqlArchetypeDefinitionRepo implements ArchetypeDefinitionRepo {
  private readonly parsed = new Map<string, { id: string; definitions: DefinitionSet }>();

  constructor(private readonly sql: Sql) {}

  async current(format: string): Promise<DefinitionSet | null> {
    const newest = await this.sql.one<{ id: string }>(
      'select id from archetype_definition_sets where format = ? order by seq desc limit 1',
      [format],
    );
    if (!newest) return null;
    const cached = this.parsed.get(format);
    if (cached?.id === newest.id) return cached.definitions;
    const row = await this.sql.one<{ files: string }>('select files from archetype_definition_sets where id = ?', [
      newest.id,
    ]);
    const parsed = parseDefinitionFiles(format, JSON.parse(row?.files ?? '[]') as DefinitionFile[]);
    // A stored set passed the same parser when it was imported; failing now is a bug, not bad input.
    if (!parsed.ok) throw new Error(`Stored archetype definitions ${newest.id} of ${format} no longer parse.`);
    this.parsed.set(format, { id: newest.id, definitions: parsed.definitions });
    return parsed.definitions;
  }

  async currentFiles(format: string): Promise<readonly DefinitionFile[] | null> {
    const row = await this.sql.one<{ files: string }>(
      'select files from archetype_definition_sets where format = ? order by seq desc limit 1',
      [format],
    );
    return row ? (JSON.parse(row.files) as DefinitionFile[]) : null;
  }

  async save(set: StoredDefinitionSet): Promise<void> {
    await insertNextInFormat(
      this.sql,
      'archetype_definition_sets',
      set.format,
      ['id', 'format', 'imported_at', 'archetype_count', 'fallback_count', 'files'],
      [set.id, set.format, set.importedAt, set.archetypeCount, set.fallbackCount, JSON.stringify(set.files)],
    );
  }
}
