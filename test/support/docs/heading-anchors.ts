import GithubSlugger from 'github-slugger';
import { Lexer, marked, type Token } from 'marked';

/** An anchor written as HTML (`<a id="…">`, `<a name="…">`), which GitHub keeps as written. */
const HTML_ANCHOR = /<a\s[^>]*\b(?:id|name)="([^"]+)"/gi;

/**
 * The `#anchors` GitHub gives a Markdown page: each heading's text slugged by GitHub's rules
 * (github-slugger: lower case, punctuation dropped, spaces to dashes, `-1`, `-2`… for repeats), plus
 * anchors written as HTML.
 */
export function headingAnchors(markdown: string): ReadonlySet<string> {
  const slugger = new GithubSlugger();
  const anchors = new Set<string>();
  marked.walkTokens(Lexer.lex(markdown), (token: Token) => {
    if (token.type === 'heading') anchors.add(slugger.slug(plainText(token.tokens ?? [])));
    if (token.type === 'html' || token.type === 'paragraph')
      for (const match of token.raw.matchAll(HTML_ANCHOR)) anchors.add(match[1] ?? '');
  });
  return anchors;
}

/** A heading's text as GitHub slugs it: the words of links and code spans without their markup. */
function plainText(tokens: readonly Token[]): string {
  return tokens
    .map((token) => {
      if ('tokens' in token && token.tokens) return plainText(token.tokens);
      if (token.type === 'codespan' || token.type === 'text' || token.type === 'escape') return token.text;
      return '';
    })
    .join('');
}
