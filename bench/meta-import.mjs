// Tournament import benchmark: 1,000 synthetic tournament files of 40 decks (40,000 decks, two in
// three events with six published Swiss rounds) imported through the real CLI, `metagame meta import
// DIR`, into a freshly migrated database whose card reference holds ~32,000 names (the files' names
// but one in fifty, so the unmatched-name report has work to do). Wall time and peak RSS are the CLI
// process's own, read by /usr/bin/time. A second run over the same folder measures what a resumed
// or repeated cron run costs (every file unchanged). Targets: < 60 s and < 300 MB.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DatabaseSync } from 'node:sqlite';
import pg from 'pg';
import { CARD_POOL, writeTournamentFiles } from './fixtures/tournament-files.mjs';
import { onEachDatabase } from './support.mjs';

export const title = 'Tournament import (metagame meta import)';

const FILES = Number(process.env.BENCH_META_FILES ?? 1_000);
const DECKS = Number(process.env.BENCH_META_DECKS ?? 40);
const FILLER_NAMES = 30_000;
const CLI = fileURLToPath(new URL('../hosts/dist/cli/main.js', import.meta.url));
/** What the `metagame` command's shebang passes (hosts/src/cli/main.ts). */
const NODE_FLAGS = ['--max-semi-space-size=16'];

/** Card names as the card-data import files them: each under its search key (lower case, punctuation a space). */
const keyOf = (name) =>
  name
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
const referenceNames = () => [
  ...CARD_POOL.filter((_, i) => i % 50 !== 7),
  ...Array.from({ length: FILLER_NAMES }, (_, i) => `Reference Filler ${i}`),
];

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

export async function run(ctx) {
  const dir = mkdtempSync(join(tmpdir(), 'metagame-bench-meta-'));
  try {
    const written = writeTournamentFiles(dir, FILES, DECKS);
    const results = await onEachDatabase(ctx, 'metagame-bench-meta', async (kind, url) => {
      if (cli(['migrate'], url).code !== 0) throw new Error('migrate failed');
      await seedCardNames(kind, url);
      const first = cli(['meta', 'import', dir, '--json'], url);
      if (first.code !== 0) throw new Error(`meta import exited ${first.code}`);
      const summary = JSON.parse(first.stdout);
      const again = cli(['meta', 'import', dir, '--json'], url);
      const rerun = JSON.parse(again.stdout);
      return {
        kind,
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
    });
    const rows = results.map(
      (r) =>
        `| ${r.kind} | ${r.seconds} s | ${r.maxRssMb} MB | ${r.decksPerSecond} | ${r.created} / ${r.decks} / ${r.matches} | ${r.inconsistent} | ${r.unmatchedNames} | ${r.rerunSeconds} s (${r.rerunUnchanged} unchanged) | ${r.meets ? 'yes' : 'NO'} |`,
    );
    return {
      figures: { files: written.files, decks: written.decks, results },
      markdown: [
        `${written.files} files, ${written.decks} decks, through \`metagame meta import DIR --json\` (target < 60 s, peak RSS < 300 MB).`,
        '',
        '| database | wall | peak RSS | decks/s | events / decks / matches | inconsistent | unmatched names | second run | meets |',
        '|---|---|---|---|---|---|---|---|---|',
        ...rows,
      ].join('\n'),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
