import { searchKey, type Card, type CardIdentifier, type CardListPage, type CardQuery, type CardSearchRepo, type NameCandidate, type SearchOptions } from '@metagame/core';
import type { Sql } from '../sql/sql.js';
import { CardSchema } from '../schemas/cards/card-schemas.js';
import { cardFromRecord } from './card-rows.js';
import { compileCardQuery, ftsPhrase, PRICE_FIELDS, type PriceCodes } from './card-query-sql.js';
import { hasPrintingTerms, hasWords } from './card-query-shape.js';
import { pricedPageFromIndex, pricedPrintsPage } from './priced-search-pages.js';

/** The end of a key range: every key that starts with the prefix sorts below prefix + U+10FFFF (bytewise, both databases). */
const AFTER_PREFIX = '\u{10FFFF}';
const FILLER_WORDS = new Set(['the', 'and', 'for', 'from', 'into', 'with', 'its', 'your']);

/**
 * CardSearchRepo on the search data the import keeps (m0011): FTS5 on SQLite, tsvector and trigram
 * GIN indexes on PostgreSQL. Text is ordered bytewise on both (PostgreSQL `COLLATE "C"`), so both
 * answer in the same order.
 */
export class MikroOrmCardSearchRepo implements CardSearchRepo {
  constructor(private readonly sql: Sql) {}

  private get pg(): boolean {
    return this.sql.dialect === 'postgresql';
  }

  /** ` COLLATE "C"` on PostgreSQL: SQLite already compares text bytewise. */
  private get c(): string {
    return this.pg ? ' COLLATE "C"' : '';
  }

  async autocomplete(key: string, limit: number): Promise<string[]> {
    const c = this.c;
    const starts = await this.sql.all<NameCandidate>(
      `SELECT name, key FROM card_names WHERE key${c} >= ? AND key${c} < ? ORDER BY key${c}, name${c} LIMIT ?`,
      [key, key + AFTER_PREFIX, limit * 3],
    );
    const names = new Set(starts.map((r) => r.name));
    if (names.size < limit) {
      const words = key.split(' ');
      const inside = this.pg
        ? await this.sql.all<NameCandidate>(`SELECT name, key FROM card_names WHERE key_tsv @@ to_tsquery('simple', ?) ORDER BY key${c}, name${c} LIMIT ?`, [ftsPhrase('postgresql', words), limit * 3])
        : await this.sql.all<NameCandidate>(
            'SELECT n.name, n.key FROM card_names_fts f JOIN card_names n ON n.id = f.rowid WHERE card_names_fts MATCH ? ORDER BY n.key, n.name LIMIT ?',
            [ftsPhrase('sqlite', words), limit * 3],
          );
      for (const row of inside) names.add(row.name);
    }
    return [...names].slice(0, limit);
  }

  namesWithKey(key: string): Promise<NameCandidate[]> {
    return this.sql.all<NameCandidate>(`SELECT name, key FROM card_names WHERE key = ? ORDER BY name${this.c}`, [key]);
  }

  async fuzzyCandidates(key: string, limit: number): Promise<NameCandidate[]> {
    // Names sharing a word start (the first three letters) with the query, best ranked first (FTS5
    // bm25, ts_rank); short and filler words would match most names, so they only count when there
    // is nothing else. Scoring them is core's (pickFuzzyName), the same on both databases.
    const words = key.split(' ');
    const telling = words.filter((w) => w.length >= 3 && !FILLER_WORDS.has(w));
    const starts = [...new Set((telling.length > 0 ? telling : words).map((w) => w.slice(0, 3)))];
    if (!this.pg) {
      return this.sql.all<NameCandidate>(
        'SELECT n.name, n.key FROM card_names_fts f JOIN card_names n ON n.id = f.rowid WHERE card_names_fts MATCH ? ORDER BY f.rank, n.key LIMIT ?',
        [starts.map((w) => `"${w}"*`).join(' OR '), limit],
      );
    }
    const query = starts.map((w) => `${w}:*`).join(' | ');
    const found = await this.sql.all<NameCandidate>(
      "SELECT name, key FROM card_names WHERE key_tsv @@ to_tsquery('simple', ?) ORDER BY ts_rank(key_tsv, to_tsquery('simple', ?)) DESC, key COLLATE \"C\" LIMIT ?",
      [query, query, limit],
    );
    if (found.length > 0) return found;
    // No word starts alike (a typo in the first letters): pg_trgm similarity of the whole name.
    return this.sql.all<NameCandidate>('SELECT name, key FROM card_names WHERE key % ? ORDER BY similarity(key, ?) DESC, key COLLATE "C" LIMIT ?', [key, key, limit]);
  }

