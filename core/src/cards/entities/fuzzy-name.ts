import { searchWords } from './search-key.js';

/** A name a fuzzy lookup may answer, found under one of its search keys (the full name or a face name). */
export interface NameCandidate {
  readonly name: string;
  readonly key: string;
}

export type FuzzyOutcome =
  | { readonly kind: 'match'; readonly name: string }
  | { readonly kind: 'ambiguous'; readonly candidates: readonly string[] }
  | { readonly kind: 'none'; readonly candidates: readonly string[] };

/** A name at least this close is a "near answer". */
const NEAR = 0.6;
/** The best near answer wins only this far ahead of the next one. */
const LEAD = 0.1;
/** Below NEAR, names this close are still offered as candidates of a not-found answer. */
const SUGGEST = 0.35;
const MAX_CANDIDATES = 10;

/**
 * Decides a fuzzy name lookup (`lightnig bolt`, `jace mind sculptor`) among candidates the database
 * found. Every query word is matched to its closest word of a name: equal 1, the start of the word
 * 0.9, within 1 edit (2 for words of 8+ letters) 1 − edits/length; score = 0.8 × the share of the
 * query's letters matched + 0.2 × the share of the name's words matched. One near answer clearly
 * ahead of the others wins; several are ambiguous; none is not found.
 */
export function pickFuzzyName(query: string, candidates: readonly NameCandidate[]): FuzzyOutcome {
  const words = searchWords(query);
  const best = new Map<string, number>();
  for (const c of candidates) best.set(c.name, Math.max(best.get(c.name) ?? 0, nameScore(words, c.key)));
  const ranked = [...best].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
  const near = ranked.filter(([, score]) => score >= NEAR);
  const [first, second] = near;
  if (first && (!second || second[1] <= first[1] - LEAD)) return { kind: 'match', name: first[0] };
  if (near.length > 0) return { kind: 'ambiguous', candidates: near.slice(0, MAX_CANDIDATES).map(([name]) => name) };
  return {
    kind: 'none',
    candidates: ranked
      .filter(([, score]) => score >= SUGGEST)
      .slice(0, MAX_CANDIDATES)
      .map(([name]) => name),
  };
}

/** How well the query's words match a search key (0–1); see pickFuzzyName. */
export function nameScore(queryWords: readonly string[], key: string): number {
  const nameWords = key === '' ? [] : key.split(' ');
  if (queryWords.length === 0 || nameWords.length === 0) return 0;
  const used = new Set<number>();
  let matchedLetters = 0;
  let letters = 0;
  for (const q of queryWords) {
    letters += q.length;
    let bestScore = 0;
    let bestAt = -1;
    nameWords.forEach((w, at) => {
      const score = wordScore(q, w);
      if (score > bestScore) [bestScore, bestAt] = [score, at];
    });
    if (bestAt >= 0) used.add(bestAt);
    matchedLetters += bestScore * q.length;
  }
  const wordsScore = 0.8 * (matchedLetters / letters) + 0.2 * (used.size / nameWords.length);
  // Words run together or split apart ("lightningbolt"): compare the names without spaces too.
  const compactQuery = queryWords.join('');
  const compactName = nameWords.join('');
  const compactScore = 1 - editDistance(compactQuery, compactName) / Math.max(compactQuery.length, compactName.length);
  return Math.max(wordsScore, compactScore);
}

function wordScore(q: string, w: string): number {
  if (q === w) return 1;
  if (q.length >= 3 && w.startsWith(q)) return 0.9;
  const allowed = q.length >= 8 ? 2 : q.length >= 4 ? 1 : 0;
  if (allowed === 0 || Math.abs(q.length - w.length) > allowed) return 0;
  const edits = editDistance(q, w);
  return edits <= allowed ? 1 - edits / q.length : 0;
}

/** Optimal string alignment distance: insertions, deletions, substitutions and adjacent swaps. */
export function editDistance(a: string, b: string): number {
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, before[j - 2]! + 1);
      current.push(d);
    }
    [before, previous] = [previous, current];
  }
  return previous[b.length]!;
}
