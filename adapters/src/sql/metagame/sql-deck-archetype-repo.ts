import {
  effectiveArchetype,
  type ArchetypeMatchKind,
  type CardEntry,
  type DeckArchetype,
  type DeckArchetypeRepo,
  type DeckClassification,
  type DeckToClassify,
} from '@metagame/core';
import type { Sql } from '../runner/sql.js';
import { storedEnum } from '../tracker/stored-enum.js';

const MATCH_KINDS: readonly ArchetypeMatchKind[] = ['rule', 'fallback', 'unknown'];

type PageRow = {
  id: string;
  mainboard: string;
  sideboard: string;
  archetype: string | null;
  archetype_match: string | null;
  colors: string | null;
};
type LabelRow = {
  id: string;
  format: string;
  archetype: string | null;
  archetype_match: string | null;
  archetype_override: string | null;
};

/**
 * DeckArchetypeRepo on `tournament_decks`. A page of labels is written by one statement: an update
 * joined to the page's values (ids cast to uuid on PostgreSQL, where the column is a uuid).
 */
export class SqlDeckArchetypeRepo implements DeckArchetypeRepo {
  constructor(private readonly sql: Sql) {}

  countOfFormat(format: string): Promise<number> {
    return this.sql.count('select count(*) as n from tournament_decks where format = ?', [format]);
  }

  async pageOfFormat(format: string, afterId: string | null, limit: number): Promise<DeckToClassify[]> {
    const after = afterId === null ? '' : ' and id > ?';
    const rows = await this.sql.all<PageRow>(
      'select id, mainboard, sideboard, archetype, archetype_match, colors from tournament_decks ' +
        `where format = ?${after} order by id limit ?`,
      afterId === null ? [format, limit] : [format, afterId, limit],
    );
    return rows.map((row) => ({
      id: row.id,
      cards: { mainboard: entries(row.mainboard), sideboard: entries(row.sideboard) },
      current:
        row.archetype === null || row.archetype_match === null || row.colors === null
          ? null
          : { archetype: row.archetype, match: matchKind(row.archetype_match), colors: row.colors },
    }));
  }

  async saveClassifications(rows: readonly DeckClassification[]): Promise<void> {
    if (rows.length === 0) return;
    const id = this.sql.dialect === 'postgresql' ? '?::uuid' : '?';
    const values = rows.map(() => `(${id}, ?, ?, ?)`).join(', ');
    const params = rows.flatMap((row) => [
      row.id,
      row.classification.archetype,
      row.classification.match,
      row.classification.colors,
    ]);
    await this.sql.run(
      `with v (id, archetype, kind, colors) as (values ${values}) ` +
        'update tournament_decks set archetype = v.archetype, archetype_match = v.kind, colors = v.colors ' +
        'from v where tournament_decks.id = v.id',
      params,
    );
  }

  async setOverride(deckId: string, archetype: string | null): Promise<DeckArchetype | null> {
    const changed = await this.sql.run('update tournament_decks set archetype_override = ? where id = ?', [
      archetype,
      deckId,
    ]);
    if (changed === 0) return null;
    const row = await this.sql.one<LabelRow>(
      'select id, format, archetype, archetype_match, archetype_override from tournament_decks where id = ?',
      [deckId],
    );
    return row ? toDeckArchetype(row) : null;
  }
}

const matchKind = (value: string): ArchetypeMatchKind =>
  storedEnum(MATCH_KINDS, value, 'tournament_decks.archetype_match');

/** A board as stored: `[[count, "Card Name"], …]`. */
function entries(text: string): CardEntry[] {
  return (JSON.parse(text) as [number, string][]).map(([count, name]) => ({ count, name }));
}

const toDeckArchetype = (row: LabelRow): DeckArchetype => ({
  deckId: row.id,
  format: row.format,
  classified: row.archetype,
  match: row.archetype_match === null ? null : matchKind(row.archetype_match),
  override: row.archetype_override,
  effective: effectiveArchetype(row.archetype, row.archetype_override),
});
