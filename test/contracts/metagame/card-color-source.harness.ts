import { randomUUID } from 'node:crypto';
import { SqlCardColorSource } from '@metagame/adapters';
import { normaliseCardName } from '@metagame/core';
import type { DatabaseKind } from '../../support/databases.js';
import { openTestOrm } from '../../support/test-orm.js';
import { FixedCardColors } from '../../fakes/metagame/fixed-card-colors.js';
import { COLOR_REFERENCE, type CardColorSourceHarness } from './card-color-source.contract.js';

/** `cards` rows as the card-data import writes them: one per face of each printing, its fields in `details`. */
export async function sqlCardColorSourceHarness(kind: DatabaseKind): Promise<CardColorSourceHarness> {
  const db = await openTestOrm(kind);
  for (const [number, f] of COLOR_REFERENCE.entries()) {
    const details = {
      layout: f.layout,
      side: f.side,
      types: f.types,
      colors: f.colors,
      colorIdentity: f.colorIdentity,
      manaCost: f.manaCost,
      text: f.text,
    };
    await db.orm.sql.run(
      'insert into cards (uuid, set_code, number, number_sort, is_token, name, name_lower, face_name_lower, details) values (?, ?, ?, ?, ?, ?, ?, ?, ?)',
      [
        randomUUID(),
        'TST',
        String(number),
        String(number).padStart(4, '0'),
        f.isToken ?? false,
        f.name,
        normaliseCardName(f.name),
        f.faceName === null ? null : normaliseCardName(f.faceName),
        JSON.stringify(details),
      ],
    );
  }
  return { source: db.inContext(new SqlCardColorSource(db.orm.sql)), close: db.close };
}

export async function memoryCardColorSourceHarness(): Promise<CardColorSourceHarness> {
  return { source: new FixedCardColors(COLOR_REFERENCE), close: async () => {} };
}
