import { bothSides } from '../entities/archetype-pairs.js';
import { weightTable, type EventWeighting } from '../entities/event-weighting.js';
import { metaShare, type MetaShare } from '../entities/meta-share.js';
import { instantsOf, type MetaWindow } from '../entities/meta-window.js';
import type { MetaReadsRepo } from '../ports/meta-reads-repo.js';

export interface GetMetaShareInput {
  readonly window: MetaWindow;
  readonly weighting: EventWeighting;
}
export type GetMetaShareOutput = MetaShare;

/**
 * The share table of a format and window: decks per archetype, share of the field (weighted by
 * event size when asked), top-8 count and conversion, and each archetype's match record. Counting
 * happens in SQL; shares, rates and intervals here.
 */
export class GetMetaShare {
  constructor(private readonly reads: MetaReadsRepo) {}

  async execute(input: GetMetaShareInput): Promise<GetMetaShareOutput> {
    const window = instantsOf(input.window);
    const weights =
      input.weighting === 'none' ? null : weightTable(input.weighting, await this.reads.eventSizes(window));
    const [tallies, pairs] = await Promise.all([
      this.reads.archetypeTallies(window, weights),
      this.reads.pairCounts(window),
    ]);
    return metaShare(tallies, bothSides(pairs));
  }
}