  async newestPrinting(name: string, setCode: string | null): Promise<Card | null> {
    const inSet = setCode === null ? '' : ' AND s.set_code = ?';
    const row = await this.sql.one<{ uuid: string }>(
      `SELECT s.uuid FROM card_search s WHERE s.name = ?${inSet} ORDER BY s.print_rank LIMIT 1`,
      setCode === null ? [name] : [name, setCode],
    );
    return row ? ((await this.cardsByUuid([row.uuid]))[0] ?? null) : null;
  }

  async search(query: CardQuery, options: SearchOptions): Promise<CardListPage<Card>> {
    const codes = await this.priceCodes();
    const condition = compileCardQuery(query, this.sql.dialect, codes);
    const c = this.c;
    // unique=cards on card properties alone reads the flagged faces of each card's newest printing
    // (a quarter of the rows); with a set, rarity or price term, each card's newest matching printing.
    const newestOnly = options.unique === 'cards' && !hasPrintingTerms(query);
    const dir = options.direction === 'desc' ? 'DESC' : 'ASC';
    const then = `m.name_key${c}, m.name${c}, m.set_code${c}, m.number_sort${c}, m.uuid${c}`;
    const params: unknown[] = [...condition.params];
    let join = '';
    let order: string;
    let priced: { code: number; cmp: string } | null = null;
    switch (options.order) {
      case 'set':
        order = `m.set_code${c} ${dir}, m.number_sort${c} ${dir}, ${then}`;
        break;
      case 'mv':
        order = `m.mana_value ${dir} NULLS LAST, ${then}`;
        break;
      case 'usd':
      case 'eur':
        // SQLite keeps each row's usd and eur on card_search (COPY_PRICES_TO_SEARCH_ROWS); PostgreSQL joins them.
        if (this.pg) {
          join = 'LEFT JOIN card_latest_prices lp ON lp.uuid = m.uuid AND lp.code = ?';
          params.push(codes[options.order] ?? -1);
          if (codes[options.order] !== null) priced = { code: codes[options.order]!, cmp: dir === 'ASC' ? '<=' : '>=' };
        }
        order = `${this.pg ? 'lp.price' : `m.${options.order}`} ${dir} NULLS LAST, ${then}`;
        break;
      default:
        order = `m.name_key${c} ${dir}, m.name${c} ${dir}, m.set_code${c}, m.number_sort${c}, m.uuid${c}`;
    }
    const columns = `uuid, name, name_key, set_code, number_sort, mana_value${this.pg ? '' : ', usd, eur'}`;
    const pick = (prefix: string) => columns.split(', ').map((col) => `${prefix}${col}`).join(', ');
    // SQLite: materialised first, so it filters with its best plan (a scan, or the full-text index)
    // and only the matches are grouped and sorted. PostgreSQL plans better from the statistics the
    // import refreshes when the filter is folded into the query (measured on the 100,000-printing
    // benchmark: the broad printing-level searches took 25–40 % less).
    const filterColumns = `${pick('s.')}, s.number, s.side, s.face_key, s.print_rank`;
    const filtered = `f AS ${this.pg ? 'NOT ' : ''}MATERIALIZED (SELECT ${filterColumns} FROM card_search s WHERE ${newestOnly ? 's.is_rep AND ' : ''}(${condition.sql}))`;
    let unique: string;
    if (options.unique === 'prints' || newestOnly) {
      // Only faces of multi-face printings can repeat a printing (or, among newest printings, a
      // card): the first matching face stands for them; every other row is its own answer.
      const partition = options.unique === 'prints' ? 'f.set_code, f.number, f.name' : 'f.name';
      unique =
        `m AS (SELECT ${pick('f.')} FROM f WHERE f.face_key IS NULL UNION ALL SELECT ${columns} FROM (SELECT ${pick('f.')}, ` +
        `ROW_NUMBER() OVER (PARTITION BY ${partition} ORDER BY f.side${c} NULLS FIRST, f.uuid${c}) AS rn FROM f WHERE f.face_key IS NOT NULL) faces WHERE rn = 1)`;
    } else {
      // Each card's newest matching printing: the matching row of least `print_rank` per name (the
      // publish ranks each name's rows newest first). SQLite takes the bare columns from the MIN()
      // row; PostgreSQL sorts by name bytewise, which is cheaper than its collation.
      unique = this.pg
        ? `m AS (SELECT DISTINCT ON (f.name COLLATE "C") ${pick('f.')} FROM f ORDER BY f.name COLLATE "C", f.print_rank)`
        : `m AS (SELECT ${pick('f.')}, MIN(f.print_rank) FROM f GROUP BY f.name)`;
    }
    const pricedPage = priced
      ? await pricedPageFromIndex(this.sql, options, condition, priced, { columns: filterColumns, newestOnly, unique, order })
      : !this.pg && (options.order === 'usd' || options.order === 'eur') && options.unique === 'prints' && !hasWords(query)
        ? await pricedPrintsPage(this.sql, options, condition, order)
        : null;
    if (pricedPage) return { items: await this.cardsByUuid(pricedPage.uuids), total: pricedPage.total };
    const rows = await this.sql.all<{ uuid: string; total: number | string }>(
      `WITH ${filtered}, ${unique} SELECT m.uuid, COUNT(*) OVER () AS total FROM m ${join} ORDER BY ${order} LIMIT ? OFFSET ?`,
      [...params, options.limit, options.offset],
    );
    let total = Number(rows[0]?.total ?? 0);
    if (rows.length === 0 && options.offset > 0) {
      total = await this.sql.count(`WITH ${filtered}, ${unique} SELECT COUNT(*) AS n FROM m`, condition.params);
    }
    return { items: await this.cardsByUuid(rows.map((r) => r.uuid)), total };
  }

