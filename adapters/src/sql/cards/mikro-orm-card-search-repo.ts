import {
  searchKey,
  type Card,
  type CardIdentifier,
  type CardListPage,
  type CardQuery,
  type CardSearchRepo,
  type NameCandidate,
  type SearchOptions,
} from '@metagame/core';
import type { Sql } from '../runner/sql.js';
import { CardSchema } from '../schemas/cards/card-schemas.js';
import { cardFromRecord } from './card-rows.js';
import { FULL_TEXT } from './card-query-sql.js';
import { NAME_STATEMENTS, type NameStatements } from './card-name-statements.js';
import { searchKeyPage } from './search-key-pages.js';

/** The end of a key range: every key that starts with the prefix sorts below prefix + U+10FFFF (bytewise, both databases). */
const AFTER_PREFIX = '\u{10FFFF}';
const marks = (n: number) => Array(n).fill('?').join(', ');
const FILLER_WORDS = new Set(['the', 'and', 'for', 'from', 'into', 'with', 'its', 'your']);

/**
 * CardSearchRepo on the search data the import keeps: FTS5 on SQLite, tsvector and trigram GIN
 * indexes on PostgreSQL, read through the statements of the connection's dialect.
 */
export class MikroOrmCardSearchRepo implements CardSearchRepo {
  private readonly names: NameStatements;
  private readonly fullText: (typeof FULL_TEXT)[keyof typeof FULL_TEXT];

  constructor(private readonly sql: Sql) {
    this.names = NAME_STATEMENTS[sql.dialect];
    this.fullText = FULL_TEXT[sql.dialect];
  }

  async autocomplete(key: string, limit: number): Promise<string[]> {
    const starts = await this.sql.all<NameCandidate>(this.names.startingWith, [key, key + AFTER_PREFIX, limit * 3]);
    const names = new Set(starts.map((r) => r.name));
    if (names.size < limit) {
      const inside = await this.sql.all<NameCandidate>(this.names.holdingWords, [
        this.fullText.phrase(key.split(' ')),
        limit * 3,
      ]);
      for (const row of inside) names.add(row.name);
    }
    return [...names].slice(0, limit);
  }

  namesWithKey(key: string): Promise<NameCandidate[]> {
    return this.sql.all<NameCandidate>(this.names.withKey, [key]);
  }

  async fuzzyCandidates(key: string, limit: number): Promise<NameCandidate[]> {
    // Short and filler words would match most names, so they only count when there is nothing
    // else. Scoring the candidates is core's (pickFuzzyName), the same on both databases.
    const words = key.split(' ');
    const telling = words.filter((w) => w.length >= 3 && !FILLER_WORDS.has(w));
    const starts = [...new Set((telling.length > 0 ? telling : words).map((w) => w.slice(0, 3)))];
    return this.names.fuzzy(this.sql, key, starts, limit);
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
    const { searchIds, total } = await searchKeyPage(this.sql, query, options);
    if (searchIds.length === 0) return { items: [], total };
    const rows = await this.sql.all<{ id: number | string; uuid: string }>(
      `SELECT id, uuid FROM card_search WHERE id IN (${searchIds.map(() => '?').join(', ')})`,
      searchIds,
    );
    const uuidOf = new Map(rows.map((r) => [Number(r.id), r.uuid]));
    return {
      items: await this.cardsByUuid(searchIds.map((id) => uuidOf.get(id)).filter((u): u is string => u !== undefined)),
      total,
    };
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
    const of = <K extends CardIdentifier['kind']>(kind: K) =>
      identifiers.filter((i): i is Extract<CardIdentifier, { kind: K }> => i.kind === kind);

    const uuids = [...new Set(of('uuid').map((i) => i.uuid.toLowerCase()))];
    if (uuids.length > 0) {
      for (const r of await this.sql.all<{ uuid: string }>(
        `SELECT uuid FROM card_search WHERE uuid IN (${marks(uuids.length)})`,
        uuids,
      ))
        found.set(`u:${r.uuid}`, r.uuid);
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
    const cards = new Map(
      (await this.cardsByUuid([...new Set(uuidOf.filter((u) => u !== null))])).map((card) => [card.uuid, card]),
    );
    return uuidOf.map((uuid) => (uuid === null ? null : (cards.get(uuid) ?? null)));
  }

  /** Names → their newest printing (in the given set), filed in `found` under `k:<set>:<key>`. */
  private async lookupNames(
    ids: readonly Extract<CardIdentifier, { kind: 'name' }>[],
    found: Map<string, string>,
  ): Promise<void> {
    const keys = [...new Set(ids.map((i) => searchKey(i.name)).filter((k) => k !== ''))];
    if (keys.length === 0) return;
    const rows = await this.sql.all<NameCandidate>(this.names.withKeys(keys.length), keys);
    const nameOf = new Map<string, string>();
    for (const key of keys) {
      const names = rows.filter((r) => r.key === key).map((r) => r.name);
      // A face name shared with another card: the card whose full name it is.
      const name = names.length === 1 ? names[0] : names.find((n) => searchKey(n) === key);
      if (name) nameOf.set(key, name);
    }
    const wanted = ids
      .map((i) => ({ key: searchKey(i.name), set: i.set?.toUpperCase() ?? null }))
      .filter((w) => nameOf.has(w.key));
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
    const records = await this.sql.entities(
      CardSchema,
      `SELECT * FROM cards WHERE uuid IN (${uuids.map(() => '?').join(', ')})`,
      uuids,
    );
    const byUuid = new Map(records.map((r) => [r.uuid, cardFromRecord(r)]));
    return uuids.map((u) => byUuid.get(u)).filter((c): c is Card => c !== undefined);
  }
}
