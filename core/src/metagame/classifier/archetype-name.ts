/** Words put before a colour-named archetype, by colour code; four colours keep their letters. */
const COLOR_WORDS: Readonly<Record<string, string>> = {
  C: '',
  W: 'MonoWhite',
  U: 'MonoBlue',
  B: 'MonoBlack',
  R: 'MonoRed',
  G: 'MonoGreen',
  WU: 'Azorius',
  WB: 'Orzhov',
  WR: 'Boros',
  WG: 'Selesnya',
  UB: 'Dimir',
  UR: 'Izzet',
  UG: 'Simic',
  BR: 'Rakdos',
  BG: 'Golgari',
  RG: 'Gruul',
  WUB: 'Esper',
  WUR: 'Jeskai',
  WUG: 'Bant',
  WBR: 'Mardu',
  WBG: 'Abzan',
  WRG: 'Naya',
  UBR: 'Grixis',
  UBG: 'Sultai',
  URG: 'Temur',
  BRG: 'Jund',
  WUBR: 'WUBR',
  WUBG: 'WUBG',
  WURG: 'WURG',
  WBRG: 'WBRG',
  UBRG: 'UBRG',
  WUBRG: '5Color',
};

/**
 * The display name of a match: `Generic` removed, the colour word prepended when asked, then the
 * PascalCase split into words ("GenericControl" in UR gives "Izzet Control", "8Whack" gives
 * "8 Whack"). Whitespace runs collapse to one space; nothing is trimmed.
 */
export function archetypeName(name: string, includeColor: boolean, colors: string): string {
  const base = name.replaceAll('Generic', '');
  const prefixed = includeColor ? (COLOR_WORDS[colors] ?? '') + base : base;
  return splitPascalCase(prefixed).replace(/\s+/g, ' ');
}

/** Word breaks: before an upper-case letter that starts a word, and between a letter and a non-letter. */
const WORD_BREAK = /(?<=[A-Z])(?=[A-Z][a-z])|(?<=[^A-Z])(?=[A-Z])|(?<=[A-Za-z])(?=[^A-Za-z])/g;

function splitPascalCase(text: string): string {
  return text.replace(WORD_BREAK, ' ');
}