  /** The series codes of `usd` and `eur` (codes never change once given, so one read per search is all it costs). */
  private async priceCodes(): Promise<PriceCodes> {
    const rows = await this.sql.all<{ id: number | string; provider: string; currency: string }>(
      "SELECT id, provider, currency FROM price_series_codes WHERE platform = 'paper' AND list = 'retail' AND finish = 'normal'",
    );
    const codeOf = (field: keyof typeof PRICE_FIELDS) => {
      const row = rows.find((r) => r.provider === PRICE_FIELDS[field].provider && r.currency === PRICE_FIELDS[field].currency);
      return row ? Number(row.id) : null;
    };
    return { usd: codeOf('usd'), eur: codeOf('eur') };
  }

  async lookup(identifiers: readonly CardIdentifier[]): Promise<(Card | null)[]> {
    const found = new Map<string, string>();
    const keyOf = (id: CardIdentifier): string => {
      switch (id.kind) {
        case 'uuid':
          return `u:${id.uuid.toLowerCase()}`;
        case 'scryfallId':
          return `s:${id.scryfallId.toLowerCase()}`;
        case 'setNumber':
          return `n:${id.set.toUpperCase()}:${id.number.toLowerCase()}`;
        case 'name':
          return `k:${id.set?.toUpperCase() ?? ''}:${searchKey(id.name)}`;
      }
    };
    const of = <K extends CardIdentifier['kind']>(kind: K) => identifiers.filter((i): i is Extract<CardIdentifier, { kind: K }> => i.kind === kind);
    const marks = (n: number) => Array(n).fill('?').join(', ');

    const uuids = [...new Set(of('uuid').map((i) => i.uuid.toLowerCase()))];
    if (uuids.length > 0) {
      for (const r of await this.sql.all<{ uuid: string }>(`SELECT uuid FROM card_search WHERE uuid IN (${marks(uuids.length)})`, uuids)) found.set(`u:${r.uuid}`, r.uuid);
    }
    const scryfallIds = [...new Set(of('scryfallId').map((i) => i.scryfallId.toLowerCase()))];
    if (scryfallIds.length > 0) {
      const rows = await this.sql.all<{ uuid: string; scryfall_id: string }>(
        `SELECT uuid, scryfall_id FROM card_search WHERE scryfall_id IN (${marks(scryfallIds.length)}) ORDER BY side NULLS FIRST, uuid`,
        scryfallIds,
      );
      for (const r of rows) if (!found.has(`s:${r.scryfall_id}`)) found.set(`s:${r.scryfall_id}`, r.uuid);
    }
    const numbers = of('setNumber');
    if (numbers.length > 0) {
      const rows = await this.sql.all<{ uuid: string; set_code: string; number: string }>(
        `SELECT uuid, set_code, number FROM card_search WHERE ${numbers.map(() => '(set_code = ? AND lower(number) = ?)').join(' OR ')} ORDER BY side NULLS FIRST, uuid`,
        numbers.flatMap((i) => [i.set.toUpperCase(), i.number.toLowerCase()]),
      );
      for (const r of rows) {
        const key = `n:${r.set_code}:${r.number.toLowerCase()}`;
        if (!found.has(key)) found.set(key, r.uuid);
      }
    }
    await this.lookupNames(of('name'), found);
    const uuidOf = identifiers.map((i) => found.get(keyOf(i)) ?? null);
    const cards = new Map((await this.cardsByUuid([...new Set(uuidOf.filter((u) => u !== null))])).map((card) => [card.uuid, card]));
    return uuidOf.map((uuid) => (uuid === null ? null : (cards.get(uuid) ?? null)));
  }

