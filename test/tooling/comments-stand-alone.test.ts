import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findCitations } from './find-citations.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SOURCE_ROOTS = ['core', 'contracts', 'adapters', 'hosts', 'testkit', 'test', 'bench', 'scripts'];
const ROOT_FILES = ['eslint.config.js', '.dependency-cruiser.cjs'];
const SOURCE = /\.[cm]?[jt]sx?$/;
/** Built output, installed packages, generated code and recorded data: nobody writes their comments. */
const SKIPPED =
  /(^|\/)(node_modules|dist|fixtures|screenshots|results|\.turbo)(\/|$)|^test\/generated\/|^hosts\/web\/src\/api\/openapi\.d\.ts$/;
/** The detector and this test quote the citations they look for. */
const QUOTES_CITATIONS = new Set(['test/tooling/find-citations.ts', 'test/tooling/comments-stand-alone.test.ts']);

function walk(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (SKIPPED.test(path) || QUOTES_CITATIONS.has(path)) return [];
    if (entry.isDirectory()) return walk(path);
    return SOURCE.test(entry.name) ? [path] : [];
  });
}

/** The markdown files of the repository: the only documents a comment may send its reader to. */
function repositoryDocs(): Set<string> {
  const docs = new Set<string>();
  const visit = (dir: string) => {
    for (const entry of readdirSync(join(ROOT, dir), { withFileTypes: true })) {
      const path = dir ? `${dir}/${entry.name}` : entry.name;
      if (/(^|\/)(node_modules|dist|\.git|\.turbo)$/.test(path)) continue;
      if (entry.isDirectory()) visit(path);
      else if (entry.name.endsWith('.md')) docs.add(basename(path));
    }
  };
  visit('');
  return docs;
}

/**
 * Comments and test names stand on their own: they state a rule instead of citing the service
 * specification by section ("spec 4.6.1"), an issue number, the style guide or any other document
 * outside the repository, none of which a reader of the code can open. Public standards may be named
 * (RFC numbers, OpenAPI, WebAuthn, Prometheus, …; see PUBLIC_STANDARD in find-citations.ts), and so
 * may the markdown files of the repository.
 */
describe('comments and test names', () => {
  const docs = repositoryDocs();

  it('state their rule instead of citing a document the reader cannot open', { timeout: 120_000 }, () => {
    const files = [...SOURCE_ROOTS.flatMap(walk), ...ROOT_FILES];
    const offenders = files.flatMap((path) =>
      findCitations(path, readFileSync(join(ROOT, path), 'utf8'), docs).map(
        (c) => `${path}:${c.line} ${c.where} ${c.rule}: ${c.text}`,
      ),
    );
    expect(files.length).toBeGreaterThan(500);
    expect(offenders, offenders.join('\n')).toEqual([]);
  });

  it('find a citation planted in a comment or a test name, at its line', () => {
    const planted = [
      '// Codes expire (spec 4.6.1).\nconst a = 1;',
      '/**\n * As the spec says, a code expires.\n */\nconst b = 2;',
      'const c = 3; /* see STYLE §4 */',
      '// fixed in issue #12\n',
      '// Real exports live in shared/realdata.\n',
      '// Layout follows DEVELOPERS.md.\n',
      "it('rejects an expired code (spec 4.6.1)', () => {});",
      "describe.each([1])('per spec, %s', () => {});",
      '// The rule is in spec\n// 4.6.1 of the service.\n',
      'const d = <p>{/* spec §2 */}</p>;',
      '/** @see issue "every value is a bound parameter" */\n',
      '// Hardening (issue: login limits).\n',
      "/** Beyond the\n * spec's claims. */\n",
      '// Password reset and email change (identity III).\n',
      '// Bodies or query strings, either (CONTRACT).\n',
      '// Row grammar as in decklist-text.md.\n',
      '/* Sessions per device (spec). */',
    ];
    for (const source of planted) expect(findCitations('plant.tsx', source, docs), source).not.toEqual([]);
    expect(findCitations('plant.ts', 'const x = 1;\n\n// per spec\n', docs)).toMatchObject([{ line: 3 }]);
  });

  it('leave code, strings and public standards alone', () => {
    const clean = [
      "const glob = '**/*.spec.ts'; // the test files",
      "const url = 'https://example.com//spec 4.6'; const re = /\\/\\/ spec 4/;",
      '// Codes are checked per RFC 6238 §4 with a 30-second step.',
      '// The OpenAPI 3.1 specification allows a $ref here; the WebAuthn spec does not.',
      '// The import specifier must end in .js; see README.md.',
      '// A spec object lists the route and its schema; each spec names its use case.',
      'const t = `// spec 4.6 ${1}`;',
      'const p = <p>// spec 4.6, per spec</p>;',
      "it('expires a code after the verification TTL', () => {});",
      '// Result lives in ../shared/result.ts; the issues of a plan are one per card.',
      '// Respect the inspector: special aspects are not specs.',
    ];
    for (const source of clean) expect(findCitations('clean.tsx', source, docs), source).toEqual([]);
  });
});
