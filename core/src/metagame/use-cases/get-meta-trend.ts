import { weightTable, type EventWeighting } from '../entities/event-weighting.js';
import { metaTrend, type MetaTrend } from '../entities/meta-trend.js';
import { instantsOf, type MetaWindow } from '../entities/meta-window.js';
import type { MetaReadsRepo } from '../ports/meta-reads-repo.js';

export interface GetMetaTrendInput {
  readonly window: MetaWindow;
  readonly weighting: EventWeighting;
}
export type GetMetaTrendOutput = MetaTrend;

/** Share per archetype per ISO week of a format and window, weighted as the share table is. */
export class GetMetaTrend {
  constructor(private readonly reads: MetaReadsRepo) {}

  async execute(input: GetMetaTrendInput): Promise<GetMetaTrendOutput> {
    const window = instantsOf(input.window);
    const weights =
      input.weighting === 'none' ? null : weightTable(input.weighting, await this.reads.eventSizes(window));
    return metaTrend(await this.reads.weeklyTallies(window, weights));
  }
}
