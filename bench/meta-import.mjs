// Tournament import benchmark: 1,000 synthetic tournament files of 40 decks (40,000 decks, two in
// three events with six published Swiss rounds) imported through the real CLI, `metagame meta import
// DIR`, into a freshly migrated database whose card reference holds ~32,000 names (the files' names
// but one in fifty, so the unmatched-name report has work to do). Wall time and peak RSS are the CLI
// process's own, read by /usr/bin/time. A second run over the same folder measures what a resumed
// or repeated cron run costs (every file unchanged). Targets: < 60 s and < 300 MB.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DatabaseSync } from 'node:sqlite';
import pg from 'pg';
import { loadConfig, openRuntime } from '@metagame/hosts';
import { seedCardReference, syntheticDefinitionFiles } from './fixtures/archetype-definitions.mjs';
import { CARD_POOL, writeTournamentFiles } from './fixtures/tournament-files.mjs';
import { onEachDatabase, ratio, scratchPostgres } from './support.mjs';

export const title = 'Tournament import (metagame meta import)';

const FILES = Number(process.env.BENCH_META_FILES ?? 1_000);
const DECKS = Number(process.env.BENCH_META_DECKS ?? 40);
const FILLER_NAMES = 30_000;
const CLI = fileURLToPath(new URL('../hosts/dist/cli/main.js', import.meta.url));
/** What the `metagame` command's shebang passes (hosts/src/cli/main.ts). */
const NODE_FLAGS = ['--max-semi-space-size=16', '--max-old-space-size=1024'];

/** Card names as the card-data import files them: each under its search key (lower case, punctuation a space). */
const keyOf = (name) =>
  name
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
const knownNames = () => CARD_POOL.filter((_, i) => i % 50 !== 7);
const referenceNames = () => [
  ...knownNames(),
  ...Array.from({ length: FILLER_NAMES }, (_, i) => `Reference Filler ${i}`),
];
/** Modern-sized definitions over the files' own card names, so each deck is classified for real. */
const SPECIAL_NAMES = 5;
const DEFINITIONS = syntheticDefinitionFiles((i) => CARD_POOL[SPECIAL_NAMES + (i % 900)]);
const quiet = { info() {}, warn() {}, error() {}, debug() {} };

async function seedCardNames(kind, url) {
  const rows = referenceNames().map((name) => [name, keyOf(name)]);
  if (kind === 'sqlite') {
    const db = new DatabaseSync(url.slice('sqlite:'.length));
    db.exec('begin');
    const insert = db.prepare('insert into card_names (name, key) values (?, ?)');
    for (const [name, key] of rows) insert.run(name, key);
    db.exec('commit');
    db.close();
    return;
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(
      "insert into card_names (name, key, key_tsv) select n, k, to_tsvector('simple', k) from unnest($1::text[], $2::text[]) as t(n, k)",
      [rows.map((r) => r[0]), rows.map((r) => r[1])],
    );
  } finally {
    await client.end();
  }
}

function cli(args, url) {
  const out = spawnSync('/usr/bin/time', ['-f', 'TIME %e %M', process.execPath, ...NODE_FLAGS, CLI, ...args], {
    env: { ...process.env, DATABASE_URL: url, LOG_LEVEL: 'warn' },
    encoding: 'utf8',
    maxBuffer: 64 * 2 ** 20,
  });
  const time = /TIME ([\d.]+) (\d+)/.exec(out.stderr);
  if (!time) throw new Error(`no timing from the CLI: ${out.stderr.slice(-500)}`);
  return {
    code: out.status,
    stdout: out.stdout,
    seconds: Number(time[1]),
    maxRssMb: Math.round(Number(time[2]) / 1024),
  };
}

/** Writes the definition files as a format folder (`Archetypes/`, `Fallbacks/`, `card_colors.json`). */
function writeDefinitions(dir) {
  for (const file of DEFINITIONS) {
    const path = join(dir, file.path);
    mkdirSync(join(path, '..'), { recursive: true });
    writeFileSync(path, file.text);
  }
}

/**
 * Prepares a migrated database as a cron run meets it: the card names, and when `classified`, the
 * card reference's printings of the known names and the format's definitions, imported by the CLI
 * (so every imported deck is classified, its cards' colours asked of the reference).
 */
