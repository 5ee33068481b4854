import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { runCli } from '../support/cli.js';
import { createIsolatedDatabase, type DatabaseKind, type IsolatedDatabase } from '../support/databases.js';
import { databaseQuery } from '../support/database-query.js';

/** Each test starts a cold CLI process or two, slow on a busy machine. */
const PROCESSES_MS = 300_000;
const DECK = '11111111-1111-4111-8111-111111111111';

/** A checkout-shaped folder of our own: Formats/Modern/{Archetypes,Fallbacks}, the shared colours one level up. */
function writeDefinitions(root: string, extra: Record<string, string> = {}): void {
  const modern = join(root, 'Formats', 'Modern');
  mkdirSync(join(modern, 'Archetypes'), { recursive: true });
  mkdirSync(join(modern, 'Fallbacks'), { recursive: true });
  writeFileSync(
    join(modern, 'Archetypes', 'Burn.json'),
    '{ "Name": "Burn", "Conditions": [ { "Type": "InMainboard", "Cards": ["Lava Spike"] }, ], }\r\n',
  );
  writeFileSync(
    join(modern, 'Archetypes', 'Red Burn.json'),
    '\uFEFF{ "Name": "RedBurn", "Conditions": [ { "Type": "InMainboard", "Cards": ["Rift Bolt"] } ] }',
  );
  writeFileSync(
    join(modern, 'Fallbacks', 'GenericAggro.json'),
    '{ "Name": "GenericAggro", "IncludeColorInName": true, "CommonCards": ["Goblin Guide"] }',
  );
  writeFileSync(
    join(root, 'Formats', 'card_colors.json'),
    '{ "Lands": [ { "Name": "Mountain", "Color": "R" } ], "NonLands": [ { "Name": "Goblin Guide", "Color": "R" } ] }',
  );
  writeFileSync(join(modern, 'color_overrides.json'), '{ "Lands": null, "NonLands": null, }');
  for (const [path, text] of Object.entries(extra)) writeFileSync(join(modern, path), text);
}

/** `metagame meta definitions import DIR --format NAME` through real CLI processes on a real database. */
export function metaDefinitionsSuite(kind: DatabaseKind): void {
  let dir: string;
  let database: IsolatedDatabase;
  let env: Record<string, string>;
  const cli = (args: string[]) => runCli(args, { env });
  const query = (sql: string) => databaseQuery(database.url, sql);

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'metagame-meta-definitions-'));
    database =
      kind === 'sqlite'
        ? { kind, name: '', url: `sqlite:${join(dir, 'app.db')}`, drop: async () => {} }
        : await createIsolatedDatabase(kind);
    env = { DATABASE_URL: database.url, LOG_LEVEL: 'warn' };
    expect((await cli(['migrate'])).code).toBe(0);
    const t = '22222222-2222-4222-8222-222222222222';
    const now = kind === 'sqlite' ? String(Date.now()) : 'now()';
    const no = kind === 'sqlite' ? '0' : 'false';
    await query(
      'insert into tournaments (id, format, name, date, uri, source_key, deck_count, player_count, has_rounds, has_standings, inconsistent, imported_at) ' +
        `values ('${t}', 'modern', 'Challenge', ${now}, null, '${t}', 1, 1, ${no}, ${no}, ${no}, ${now})`,
    );
    await query(
      'insert into tournament_decks (id, tournament_id, position, format, date, player, mainboard, sideboard) ' +
        `values ('${DECK}', '${t}', 0, 'modern', ${now}, 'p', '[[4,"Goblin Guide"],[16,"Mountain"]]', '[]')`,
    );
  }, PROCESSES_MS);
  afterAll(async () => {
    await database?.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it(
    'imports a checkout’s format folder, relabels the format’s decks and prints the run as JSON',
    async () => {
      const root = join(dir, 'good');
      writeDefinitions(root);
      const result = await cli(['meta', 'definitions', 'import', root, '--format', 'modern', '--json']);
      expect(result.code, result.stderr).toBe(0);
      expect(JSON.parse(result.stdout)).toMatchObject({
        definition_set: { format: 'modern', archetype_count: 2, fallback_count: 1 },
        reclassification: { state: 'succeeded', total: 1, done: 1, counts: { rule: 0, fallback: 1, unknown: 0 } },
      });
      expect(result.stderr).toContain('Reclassification succeeded: 1 decks');
      expect(
        await query(`select archetype, archetype_match, colors from tournament_decks where id = '${DECK}'`),
      ).toEqual([{ archetype: 'Mono Red Aggro', archetype_match: 'fallback', colors: 'R' }]);
    },
    PROCESSES_MS,
  );

  it(
    'refuses an unknown condition type with exit 65, naming the file and condition, and stores nothing new',
    async () => {
      const root = join(dir, 'bad');
      writeDefinitions(root, {
        'Archetypes/Odd.json': '{ "Name": "Odd", "Conditions": [ { "Type": "InGraveyard", "Cards": ["A"] } ] }',
      });
      const before = await query('select count(*) as n from archetype_definition_sets');
      const result = await cli([
        'meta',
        'definitions',
        'import',
        join(root, 'Formats', 'Modern'),
        '--format',
        'modern',
      ]);
      expect(result.code).toBe(65);
      expect(result.stderr).toContain('Archetypes/Odd.json Conditions[0].Type: unknown condition type "InGraveyard"');
      expect(await query('select count(*) as n from archetype_definition_sets')).toEqual(before);
    },
    PROCESSES_MS,
  );

  it(
    'exits 66 for a folder without definitions and 64 without --format',
    async () => {
      expect((await cli(['meta', 'definitions', 'import', join(dir, 'nowhere'), '--format', 'modern'])).code).toBe(66);
      expect((await cli(['meta', 'definitions', 'import', dir])).code).toBe(64);
    },
    PROCESSES_MS,
  );

  it(
    'reclassifies a format with its current definitions as imported, after its labels went stale',
    async () => {
      await query(`update tournament_decks set archetype = 'Stale', archetype_match = 'rule' where id = '${DECK}'`);
      const setCount = async () => Number((await query('select count(*) as n from archetype_definition_sets'))[0]?.n);
      const sets = await setCount();
      const result = await cli(['meta', 'reclassify', '--format', 'MODERN', '--json']);
      expect(result.code, result.stderr).toBe(0);
      expect(JSON.parse(result.stdout)).toMatchObject({
        definition_set: { format: 'modern', archetype_count: 2, fallback_count: 1 },
        reclassification: { state: 'succeeded', total: 1, done: 1, counts: { rule: 0, fallback: 1, unknown: 0 } },
      });
      expect(await setCount()).toBe(sets + 1);
      expect(await query(`select archetype, archetype_match from tournament_decks where id = '${DECK}'`)).toEqual([
        { archetype: 'Mono Red Aggro', archetype_match: 'fallback' },
      ]);
    },
    PROCESSES_MS,
  );

  it(
    'refuses to reclassify a format without definitions with exit 66, and a bad format name with 65',
    async () => {
      const none = await cli(['meta', 'reclassify', '--format', 'pauper']);
      expect(none.code).toBe(66);
      expect(none.stderr).toContain('No archetype definitions have been imported for format "pauper".');
      expect((await cli(['meta', 'reclassify', '--format', 'no/such'])).code).toBe(65);
    },
    PROCESSES_MS,
  );
}
