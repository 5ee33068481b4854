import { SqlCardNameLookup } from '@metagame/adapters';
import { searchKey } from '@metagame/core';
import type { DatabaseKind } from '../../support/databases.js';
import { openTestOrm } from '../../support/test-orm.js';
import { FixedCardNames } from '../../fakes/metagame/fixed-card-names.js';
import { REFERENCE, type CardNameLookupHarness } from './card-name-lookup.contract.js';

/** `card_names` rows as the card-data import writes them: each name under its full key and each face's. */
const nameRows = () =>
  REFERENCE.flatMap((name) => [...new Set([name, ...name.split(' // ')].map(searchKey))].map((key) => [name, key]));

const SEED: Readonly<Record<DatabaseKind, string>> = {
  sqlite: 'insert into card_names (name, key) values (?, ?)',
  postgres: "insert into card_names (name, key, key_tsv) values (?, ?, to_tsvector('simple', ?))",
};

export async function sqlCardNameLookupHarness(kind: DatabaseKind): Promise<CardNameLookupHarness> {
  const db = await openTestOrm(kind);
  for (const [name, key] of nameRows())
    await db.orm.sql.run(SEED[kind], kind === 'sqlite' ? [name, key] : [name, key, key]);
  return { lookup: db.inContext(new SqlCardNameLookup(db.orm.sql)), close: db.close };
}

export async function memoryCardNameLookupHarness(): Promise<CardNameLookupHarness> {
  return { lookup: new FixedCardNames(REFERENCE), close: async () => {} };
}
