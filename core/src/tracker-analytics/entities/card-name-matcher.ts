/**
 * Finds card names inside decklist row text: case-insensitive, whole words only ("Bolt" does not
 * match "Boltwing"), and the longest name wins so "Lightning Bolt" beats "Bolt". Names and text are
 * normalised alike (curly apostrophes, slash variants, spacing, case). Names are indexed by their
 * first word, so a row is checked only against names that could start in it: 2,000 tested names
 * cost a handful of checks per row, not 2,000.
 */
export class CardNameMatcher {
  private readonly byFirstWord = new Map<string, string[]>();
  /** Names without any word character (no first word to index them by). */
  private readonly unindexed: string[] = [];

  constructor(names: Iterable<string>) {
    const unique = new Set<string>();
    for (const name of names) {
      const normalised = normaliseCardText(name);
      if (normalised !== '') unique.add(normalised);
    }
    for (const name of unique) {
      const first = name.match(WORD)?.[0];
      if (first === undefined) this.unindexed.push(name);
      else this.byFirstWord.set(first, [...(this.byFirstWord.get(first) ?? []), name]);
    }
  }

  /** The normalised name of the longest match (ties: alphabetical), or null when no name appears as whole words. */
  longestMatch(text: string): string | null {
    const haystack = normaliseCardText(text);
    let best: string | null = null;
    const consider = (name: string) => {
      if (best !== null && (name.length < best.length || (name.length === best.length && name >= best))) return;
      if (name.length <= haystack.length && containsWholeWords(haystack, name)) best = name;
    };
    for (const word of new Set(haystack.match(WORDS) ?? []))
      for (const name of this.byFirstWord.get(word) ?? []) consider(name);
    for (const name of this.unindexed) consider(name);
    return best;
  }
}

/**
 * The one normalisation applied to test names and row text alike: curly apostrophes become straight,
 * `Æ` becomes `Ae`, slash variants of split cards become ` // `, whitespace collapses and case folds.
 */
export function normaliseCardText(text: string): string {
  // Fast path: most names need only trimming and case-folding (colouring normalises thousands of them).
  if (!NEEDS_REWRITE.test(text)) return text.trim().toLowerCase();
  return text
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/Æ/g, 'Ae')
    .replace(/æ/g, 'ae')
    .replace(/\s*(?:\/{1,3}|\|)\s*/g, ' // ')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

const NEEDS_REWRITE = /[\u2018\u2019\u02bcÆæ/|]|\s\s|[^\S ]/;
const WORD_CHAR = /[\p{L}\p{N}_]/u;
const WORD = /[\p{L}\p{N}_]+/u;
const WORDS = /[\p{L}\p{N}_]+/gu;

function containsWholeWords(haystack: string, needle: string): boolean {
  let from = 0;
  for (;;) {
    const at = haystack.indexOf(needle, from);
    if (at < 0) return false;
    const before = at === 0 ? '' : haystack[at - 1]!;
    const after = haystack[at + needle.length] ?? '';
    if (!isWordChar(before) && !isWordChar(after)) return true;
    from = at + 1;
  }
}

const isWordChar = (char: string): boolean => char !== '' && WORD_CHAR.test(char);
