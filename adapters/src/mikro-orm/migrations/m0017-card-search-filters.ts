import { LEGAL_FORMAT_BITS } from '../cards/legal-format-bits.js';
import type { Dialect } from '../sql/dialect.js';
import type { SqlMigration } from './sql-migration.js';

const FORMATS = Object.entries(LEGAL_FORMAT_BITS);
/** The mask of a row from its space-delimited `legal` text (` commander legacy modern `). */
const MASK_FROM_TEXT = FORMATS.map(([format, bit]) => `(CASE WHEN legal LIKE '% ${format} %' THEN ${bit} ELSE 0 END)`).join(' | ');
/** The text back from the mask, formats in alphabetical order as the import wrote them. */
const TEXT_FROM_MASK = `' ' || ${FORMATS.map(([format, bit]) => `(CASE WHEN (legal_mask & ${bit}) <> 0 THEN '${format} ' ELSE '' END)`).join(' || ')}`;
const TABLES = ['card_search', 'card_search_staging'];

/** Each row's place among its name's rows, newest first: the order the publish ranks by (`rankStagedPrintings`). */
function ranks(dialect: Dialect): string {
  const c = dialect === 'postgresql' ? ' COLLATE "C"' : '';
  return (
    `SELECT s.uuid, ROW_NUMBER() OVER (PARTITION BY s.name ORDER BY s.is_token, cs.release_date DESC NULLS LAST, s.set_code${c}, s.number_sort${c}, ` +
    `s.side${c} NULLS FIRST, s.uuid${c}) AS rn FROM card_search s LEFT JOIN card_sets cs ON cs.code = s.set_code`
  );
}

const up = (dialect: Dialect) => [
  ...TABLES.map((t) => `ALTER TABLE ${t} ADD COLUMN legal_mask integer NOT NULL DEFAULT 0`),
  'ALTER TABLE card_search ADD COLUMN print_rank integer NOT NULL DEFAULT 0',
  `CREATE TEMP TABLE m0017_ranks AS ${ranks(dialect)}`,
  'CREATE UNIQUE INDEX m0017_ranks_uuid_idx ON m0017_ranks (uuid)',
  // Each row written once, with both new values.
  `UPDATE card_search SET legal_mask = ${MASK_FROM_TEXT}, print_rank = r.rn FROM m0017_ranks r WHERE r.uuid = card_search.uuid`,
  'DROP TABLE m0017_ranks',
  ...TABLES.map((t) => `ALTER TABLE ${t} DROP COLUMN legal`),
];
const down = [
  ...TABLES.map((t) => `ALTER TABLE ${t} ADD COLUMN legal text NOT NULL DEFAULT ''`),
  `UPDATE card_search SET legal = ${TEXT_FROM_MASK}`,
  ...TABLES.map((t) => `ALTER TABLE ${t} DROP COLUMN legal_mask`),
  'ALTER TABLE card_search DROP COLUMN print_rank',
];

/**
 * Cheaper card search filters (issue 15's benchmark), converted in place so searches work right
 * after the migration:
 * - `legal_mask`: legality as integer bits (`LEGAL_FORMAT_BITS`) instead of space-delimited text
 *   matched with `LIKE '% modern %'`, which was most of what a broad `f:` search spent scanning.
 * - `print_rank`: each row's place among its name's rows, newest printing first, kept by the
 *   publish. A search for cards with a set, rarity or price term answers each card's matching row
 *   of least rank instead of ranking every match by release date per query (a window over the
 *   matches joined to `card_sets`).
 * The rows' `row_hash` still describes the legality text, so the next import rewrites the search
 * rows once (as a first import does), then only the day's changes again.
 */
export const M0017CardSearchFilters: SqlMigration = {
  name: 'm0017-card-search-filters',
  up: {
    sqlite: up('sqlite'),
    postgresql: ['SET LOCAL statement_timeout = 0', ...up('postgresql'), 'DO $$ BEGIN IF EXISTS (SELECT 1 FROM card_search) THEN ANALYZE card_search; END IF; END $$'],
  },
  down: { sqlite: down, postgresql: down },
};
