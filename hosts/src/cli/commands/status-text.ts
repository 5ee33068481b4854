import type { RowCounts } from '@metagame/adapters';
import type { presentImportStatus } from '../../http/presenters/card-presenter.js';

/** What `metagame status` reports (and prints as JSON with `--json`). */
export interface StatusReport {
  readonly database: { readonly kind: string; readonly reachable: boolean; readonly accepts_writes: boolean };
  readonly migrations?: { readonly pending: readonly string[] };
  readonly import?: ReturnType<typeof presentImportStatus>;
  readonly counts?: RowCounts;
}

/** The human form of the status report, one fact a line. */
export function statusText(report: StatusReport): string {
  const { database, migrations, import: imported, counts } = report;
  const lines = [
    `Database: ${database.kind}, ${database.reachable ? (database.accepts_writes ? 'reachable' : 'reachable, read-only') : 'UNREACHABLE'}`,
  ];
  if (migrations)
    lines.push(
      migrations.pending.length === 0
        ? 'Migrations: up to date'
        : `Migrations: ${migrations.pending.length} pending (${migrations.pending.join(', ')}); run metagame migrate`,
    );
  if (imported) {
    const when = imported.finished_at ?? imported.started_at ?? 'never';
    const why = imported.message ? ` (${imported.message})` : '';
    lines.push(`Last import: ${imported.state}${imported.source ? ` ${imported.source}` : ''} ${when}${why}`);
  }
  if (counts)
    lines.push(
      `Counts: ${Object.entries(counts)
        .map(([name, n]) => `${n} ${name}`)
        .join(', ')}`,
    );
  return lines.join('\n');
}
