/** Letters NFKD does not decompose, spelled as the cards' ASCII names spell them (Æther → Aether). */
const LIGATURES: Readonly<Record<string, string>> = {
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ß: 'ss',
  đ: 'd',
  ł: 'l',
  þ: 'th',
  ı: 'i',
};
const COMBINING_MARKS = /\p{M}+/gu;
/** Apostrophes and quotes vanish inside a word: "Urza's" is searched as `urzas`, like "urzas" and "urza's". */
const APOSTROPHES = /['’‘`´"“”]/g;
const NOT_ALPHANUMERIC = /[^\p{L}\p{N}]+/gu;

/**
 * The form in which names, type lines and rules text are stored for search and in which queries are
 * compared with them, computed by our code in the importer (so SQLite and PostgreSQL index exactly the
 * same words): lower case, diacritics stripped, apostrophes dropped, any other punctuation a word
 * break, words separated by one space. `Lim-Dûl's Vault` → `lim duls vault`, `Fire // Ice` → `fire ice`.
 */
export function searchKey(text: string): string {
  return text
    .normalize('NFKD')
    .replace(COMBINING_MARKS, '')
    .toLowerCase()
    .replace(/[æœøßđłþı]/g, (c) => LIGATURES[c] ?? c)
    .replace(APOSTROPHES, '')
    .replace(NOT_ALPHANUMERIC, ' ')
    .trim();
}

/** The words of `searchKey(text)`; an empty text has none. */
export function searchWords(text: string): string[] {
  const key = searchKey(text);
  return key === '' ? [] : key.split(' ');
}
