import { searchKey, type Card, type CardIdentifier, type CardListPage, type CardQuery, type CardSearchRepo, type NameCandidate, type SearchOptions } from '@metagame/core';
import type { Sql } from '../sql/sql.js';
import { CardSchema } from '../schemas/cards/card-schemas.js';
import { cardFromRecord } from './card-rows.js';
import { compileCardQuery, ftsPhrase, PRICE_CODE, PRICE_FIELDS } from './card-query-sql.js';

/** The end of a key range: every key that starts with the prefix sorts below prefix + U+10FFFF (bytewise, both databases). */
const AFTER_PREFIX = '\u{10FFFF}';
/** Which printing answers for a name: cards before tokens, the newest set, then set, number and the first face. */
const NEWEST_FIRST = 's.is_token, cs.release_date DESC NULLS LAST, s.set_code, s.number_sort, s.side NULLS FIRST, s.uuid';

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
    if (this.pg) {
      // Trigram word similarity (pg_trgm): typos anywhere, missing or extra words.
      return this.sql.all<NameCandidate>('SELECT name, key FROM card_names WHERE ? <% key ORDER BY word_similarity(?, key) DESC, key COLLATE "C" LIMIT ?', [key, key, limit]);
    }
    // FTS5: names sharing a word start (the first three letters) with the query, best bm25 first.
    const starts = [...new Set(key.split(' ').map((w) => w.slice(0, 3)))];
    const query = starts.map((w) => `"${w}"*`).join(' OR ');
    return this.sql.all<NameCandidate>(
      'SELECT n.name, n.key FROM card_names_fts f JOIN card_names n ON n.id = f.rowid WHERE card_names_fts MATCH ? ORDER BY f.rank, n.key LIMIT ?',
      [query, limit],
    );
  }

  async newestPrinting(name: string, setCode: string | null): Promise<Card | null> {
    const inSet = setCode === null ? '' : ' AND s.set_code = ?';
    const row = await this.sql.one<{ uuid: string }>(
      `SELECT s.uuid FROM card_search s LEFT JOIN card_sets cs ON cs.code = s.set_code WHERE s.name = ?${inSet} ORDER BY ${this.ordered(NEWEST_FIRST)} LIMIT 1`,
      setCode === null ? [name] : [name, setCode],
    );
    return row ? ((await this.cardsByUuid([row.uuid]))[0] ?? null) : null;
  }

  async search(query: CardQuery, options: SearchOptions): Promise<CardListPage<Card>> {
    const condition = compileCardQuery(query, this.sql.dialect);
    const c = this.c;
    const partition = options.unique === 'cards' ? 's.name' : 's.set_code, s.number, s.name';
    const representative = options.unique === 'cards' ? NEWEST_FIRST : 's.side NULLS FIRST, s.uuid';
    const dir = options.direction === 'desc' ? 'DESC' : 'ASC';
    const then = `m.name_key${c}, m.name${c}, m.set_code${c}, m.number_sort${c}, m.uuid`;
    const params: unknown[] = [...condition.params];
    let join = '';
    let order: string;
    switch (options.order) {
      case 'set':
        order = `m.set_code${c} ${dir}, m.number_sort${c} ${dir}, ${then}`;
        break;
      case 'mv':
        order = `m.mana_value ${dir} NULLS LAST, ${then}`;
        break;
      case 'usd':
      case 'eur':
        join = `LEFT JOIN card_latest_prices lp ON lp.uuid = m.uuid AND lp.code IN (${PRICE_CODE})`;
        params.push(PRICE_FIELDS[options.order].provider, PRICE_FIELDS[options.order].currency);
        order = `lp.price ${dir} NULLS LAST, ${then}`;
        break;
      default:
        order = `m.name_key${c} ${dir}, m.name${c} ${dir}, m.set_code${c}, m.number_sort${c}, m.uuid`;
    }
    const matched =
      'SELECT s.uuid, s.name, s.name_key, s.set_code, s.number_sort, s.mana_value, ' +
      `ROW_NUMBER() OVER (PARTITION BY ${partition} ORDER BY ${this.ordered(representative)}) AS rn ` +
      `FROM card_search s LEFT JOIN card_sets cs ON cs.code = s.set_code WHERE ${condition.sql}`;
    const rows = await this.sql.all<{ uuid: string; total: number | string }>(
      `WITH m AS (${matched}) SELECT m.uuid, COUNT(*) OVER () AS total FROM m ${join} WHERE m.rn = 1 ORDER BY ${order} LIMIT ? OFFSET ?`,
      [...params, options.limit, options.offset],
    );
    let total = Number(rows[0]?.total ?? 0);
    if (rows.length === 0 && options.offset > 0) {
      total = await this.sql.count(`WITH m AS (${matched}) SELECT COUNT(*) AS n FROM m WHERE m.rn = 1`, condition.params);
    }
    return { items: await this.cardsByUuid(rows.map((r) => r.uuid)), total };
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
      `SELECT s.uuid, s.name, s.set_code, s.is_token, cs.release_date, s.number_sort, s.side FROM card_search s LEFT JOIN card_sets cs ON cs.code = s.set_code WHERE ${where} ORDER BY ${this.ordered(NEWEST_FIRST)}`,
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

  /** An ORDER BY list with bytewise text comparison on PostgreSQL. */
  private ordered(list: string): string {
    if (!this.pg) return list;
    return list.replace(/\b(s\.set_code|s\.number_sort|s\.side|s\.uuid)\b/g, '$1 COLLATE "C"');
  }
}
