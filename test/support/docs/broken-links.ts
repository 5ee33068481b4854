import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { Lexer, marked, type Token } from 'marked';
import { headingAnchors } from './heading-anchors.js';

/** A link to another site, a mail address or any other scheme: not checked here. */
const EXTERNAL = /^([a-z][a-z0-9+.-]*:|\/\/)/i;

/**
 * Every relative link of the given Markdown files (paths relative to `root`) whose target file does
 * not exist, or whose `#anchor` no heading of the target produces (GitHub's slugs), as
 * `file: [text](href) …` lines. Links inside code are not links and are not read.
 */
export function brokenLinks(root: string, files: readonly string[]): string[] {
  const anchorsOf = new Map<string, ReadonlySet<string>>();
  const anchors = (file: string): ReadonlySet<string> => {
    let found = anchorsOf.get(file);
    if (!found) anchorsOf.set(file, (found = headingAnchors(readFileSync(file, 'utf8'))));
    return found;
  };
  const problems: string[] = [];
  for (const file of files) {
    const path = join(root, file);
    for (const href of linksOf(readFileSync(path, 'utf8'))) {
      if (EXTERNAL.test(href)) continue;
      const problem = checkLink(root, path, href, anchors);
      if (problem) problems.push(`${file}: (${href}) ${problem}`);
    }
  }
  return problems;
}

function checkLink(
  root: string,
  from: string,
  href: string,
  anchors: (file: string) => ReadonlySet<string>,
): string | null {
  const hash = href.indexOf('#');
  const pathPart = decodeURIComponent(hash === -1 ? href : href.slice(0, hash));
  const anchor = hash === -1 ? null : decodeURIComponent(href.slice(hash + 1));
  // GitHub reads a leading slash from the repository's root.
  const target =
    pathPart === '' ? from : pathPart.startsWith('/') ? join(root, pathPart) : join(dirname(from), pathPart);
  if (!existsSync(target)) return `points to ${relative(root, target)}, which does not exist`;
  if (anchor === null || anchor === '') return null;
  const page = statSync(target).isDirectory() ? join(target, 'README.md') : target;
  if (!page.endsWith('.md') || !existsSync(page)) return `has an anchor, but ${relative(root, target)} has no headings`;
  return anchors(page).has(anchor) ? null : `names #${anchor}, which no heading of ${relative(root, page)} produces`;
}

/** The targets of every link and image of a Markdown text, reference-style ones included. */
function linksOf(markdown: string): string[] {
  const hrefs: string[] = [];
  marked.walkTokens(Lexer.lex(markdown), (token: Token) => {
    if (token.type === 'link' || token.type === 'image') hrefs.push(token.href);
  });
  return hrefs;
}
