// Archetype benchmark: reclassify 40,000 published decks against a Modern-sized definition set
// (~140 archetypes, target < 10 s), through the same use cases as the import route and the CLI
// (read a page, classify, write the page's labels in one statement), on SQLite and PostgreSQL. Also
// the classifier alone, in memory, so the database's share shows. With METAGAME_REAL_META_DIR the
// community's Modern definitions and real decklists (repeated) are used; otherwise a synthetic set
// of the same size and shape. Either way a card reference knows every card of the decks (a few
// printings each, coloured as the colour tables say), so the run's colour lookups find their cards.
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { RequestContext } from '@mikro-orm/core';
import { loadConfig, openRuntime } from '@metagame/hosts';
import { SqlCardColorSource } from '@metagame/adapters';
import { classifyDeck, parseDefinitionFiles, referenceColorsFor } from '@metagame/core';
import { ImportArchetypeDefinitions } from '@metagame/core/metagame/use-cases/import-archetype-definitions';
import { RunReclassification } from '@metagame/core/metagame/use-cases/run-reclassification';
import { syntheticDefinitionFiles, seedCardReference } from './fixtures/archetype-definitions.mjs';
import { insertObjects, onEachDatabase, seededRandom } from './support.mjs';

export const title = 'Archetypes: reclassify 40,000 decks against ~140 archetypes';
const DECKS = Number(process.env.BENCH_ARCHETYPE_DECKS ?? 40_000);
const TARGET_MS = 10_000;
const quiet = { info() {}, warn() {}, error() {}, debug() {} };
const realDir = process.env.METAGAME_REAL_META_DIR;

/** Synthetic decks: 85 % built around one archetype's cards, the rest random; 25 mainboard and 8 sideboard entries. */
function syntheticDeck(random) {
  const card = (i) => `Card ${String(i % 900).padStart(3, '0')}`;
  const main = new Map();
  const add = (name, count) => main.set(name, count);
  if (random() < 0.85) {
    const a = Math.floor(random() * 140);
    add(`Key ${a}`, 4);
    add(card(a * 5), 4);
    add(card(a * 5 + 1 + Math.floor(random() * 3)), 3);
  }
  while (main.size < 21) add(card(Math.floor(random() * 900)), 1 + Math.floor(random() * 4));
  for (let i = 0; i < 4; i++) add(`Land ${Math.floor(random() * 10)}`, 4);
  const side = Array.from({ length: 8 }, () => [2, card(Math.floor(random() * 900))]);
  return { mainboard: [...main].map(([name, count]) => [count, name]), sideboard: side };
}

function realFiles() {
  const root = join(realDir, 'formatdata-2025-11', 'Formats');
  const files = [{ path: 'card_colors.json', text: readFileSync(join(root, 'card_colors.json'), 'utf8') }];
  for (const sub of ['Archetypes', 'Fallbacks'])
    for (const name of readdirSync(join(root, 'Modern', sub)).sort())
      files.push({ path: `${sub}/${name}`, text: readFileSync(join(root, 'Modern', sub, name), 'utf8') });
  files.push({
    path: 'color_overrides.json',
    text: readFileSync(join(root, 'Modern', 'color_overrides.json'), 'utf8'),
  });
  return files;
}

function realDecks() {
  const walk = (p) => (statSync(p).isDirectory() ? readdirSync(p).flatMap((n) => walk(join(p, n))) : [p]);
  return walk(join(realDir, 'tournaments'))
    .filter((file) => file.includes('modern-'))
    .flatMap((file) => JSON.parse(readFileSync(file, 'utf8')).Decks)
    .map((d) => ({
      mainboard: d.Mainboard.map((e) => [e.Count, e.CardName]),
      sideboard: (d.Sideboard ?? []).map((e) => [e.Count, e.CardName]),
    }));
}

function workload() {
  const random = seededRandom(29);
  if (realDir) {
    const lists = realDecks();
    return {
      source: `real Modern definitions (2025-11) and ${lists.length} real lists repeated`,
      files: realFiles(),
      deck: (i) => lists[i % lists.length],
    };
  }
  return {
    source: 'synthetic definitions and lists',
    files: syntheticDefinitionFiles(),
    deck: () => syntheticDeck(random),
  };
}

