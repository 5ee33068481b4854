import type { FigureSource, FigureSources, MetaDeck, MetaDeckFields } from './meta-deck.js';

/** What a write asks of the sources: each may be named, else it follows from the value sent. */
export interface AskedSources {
  readonly presenceSource?: FigureSource | undefined;
  readonly top8Source?: FigureSource | undefined;
}

/** A new deck is measured against zero figures owned by the sync. */
const NEW_DECK: Pick<MetaDeck, 'presence' | 'top8' | 'presenceSource' | 'top8Source'> = {
  presence: 0,
  top8: 0,
  presenceSource: 'sync',
  top8Source: 'sync',
};

/**
 * The sources after a write. A source the write names is taken as named. Otherwise a figure sent
 * with a value other than the deck's (a new deck's are 0) was typed by hand and becomes `manual`;
 * a figure sent unchanged keeps its source. So a PUT that leaves presence as it was never takes it
 * from the sync, and one that changes it keeps the hand value until a write says `sync` again.
 */
export function sourcesAfterWrite(
  before: Pick<MetaDeck, 'presence' | 'top8' | 'presenceSource' | 'top8Source'> | null,
  fields: Pick<MetaDeckFields, 'presence' | 'top8'>,
  asked: AskedSources,
): FigureSources {
  const was = before ?? NEW_DECK;
  return {
    presenceSource: asked.presenceSource ?? (fields.presence === was.presence ? was.presenceSource : 'manual'),
    top8Source: asked.top8Source ?? (fields.top8 === was.top8 ? was.top8Source : 'manual'),
  };
}
