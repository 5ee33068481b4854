import type { FormatSummary } from '../entities/format-summary.js';
import type { MetaReadsRepo } from '../ports/meta-reads-repo.js';

export type ListMetaFormatsInput = void;
export type ListMetaFormatsOutput = readonly FormatSummary[];

/**
 * Every format that has imported tournaments, with their counts and span of dates: the format of the
 * newest tournament first, then by name. What a client offers to pick a format from.
 */
export class ListMetaFormats {
  constructor(private readonly reads: MetaReadsRepo) {}

  execute(): Promise<ListMetaFormatsOutput> {
    return this.reads.formats();
  }
}
