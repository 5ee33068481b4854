// `npm run bench`: runs every bench/<area>.mjs module in one go and writes one report
// (bench/results/latest.md and latest.json). Postgres figures need TEST_DATABASE_URL
// (defaults to the local cluster CI uses).
import { readdirSync, writeFileSync, mkdirSync } from 'node:fs';
import { availableParallelism, cpus, totalmem } from 'node:os';

const pgUrl = process.env.TEST_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/test';
const only = process.argv[2];
const modules = readdirSync(new URL('.', import.meta.url)).filter(
  (f) => f.endsWith('.mjs') && !['run.mjs', 'support.mjs'].includes(f) && (!only || f.startsWith(only)),
);
const report = {
  date: new Date().toISOString(),
  machine: {
    cpus: availableParallelism(),
    model: cpus()[0]?.model,
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    node: process.version,
  },
  sections: {},
};
const markdown = [
  `# Metagame benchmark report`,
  '',
  `Run ${report.date} on ${report.machine.cpus} × ${report.machine.model}, ${report.machine.memoryGiB} GiB, Node ${report.machine.node}.`,
  '',
];

for (const file of modules.sort()) {
  const mod = await import(new URL(file, import.meta.url));
  process.stderr.write(`bench: ${file} …\n`);
  const started = Date.now();
  try {
    const { figures, markdown: md } = await mod.run({ pgUrl });
    report.sections[file] = { title: mod.title, seconds: Math.round((Date.now() - started) / 1000), figures };
    markdown.push(`## ${mod.title ?? file}`, '', md, '');
  } catch (error) {
    report.sections[file] = { title: mod.title, error: String(error?.stack ?? error) };
    markdown.push(`## ${mod.title ?? file}`, '', `Failed: ${error?.message ?? error}`, '');
  }
}
mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
writeFileSync(new URL('./results/latest.json', import.meta.url), JSON.stringify(report, null, 2) + '\n');
writeFileSync(new URL('./results/latest.md', import.meta.url), markdown.join('\n') + '\n');
process.stdout.write(markdown.join('\n') + '\n');