async function seed(sql, load) {
  const date = new Date(Date.UTC(2026, 9, 1));
  const perTournament = 40;
  const names = new Set();
  for (let t = 0; t < DECKS / perTournament; t++) {
    const id = randomUUID();
    await insertObjects(sql, 'tournaments', [
      {
        id,
        format: 'modern',
        name: `Challenge ${t}`,
        date,
        uri: null,
        source_key: id,
        deck_count: perTournament,
        player_count: perTournament,
        has_rounds: false,
        has_standings: false,
        inconsistent: false,
        imported_at: date,
      },
    ]);
    const decks = Array.from({ length: perTournament }, (_, i) => {
      const deck = load.deck(t * perTournament + i);
      for (const [, name] of [...deck.mainboard, ...deck.sideboard]) names.add(name);
      return {
        id: randomUUID(),
        tournament_id: id,
        position: i,
        format: 'modern',
        date,
        player: `player ${i}`,
        mainboard: JSON.stringify(deck.mainboard),
        sideboard: JSON.stringify(deck.sideboard),
      };
    });
    await insertObjects(sql, 'tournament_decks', decks, 100);
  }
  await seedCardReference(sql, names, load.files);
  return names;
}

async function measure(kind, databaseUrl, load) {
  const config = loadConfig({
    DATABASE_URL: databaseUrl,
    RATE_LIMIT_ENABLED: 'false',
    LOG_LEVEL: 'silent',
    ENVIRONMENT: 'bench',
  });
  const runtime = await openRuntime(config, { migrate: true, logger: quiet });
  try {
    const names = await seed(runtime.orm.sql, load);
    if (kind === 'postgres') await runtime.orm.sql.run('analyze');
    return await RequestContext.create(runtime.orm.em, async () => {
      const started = performance.now();
      const imported = await runtime.container
        .get(ImportArchetypeDefinitions)
        .execute({ format: 'modern', files: load.files });
      if (!imported.ok) throw new Error(imported.error.message);
      const importMs = performance.now() - started;
      const run = await runtime.container.get(RunReclassification).execute(imported.value);
      const totalMs = performance.now() - started;
      const lookups = await colorLookups(runtime.orm.sql, imported.value.definitions, names);
      return {
        kind,
        decks: run.done,
        state: run.state,
        counts: run.counts,
        importMs: Math.round(importMs),
        totalMs: Math.round(totalMs),
        withinTarget: totalMs < TARGET_MS,
        colorLookups: lookups,
      };
    });
  } finally {
    await runtime.close();
  }
}

/**
 * The card reference's share of a run, measured apart: what a run asks the reference about all the
 * decks' names (the names it asks, how many the reference knows, and the time to ask and to build
 * the colour tables from the answers).
 */
async function colorLookups(sql, definitions, names) {
  const source = new SqlCardColorSource(sql);
  let asked = 0;
  let found = 0;
  const counting = {
    async cardsNamed(batch) {
      asked += batch.length;
      const cards = await source.cardsNamed(batch);
      found += cards.size;
      return cards;
    },
  };
  const started = performance.now();
  await referenceColorsFor(counting, definitions)(names);
  return { names: names.size, asked, found, ms: Math.round(performance.now() - started) };
}

/** The classifier alone over the same decks in memory: what the database adds is the rest. */
function classifierOnly(load) {
  const parsed = parseDefinitionFiles('modern', load.files);
  if (!parsed.ok) throw new Error('definitions refused');
  const decks = Array.from({ length: DECKS }, (_, i) => {
    const d = load.deck(i);
    return {
      mainboard: d.mainboard.map(([count, name]) => ({ count, name })),
      sideboard: d.sideboard.map(([count, name]) => ({ count, name })),
    };
  });
  const started = performance.now();
  for (const deck of decks) classifyDeck(deck, parsed.definitions);
  return {
    archetypes: parsed.definitions.archetypes.length,
    fallbacks: parsed.definitions.fallbacks.length,
    ms: Math.round(performance.now() - started),
  };
}

export async function run(ctx) {
  const load = workload();
  const memory = classifierOnly(load);
  const databases = await onEachDatabase(ctx, 'metagame-bench-archetypes', (kind, url) =>
    measure(kind, url, workload()),
  );
  const rows = databases.map(
    (r) =>
      `| ${r.kind} | ${r.decks} | ${r.importMs} | ${r.totalMs} | ${r.counts.rule} / ${r.counts.fallback} / ${r.counts.unknown} | ${r.colorLookups.asked} / ${r.colorLookups.found} of ${r.colorLookups.names}, ${r.colorLookups.ms} ms | ${r.withinTarget ? 'yes' : 'NO'} |`,
  );
  const markdown = [
    `Workload: ${load.source}; ${memory.archetypes} archetypes, ${memory.fallbacks} fallbacks, ${DECKS} decks.`,
    `Classifier alone, in memory: ${memory.ms} ms for ${DECKS} decks.`,
    '',
    '| database | decks | import + validate (ms) | import + reclassify (ms) | rule / fallback / unknown | colour lookups: names asked / found of all | < 10 s |',
    '|---|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
  return { figures: { source: load.source, classifierOnly: memory, databases }, markdown };
}

if (import.meta.url === `file://${process.argv[1]}`)
  console.log(JSON.stringify(await run({ pgUrl: process.env.TEST_DATABASE_URL }), null, 2));
