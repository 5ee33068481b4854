import { normaliseCardName, type CardColorSource, type ReferenceCard } from '@metagame/core';
import type { Sql } from '../runner/sql.js';

/** Names per lookup statement. */
const NAMES_PER_QUERY = 200;

type Row = { name_lower: string; face_name_lower: string | null; details: string };
type Details = {
  layout: string;
  side: string | null;
  types: string[];
  colors: string[];
  colorIdentity: string[];
  manaCost: string | null;
  text: string | null;
};

/**
 * CardColorSource on `cards` (each face of each printing, its fields in `details`): a name is looked
 * up as a full name and as a front face's name on their indexes, and a face-name match brings its
 * whole card. The front face gives the types and layout; every face its colours, cost and rules text.
 * Printings agree on these, so one printing of each face stands for the card.
 */
export class SqlCardColorSource implements CardColorSource {
  constructor(private readonly sql: Sql) {}

  async cardsNamed(names: readonly string[]): Promise<ReadonlyMap<string, ReferenceCard>> {
    const found = new Map<string, ReferenceCard>();
    for (let start = 0; start < names.length; start += NAMES_PER_QUERY) {
      const batch = names.slice(start, start + NAMES_PER_QUERY);
      const keys = [...new Set(batch.map(normaliseCardName))];
      const marks = keys.map(() => '?').join(', ');
      // One printing per face (the lowest uuid): a staple's dozens of printings are neither sent nor parsed.
      const rows = await this.sql.all<Row>(
        'select name_lower, face_name_lower, details from cards where uuid in (select uuid from (' +
          'select uuid, row_number() over (partition by name_lower, face_name_lower order by uuid) as printing ' +
          `from cards where is_token = ? and (name_lower in (${marks}) or name_lower in ` +
          `(select name_lower from cards where face_name_lower in (${marks})))) as printings where printing = 1)`,
        [false, ...keys, ...keys],
      );
      const { cards, byFront } = cardsOf(rows);
      for (const name of batch) {
        const key = normaliseCardName(name);
        const card = cards.get(key) ?? byFront.get(key);
        if (card) found.set(name, card);
      }
    }
    return found;
  }
}

/**
 * One card per full name (its faces in side order, the front face's types and layout), and the
 * same cards by their front face's name. A back face's name is not one the card
 * is played under, so it answers to nothing.
 */
function cardsOf(rows: readonly Row[]): { cards: Map<string, ReferenceCard>; byFront: Map<string, ReferenceCard> } {
  const faces = new Map<string, Map<string, Details>>();
  const fullNameOfFront = new Map<string, string>();
  for (const row of rows) {
    const details = JSON.parse(row.details) as Details;
    const card = faces.get(row.name_lower) ?? new Map<string, Details>();
    const side = details.side ?? 'a';
    if (!card.has(side)) card.set(side, details);
    faces.set(row.name_lower, card);
    if (side === 'a' && row.face_name_lower !== null && !fullNameOfFront.has(row.face_name_lower))
      fullNameOfFront.set(row.face_name_lower, row.name_lower);
  }
  const cards = new Map<string, ReferenceCard>();
  for (const [name, sides] of faces) {
    const ordered = [...sides.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([, d]) => d);
    cards.set(name, {
      types: ordered[0]?.types ?? [],
      layout: ordered[0]?.layout ?? 'normal',
      faces: ordered.map((d) => ({
        colors: d.colors,
        colorIdentity: d.colorIdentity,
        manaCost: d.manaCost,
        text: d.text,
      })),
    });
  }
  const byFront = new Map<string, ReferenceCard>();
  for (const [front, fullName] of fullNameOfFront) byFront.set(front, cards.get(fullName)!);
  return { cards, byFront };
}
