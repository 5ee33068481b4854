import ts from 'typescript';

/** A comment or test name that points the reader at a document they cannot open from the repository. */
export interface Citation {
  readonly line: number;
  readonly where: 'comment' | 'test name';
  readonly rule: string;
  readonly text: string;
}

/**
 * Public standards a comment may name, with or without a section: "RFC 6238 §4", "the WebAuthn spec",
 * "OpenAPI 3.1 specification", "the Prometheus exposition format". Anyone can look these up; the
 * service's own specification, its style guide and issue tracker are not in the repository, so a
 * comment must state their rule instead of pointing at them.
 */
const PUBLIC_STANDARD =
  /\b(?:RFC\s*\d+|OpenAPI|Swagger|JSON Schema|WebAuthn|FIDO2?|W3C|WHATWG|HTML|ECMAScript|TC39|Prometheus|OpenMetrics|SMTP|MIME|JWT|JOSE|TOTP|HOTP|CommonMark|SemVer|Unicode|IEEE\s*\d+|ISO\s*\d+)(?:\s+v?[\d.]+)?(?:\s+spec(?:ification)?(?:'s)?)?\s*$/i;

const RULES: readonly { readonly rule: string; readonly pattern: RegExp; readonly unlessStandard?: true }[] = [
  // "spec 4.6.1", "spec §5", "spec section 2": the service specification by section.
  {
    rule: 'cites a spec section',
    pattern: /\bspec(?:ification)?(?:'s)?\s*(?:§|\d|section\b)/gi,
    unlessStandard: true,
  },
  // "the spec", "per spec", "(spec)", "spec'd": the service specification as a whole.
  { rule: 'cites the spec', pattern: /\b(?:the|per|see|by|our|in)\s+spec(?:ification)?\b(?![-.]\w)/gi },
  { rule: 'cites the spec', pattern: /\(spec\)|\bspec'd\b|\bspec (?:says|requires|defines)\b/gi },
  // "§4.2" on its own is a section of some document; which one the reader cannot tell.
  { rule: 'cites a section (§)', pattern: /§/g, unlessStandard: true },
  // "issue 13", "issue #13", "(issue: hardening)", "@see issue \"…\"", "the platform issue".
  {
    rule: 'cites an issue',
    pattern: /\b(?:issue|ticket|PR|pull request)s?\s*(?:#?\d+|["“:])|@see\s+issue\b|\bplatform issue\b/gi,
  },
  // Milestones named like issues ("identity II", "identity III").
  { rule: 'cites an issue', pattern: /\bidentity I{2,3}\b/g },
  // Documents kept next to the repository, not in it: the style guide, the settings contract, the
  // developers' notes, the sample upstream data and the format notes.
  { rule: 'cites a document outside the repository', pattern: /\b(?:STYLE|CONTRACT|DEVELOPERS)\b/g },
  {
    rule: 'cites a document outside the repository',
    pattern: /\bshared\/(?:realdata|spec|formats|hooks|STYLE|CONTRACT)|\brealdata\b|\/work\/|service-spec/gi,
  },
];

/** Every rule needs one of these words, so a file without any is skipped unparsed. */
const MIGHT_CITE =
  /\bspec|issue|ticket|\bPR\b|pull request|§|STYLE|CONTRACT|DEVELOPERS|shared\/|realdata|\/work\/|identity I|\.md\b/i;

/** A markdown file named in a comment must be one in the repository (README.md, docs/…). */
const MARKDOWN_NAME = /\b[\w.-]+\.md\b/g;

/** Callees whose first argument is a test name: describe, it, test, and their .each/.skip/.skipIf(…) forms. */
const TEST_FUNCTIONS = new Set(['describe', 'it', 'test', 'suite', 'bench']);

/**
 * Finds citations in the comments and test names of one source file. Comments come from the
 * TypeScript parser (every token's leading and trailing trivia), so `//` inside a string, template,
 * regular expression or JSX text is never taken for a comment.
 */
export function findCitations(fileName: string, source: string, repositoryDocs: ReadonlySet<string>): Citation[] {
  if (!MIGHT_CITE.test(source)) return [];
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, scriptKind(fileName));
  const found: Citation[] = [];
  const check = (text: string, start: number, where: Citation['where']) => {
    for (const { rule, pattern, unlessStandard } of RULES)
      for (const match of text.matchAll(pattern)) {
        if (unlessStandard && PUBLIC_STANDARD.test(text.slice(Math.max(0, match.index - 60), match.index))) continue;
        found.push({ line: lineOf(file, start + match.index), where, rule, text: excerpt(text, match.index) });
      }
    for (const match of text.matchAll(MARKDOWN_NAME))
      if (!repositoryDocs.has(match[0].split('/').pop() ?? match[0]))
        found.push({
          line: lineOf(file, start + match.index),
          where,
          rule: 'cites a document outside the repository',
          text: excerpt(text, match.index),
        });
  };
  for (const block of commentBlocks(file)) check(unwrap(source.slice(block.pos, block.end)), block.pos, 'comment');
  for (const name of testNames(file)) check(name.getText(file), name.getStart(file), 'test name');
  return found.sort((a, b) => a.line - b.line);
}

function scriptKind(fileName: string): ts.ScriptKind {
  if (fileName.endsWith('.tsx')) return ts.ScriptKind.TSX;
  if (/\.[cm]?js$/.test(fileName)) return ts.ScriptKind.JS;
  return ts.ScriptKind.TS;
}

/** Comment ranges, with runs of adjacent comments (a `//` paragraph) merged so a citation may span lines. */
function commentBlocks(file: ts.SourceFile): ts.TextRange[] {
  const text = file.getFullText();
  const byStart = new Map<number, ts.CommentRange>();
  const jsxText: ts.TextRange[] = [];
  const visit = (node: ts.Node) => {
    // JSX text is text, however it reads; a JSDoc node lies inside the comment it was parsed from.
    if (ts.isJsxText(node)) jsxText.push(node);
    if (ts.isJsxText(node) || (node.kind >= ts.SyntaxKind.FirstJSDocNode && node.kind <= ts.SyntaxKind.LastJSDocNode))
      return;
    const children = node.getChildren(file);
    // Every comment is trivia around some token, so the tokens (the leaves) find them all.
    if (children.length === 0)
      for (const range of [
        ...(ts.getLeadingCommentRanges(text, node.pos) ?? []),
        ...(ts.getTrailingCommentRanges(text, node.end) ?? []),
      ])
        byStart.set(range.pos, range);
    for (const child of children) visit(child);
  };
  visit(file);
  const blocks: ts.TextRange[] = [];
  const inText = (range: ts.TextRange) => jsxText.some((text) => range.pos >= text.pos && range.pos < text.end);
  for (const range of [...byStart.values()].filter((range) => !inText(range)).sort((a, b) => a.pos - b.pos)) {
    const last = blocks.at(-1);
    if (last && /^\s*$/.test(text.slice(last.end, range.pos))) blocks[blocks.length - 1] = { ...last, end: range.end };
    else blocks.push({ pos: range.pos, end: range.end });
  }
  return blocks;
}

/** Blanks the `//` and ` * ` that start each comment line, keeping every offset where it was. */
function unwrap(comment: string): string {
  return comment.replace(
    /(^|\n)([ \t]*)(\/\/+|\/\*+|\*+(?!\/))/g,
    (_, start: string, indent: string, marker: string) => `${start}${indent}${' '.repeat(marker.length)}`,
  );
}

function testNames(file: ts.SourceFile): ts.Node[] {
  const names: ts.Node[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && TEST_FUNCTIONS.has(rootName(node.expression) ?? '')) {
      const [name] = node.arguments;
      if (name && (ts.isStringLiteralLike(name) || ts.isTemplateExpression(name))) names.push(name);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return names;
}

/** `it` for it, it.each([…]), describe.skipIf(x) and the like. */
function rootName(callee: ts.Expression): string | undefined {
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee)) return rootName(callee.expression);
  if (ts.isCallExpression(callee)) return rootName(callee.expression);
  return undefined;
}

function lineOf(file: ts.SourceFile, position: number): number {
  return file.getLineAndCharacterOfPosition(position).line + 1;
}

function excerpt(text: string, index: number): string {
  return text
    .slice(Math.max(0, index - 30), index + 40)
    .replace(/\s+/g, ' ')
    .trim();
}
