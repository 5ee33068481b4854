import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** The documentation the docs test keeps honest: README.md and every Markdown file under docs/. */
export function markdownFiles(root: string): string[] {
  const docs = readdirSync(join(root, 'docs'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.md'))
    .map((file) => join('docs', file))
    .sort();
  return ['README.md', ...docs];
}
