import type {
  EventWeighting,
  RosterSnapshot,
  RosterSnapshotPage,
  RosterSnapshotRepo,
  RosterSnapshotRow,
} from '@metagame/core';
import type { Sql } from '../runner/sql.js';

interface SnapshotRow {
  id: string;
  owner_id: string;
  taken_at: Date | number | string;
  format: string;
  window_from: string | null;
  window_to: string | null;
  weighting: string;
  field_decks: number;
  created_decks: number;
  rows: string;
}

const COLUMNS = [
  'id',
  'owner_id',
  'taken_at',
  'format',
  'window_from',
  'window_to',
  'weighting',
  'field_decks',
  'created_decks',
  'rows',
] as const;

/** RosterSnapshotRepo on `meta_deck_snapshots`: a snapshot's rows are one JSON text, written once, read whole. */
export class SqlRosterSnapshotRepo implements RosterSnapshotRepo {
  constructor(private readonly sql: Sql) {}

  async insert(s: RosterSnapshot): Promise<void> {
    await this.sql.run(`insert into meta_deck_snapshots (${COLUMNS.join(', ')}) values (?)`, [
      [
        s.id,
        s.ownerId,
        s.takenAt,
        s.format,
        s.from,
        s.to,
        s.weighting,
        s.fieldDecks,
        s.createdDecks,
        JSON.stringify(s.rows),
      ],
    ]);
  }

  async list(ownerId: string, page: { readonly limit: number; readonly offset: number }): Promise<RosterSnapshotPage> {
    const total = await this.sql.count('select count(*) as n from meta_deck_snapshots where owner_id = ?', [ownerId]);
    const rows = await this.sql.all<SnapshotRow>(
      `select ${COLUMNS.join(', ')} from meta_deck_snapshots where owner_id = ? ` +
        'order by taken_at desc, id desc limit ? offset ?',
      [ownerId, page.limit, page.offset],
    );
    return { total, items: rows.map(toSnapshot) };
  }
}

/** SQLite hands an instant back as epoch milliseconds, PostgreSQL as a Date or its text. */
const instantOf = (value: Date | number | string): Date =>
  new Date(typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value);

const toSnapshot = (r: SnapshotRow): RosterSnapshot => ({
  id: r.id,
  ownerId: r.owner_id,
  takenAt: instantOf(r.taken_at),
  format: r.format,
  from: r.window_from,
  to: r.window_to,
  weighting: r.weighting as EventWeighting,
  fieldDecks: Number(r.field_decks),
  createdDecks: Number(r.created_decks),
  rows: JSON.parse(r.rows) as RosterSnapshotRow[],
});
