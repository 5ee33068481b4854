import type { DatabaseKind } from '../../support/databases.js';
import type { TestApp } from '../../support/test-app.js';
import { sqlOn } from '../teams/team-client.js';

export const META = '/api/v1/meta';

/** Small definition files of our own, in the community's rule format (CRLF and trailing commas on purpose). */
export const DEFINITION_FILES = [
  {
    path: 'Archetypes/Burn.json',
    text: '{\r\n  "Name": "Burn",\r\n  "IncludeColorInName": false,\r\n  "Conditions": [\r\n    { "Type": "InMainboard", "Cards": ["Lava Spike"] },\r\n  ],\r\n}\r\n',
  },
  {
    path: 'Archetypes/Murktide.json',
    text: '{ "Name": "Murktide", "IncludeColorInName": true, "Conditions": [ { "Type": "InMainboard", "Cards": ["Murktide Regent"] } ] }',
  },
  {
    path: 'Fallbacks/GenericControl.json',
    text: '{ "Name": "GenericControl", "IncludeColorInName": true, "CommonCards": ["Counterspell"] }',
  },
  {
    path: 'card_colors.json',
    text: JSON.stringify({
      Lands: [
        { Name: 'Island', Color: 'U' },
        { Name: 'Mountain', Color: 'R' },
      ],
      NonLands: [
        { Name: 'Counterspell', Color: 'U' },
        { Name: 'Lightning Bolt', Color: 'R' },
        { Name: 'Murktide Regent', Color: 'U' },
      ],
    }),
  },
];

export interface SeededDeck {
  readonly id: string;
  readonly mainboard: [number, string][];
  readonly sideboard?: [number, string][];
}

/** Tournament decks straight in the database (their import route belongs to another part of the service). */
export async function seedDecks(
  app: TestApp,
  kind: DatabaseKind,
  format: string,
  decks: readonly SeededDeck[],
): Promise<void> {
  const tournament = crypto.randomUUID();
  const now = kind === 'sqlite' ? String(Date.now()) : 'now()';
  const no = kind === 'sqlite' ? '0' : 'false';
  await sqlOn(
    app,
    'insert into tournaments (id, format, name, date, uri, source_key, deck_count, player_count, has_rounds, has_standings, inconsistent, imported_at) ' +
      `values ('${tournament}', '${format}', 'Challenge', ${now}, null, '${tournament}', ${decks.length}, ${decks.length}, ${no}, ${no}, ${no}, ${now})`,
  );
  for (const [i, deck] of decks.entries()) {
    const board = (cards: [number, string][]) => JSON.stringify(cards).replaceAll("'", "''");
    await sqlOn(
      app,
      'insert into tournament_decks (id, tournament_id, position, format, date, player, mainboard, sideboard) ' +
        `values ('${deck.id}', '${tournament}', ${i}, '${format}', ${now}, 'player ${i}', '${board(deck.mainboard)}', '${board(deck.sideboard ?? [])}')`,
    );
  }
}

export const labelsOf = async (app: TestApp, id: string) =>
  (
    await sqlOn(
      app,
      `select archetype, archetype_match, archetype_override, colors from tournament_decks where id = '${id}'`,
    )
  )[0];