async function prepare(kind, url, definitionsDir, classified) {
  if (cli(['migrate'], url).code !== 0) throw new Error('migrate failed');
  await seedCardNames(kind, url);
  if (!classified) return;
  const config = loadConfig({ DATABASE_URL: url, LOG_LEVEL: 'silent' });
  const runtime = await openRuntime(config, { migrate: false, logger: quiet });
  try {
    await seedCardReference(runtime.orm.sql, knownNames(), DEFINITIONS);
  } finally {
    await runtime.close();
  }
  const imported = cli(['meta', 'definitions', 'import', definitionsDir, '--format', 'modern', '--json'], url);
  if (imported.code !== 0) throw new Error(`definitions import exited ${imported.code}: ${imported.stdout}`);
}

/** The import of the folder, then the same again (every file unchanged), on a prepared database. */
function importTwice(dir, url) {
  const first = cli(['meta', 'import', dir, '--json'], url);
  if (first.code !== 0) throw new Error(`meta import exited ${first.code}`);
  const summary = JSON.parse(first.stdout);
  const again = cli(['meta', 'import', dir, '--json'], url);
  const rerun = JSON.parse(again.stdout);
  return {
    seconds: first.seconds,
    maxRssMb: first.maxRssMb,
    decksPerSecond: Math.round(summary.decks / first.seconds),
    created: summary.created,
    decks: summary.decks,
    matches: summary.matches,
    inconsistent: summary.inconsistent.length,
    unmatchedNames: summary.unmatched_cards.length,
    rerunSeconds: again.seconds,
    rerunUnchanged: rerun.unchanged,
    meets: first.seconds < 60 && first.maxRssMb < 300,
  };
}

/** A second empty database beside `url`, of the same kind, and how to remove it. */
async function sibling(kind, url, pgUrl) {
  if (kind === 'sqlite') {
    const file = `${url.slice('sqlite:'.length)}-classified.db`;
    const drop = () => ['', '-wal', '-shm'].forEach((suffix) => rmSync(`${file}${suffix}`, { force: true }));
    return { url: `sqlite:${file}`, drop: async () => drop() };
  }
  return scratchPostgres(pgUrl);
}

export async function run(ctx) {
  const dir = mkdtempSync(join(tmpdir(), 'metagame-bench-meta-'));
  const definitionsDir = join(dir, 'definitions');
  const filesDir = join(dir, 'files');
  try {
    const written = writeTournamentFiles(filesDir, FILES, DECKS);
    writeDefinitions(definitionsDir);
    const results = await onEachDatabase(ctx, 'metagame-bench-meta', async (kind, url) => {
      await prepare(kind, url, definitionsDir, false);
      const plain = importTwice(filesDir, url);
      const other = await sibling(kind, url, ctx.pgUrl);
      try {
        await prepare(kind, other.url, definitionsDir, true);
        return { kind, plain, classified: importTwice(filesDir, other.url) };
      } finally {
        await other.drop();
      }
    });
    const row = (kind, label, r) =>
      `| ${kind} | ${label} | ${r.seconds} s | ${r.maxRssMb} MB | ${r.decksPerSecond} | ${r.created} / ${r.decks} / ${r.matches} | ${r.inconsistent} | ${r.unmatchedNames} | ${r.rerunSeconds} s (${r.rerunUnchanged} unchanged) | ${r.meets ? 'yes' : 'NO'} |`;
    return {
      figures: {
        files: written.files,
        decks: written.decks,
        results: results.map((r) => ({ ...r, classifiedOverPlain: ratio(r.classified.seconds, r.plain.seconds) })),
      },
      markdown: [
        `${written.files} files, ${written.decks} decks, through \`metagame meta import DIR --json\` (target < 60 s, peak RSS < 300 MB): into a database without archetype definitions, and into one with ${DEFINITIONS.length - 1} definition files of the format and a card reference of the decks' cards, where every deck is classified as it is imported.`,
        '',
        '| database | definitions | wall | peak RSS | decks/s | events / decks / matches | inconsistent | unmatched names | second run | meets |',
        '|---|---|---|---|---|---|---|---|---|---|',
        ...results.flatMap((r) => [row(r.kind, 'none', r.plain), row(r.kind, 'classified', r.classified)]),
      ].join('\n'),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
