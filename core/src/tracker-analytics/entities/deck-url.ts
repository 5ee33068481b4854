import type { DecklistSource } from '../../tracker/entities/decklist-version.js';

/** The deck builders a URL import reads from: every decklist source but `manual` (one enum, in core). */
export type DeckBuilder = Exclude<DecklistSource, 'manual'>;

/** A deck on a deck builder, as named by its public URL. */
export interface DeckReference {
  readonly builder: DeckBuilder;
  readonly deckId: string;
}

/** What the 400 for a bad URL tells the user; kept next to the parser so the two cannot drift. */
export const ACCEPTED_DECK_URL_FORMS =
  'https://www.moxfield.com/decks/<id> (or moxfield.com without www) and https://archidekt.com/decks/<number>/<slug> (slug optional)';

const MOXFIELD_HOSTS = new Set(['moxfield.com', 'www.moxfield.com']);
const ARCHIDEKT_HOSTS = new Set(['archidekt.com', 'www.archidekt.com']);
const MOXFIELD_ID = /^[A-Za-z0-9_-]{1,64}$/;
const ARCHIDEKT_ID = /^\d{1,12}$/;
// Sub-pages of a Moxfield deck, dropped from its URL like the query string and fragment.
const MOXFIELD_SUBPAGES = new Set(['primer', 'history', 'settings', 'goldfish']);

/**
 * Reads a public deck URL. Accepted: http(s) Moxfield `/decks/<id>[/primer|/history|/settings|/goldfish]`
 * and Archidekt `/decks/<digits>[/<slug>]` or the older `/decks/view/<digits>`; query and fragment
 * are ignored. Anything else (other sites, other paths, malformed ids) gives null.
 */
export function parseDeckUrl(text: string): DeckReference | null {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split('/').filter((s) => s !== '');
  if (segments[0] !== 'decks') return null;
  if (MOXFIELD_HOSTS.has(host)) {
    const [, id, subpage, ...rest] = segments;
    if (!id || !MOXFIELD_ID.test(id) || rest.length > 0) return null;
    if (subpage !== undefined && !MOXFIELD_SUBPAGES.has(subpage)) return null;
    return { builder: 'moxfield', deckId: id };
  }
  if (ARCHIDEKT_HOSTS.has(host)) {
    const id = segments[1] === 'view' ? segments[2] : segments[1];
    if (!id || !ARCHIDEKT_ID.test(id)) return null;
    return { builder: 'archidekt', deckId: id };
  }
  return null;
}