  /** Names → their newest printing (in the given set), filed in `found` under `k:<set>:<key>`. */
  private async lookupNames(ids: readonly Extract<CardIdentifier, { kind: 'name' }>[], found: Map<string, string>): Promise<void> {
    const keys = [...new Set(ids.map((i) => searchKey(i.name)).filter((k) => k !== ''))];
    if (keys.length === 0) return;
    const rows = await this.sql.all<NameCandidate>(`SELECT name, key FROM card_names WHERE key IN (${keys.map(() => '?').join(', ')}) ORDER BY name${this.c}`, keys);
    const nameOf = new Map<string, string>();
    for (const key of keys) {
      const names = rows.filter((r) => r.key === key).map((r) => r.name);
      // A face name shared with another card: the card whose full name it is.
      const name = names.length === 1 ? names[0] : names.find((n) => searchKey(n) === key);
      if (name) nameOf.set(key, name);
    }
    const wanted = ids.map((i) => ({ key: searchKey(i.name), set: i.set?.toUpperCase() ?? null })).filter((w) => nameOf.has(w.key));
    if (wanted.length === 0) return;
    const pairs = [...new Map(wanted.map((w) => [`${w.set ?? ''}:${w.key}`, w])).values()];
    const where = pairs.map((p) => (p.set === null ? '(s.name = ?)' : '(s.name = ? AND s.set_code = ?)')).join(' OR ');
    const params = pairs.flatMap((p) => (p.set === null ? [nameOf.get(p.key)] : [nameOf.get(p.key), p.set]));
    // One newest printing per name, and per (name, set) for the identifiers that name a set.
    const best = await this.sql.all<{ uuid: string; name: string; set_code: string }>(
      `SELECT s.uuid, s.name, s.set_code FROM card_search s WHERE ${where} ORDER BY s.print_rank`,
      params,
    );
    for (const p of pairs) {
      const name = nameOf.get(p.key)!;
      const hit = best.find((b) => b.name === name && (p.set === null || b.set_code === p.set));
      if (hit) found.set(`k:${p.set ?? ''}:${p.key}`, hit.uuid);
    }
  }

  private async cardsByUuid(uuids: readonly string[]): Promise<Card[]> {
    if (uuids.length === 0) return [];
    const records = await this.sql.entities(CardSchema, `SELECT * FROM cards WHERE uuid IN (${uuids.map(() => '?').join(', ')})`, uuids);
    const byUuid = new Map(records.map((r) => [r.uuid, cardFromRecord(r)]));
    return uuids.map((u) => byUuid.get(u)).filter((c): c is Card => c !== undefined);
  }
}
